import type { FastifyInstance } from 'fastify';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { CommunityAuthor, ThreadListQuery, ThreadSummary } from '@domain/community';
import { z } from '@domain/zod';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { authorOf, authorsOf } from './authors';
import { plainExcerpt } from './markdown';
import { placeOf } from './places';

/*
 * Lists of threads: in a category, on a lesson or on a challenge (pinned ones first there), or
 * the latest everywhere. Pages go on after a cursor that holds the last row's sort keys, so a
 * page never repeats or skips a thread that stayed where it was.
 */

const EXCERPT_LENGTH = 200;

type Db = Kysely<Database>;

/** The opening post's upvotes, counted. */
const openingScore = (db: Db) =>
  sql<number>`cast((${db
    .selectFrom('forum_votes')
    .innerJoin('forum_posts as voted_post', 'voted_post.id', 'forum_votes.post_id')
    .where('voted_post.thread_id', '=', sql.ref<string>('forum_threads.id'))
    .where('voted_post.opening', '=', 1)
    .select((eb) => eb.fn.countAll().as('votes'))}) as integer)`;

/** Threads with what a summary shows: their opening post and its score. */
export function threadRows(db: Db) {
  return db
    .selectFrom('forum_threads')
    .leftJoin('forum_posts as opening_post', (join) =>
      join
        .onRef('opening_post.thread_id', '=', 'forum_threads.id')
        .on('opening_post.opening', '=', 1),
    )
    .select([
      'forum_threads.id',
      'forum_threads.title',
      'forum_threads.category',
      'forum_threads.lesson_id',
      'forum_threads.challenge_id',
      'forum_threads.author_id',
      'forum_threads.reply_count',
      'forum_threads.accepted_post_id',
      'forum_threads.pinned_at',
      'forum_threads.locked_at',
      'forum_threads.created_at',
      'forum_threads.last_activity_at',
      'opening_post.body as opening_body',
      'opening_post.deleted_at as opening_deleted_at',
      'opening_post.hidden_at as opening_hidden_at',
    ])
    .select(openingScore(db).as('score'));
}

export type ThreadRow = Awaited<ReturnType<ReturnType<typeof threadRows>['execute']>>[number];

const cursorSchema = z.tuple([z.number().int(), z.number().int(), z.string(), z.string()]);
type Cursor = z.infer<typeof cursorSchema>;

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(after: string): Cursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(after, 'base64url').toString('utf8')));
  } catch {
    throw new HttpError(
      400,
      'validation_failed',
      'after: is not a position in this list. Load the list again from its first page.',
    );
  }
}

/** A thread row as its summary, its author found in `authors`; `sortKeys` make its cursor. */
export function summaryOf(
  row: ThreadRow,
  authors: Map<string, CommunityAuthor>,
  sortKeys: Cursor = [0, 0, row.last_activity_at, row.id],
): ThreadSummary {
  const openingShown =
    row.opening_body !== null && row.opening_deleted_at === null && row.opening_hidden_at === null;
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    lessonId: row.lesson_id,
    challengeId: row.challenge_id,
    author: authorOf(authors, row.author_id),
    createdAt: row.created_at,
    lastActivityAt: row.last_activity_at,
    replyCount: Number(row.reply_count),
    score: Number(row.score),
    answered: row.accepted_post_id !== null,
    pinned: row.pinned_at !== null,
    locked: row.locked_at !== null,
    excerpt: openingShown ? plainExcerpt(row.opening_body ?? '', EXCERPT_LENGTH) : '',
    cursor: encodeCursor(sortKeys),
  };
}

/**
 * GET forum-threads: a page of threads in one place (pinned first), or the latest everywhere.
 * `top` orders by the opening post's upvotes; `unanswered` keeps threads nobody replied to.
 */
export async function listThreads(
  app: FastifyInstance,
  query: ThreadListQuery,
): Promise<ThreadSummary[]> {
  const { db } = app.database;
  const place = placeOf(query);
  const top = query.sort === 'top';
  const pinnedKey =
    place === null
      ? sql<number>`0`
      : sql<number>`case when forum_threads.pinned_at is null then 0 else 1 end`;
  const scoreKey = top ? openingScore(db) : sql<number>`0`;

  let rows = threadRows(db);
  // A constant is no sort key (SQLite would read a bare number as a column's position).
  if (place !== null) rows = rows.orderBy(pinnedKey, 'desc');
  if (top) rows = rows.orderBy(scoreKey, 'desc');
  rows = rows
    .orderBy('forum_threads.last_activity_at', 'desc')
    .orderBy('forum_threads.id', 'desc')
    .limit(query.limit);
  if (place?.kind === 'category') rows = rows.where('forum_threads.category', '=', place.category);
  if (place?.kind === 'lesson') rows = rows.where('forum_threads.lesson_id', '=', place.lessonId);
  if (place?.kind === 'challenge') {
    rows = rows.where('forum_threads.challenge_id', '=', place.challengeId);
  }
  if (query.sort === 'unanswered') {
    rows = rows
      .where('forum_threads.reply_count', '=', 0)
      .where('forum_threads.accepted_post_id', 'is', null);
  }
  if (query.after !== undefined) {
    const [pinned, score, lastActivityAt, id] = decodeCursor(query.after);
    const before: Expression<SqlBool> = sql<SqlBool>`(${pinnedKey}, ${scoreKey}, forum_threads.last_activity_at, forum_threads.id) < (${pinned}, ${score}, ${lastActivityAt}, ${id})`;
    rows = rows.where(before);
  }
  const found = await rows.execute();
  const authors = await authorsOf(
    db,
    app.config.adminEmails,
    found.map((row) => row.author_id),
  );
  // Each cursor holds the row's sort keys: pinnedKey, scoreKey, last activity, id.
  return found.map((row) =>
    summaryOf(row, authors, [
      place !== null && row.pinned_at !== null ? 1 : 0,
      top ? Number(row.score) : 0,
      row.last_activity_at,
      row.id,
    ]),
  );
}
