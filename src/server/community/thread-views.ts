import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type {
  CommunityAuthor,
  ForumPost,
  PostRevision,
  ThreadDetail,
  ThreadViewer,
} from '@domain/community';
import type { Database, ForumPostsTable, ForumThreadsTable } from '../db/schema';
import { HttpError } from '../http/errors';
import { authorOf, authorsOf } from './authors';
import { hideCodeBlocks } from './markdown';
import { placeOfRow } from './places';
import { communityRolesOf } from './roles';
import { spoilersHidden } from './spoilers';
import { activeSuspension, suspensionMessage } from './suspensions';
import { summaryOf, threadRows } from './thread-list';

/*
 * What a reader sees of a thread and its posts: deleted posts without content, hidden ones
 * without it except for moderators, code left out where it would spoil an exercise or a
 * challenge the reader has not passed, and the Markdown only for each post's own author.
 */

type Db = Kysely<Database>;
type PostRow = Selectable<ForumPostsTable>;
type ThreadRow = Selectable<ForumThreadsTable>;

export const THREAD_NOT_FOUND = 'This discussion does not exist or was deleted.';
const POST_NOT_FOUND = 'This post does not exist or was deleted.';
export const THREAD_LOCKED = 'This discussion is locked.';

export const threadNotFound = () => new HttpError(404, 'thread_not_found', THREAD_NOT_FOUND);
export const postNotFound = () => new HttpError(404, 'post_not_found', POST_NOT_FOUND);

/** Deleted by its author, or its author's account was deleted (which empties it). */
export function isDeleted(post: Pick<PostRow, 'deleted_at' | 'author_id' | 'body'>): boolean {
  return post.deleted_at !== null || (post.author_id === null && post.body === '');
}

export interface Reader {
  /** Null for a visitor. */
  userId: string | null;
  isModerator: boolean;
}

export async function readerOf(app: FastifyInstance, userId: string | null): Promise<Reader> {
  if (userId === null) return { userId, isModerator: false };
  const roles = await communityRolesOf(app.database.db, app.config.adminEmails, userId);
  return { userId, isModerator: roles.isModerator };
}

export async function postRow(db: Db, postId: string): Promise<PostRow | undefined> {
  return db.selectFrom('forum_posts').selectAll().where('id', '=', postId).executeTakeFirst();
}

export async function threadRow(db: Db, threadId: string): Promise<ThreadRow | undefined> {
  return db.selectFrom('forum_threads').selectAll().where('id', '=', threadId).executeTakeFirst();
}

/** Whether the code in a thread's posts is hidden from the reader. */
async function spoilersHiddenIn(
  db: Db,
  thread: Parameters<typeof placeOfRow>[0],
  reader: Reader,
): Promise<boolean> {
  return spoilersHidden(db, placeOfRow(thread), reader);
}

async function countsBy(
  db: Db,
  table: 'forum_votes' | 'forum_post_revisions',
  postIds: readonly string[],
): Promise<Map<string, number>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .selectFrom(table)
    .select(['post_id', (eb) => eb.fn.countAll().as('count')])
    .where('post_id', 'in', postIds)
    .groupBy('post_id')
    .execute();
  return new Map(rows.map((row) => [row.post_id, Number(row.count)]));
}

/** The posts as the reader sees them, in the order given; `authors` holds theirs. */
async function postViews(
  db: Db,
  posts: readonly PostRow[],
  context: {
    acceptedPostId: string | null;
    reader: Reader;
    hideCode: boolean;
    authors: Map<string, CommunityAuthor>;
  },
): Promise<ForumPost[]> {
  const { reader, authors } = context;
  const ids = posts.map((post) => post.id);
  const [scores, revisions, voted] = await Promise.all([
    countsBy(db, 'forum_votes', ids),
    countsBy(db, 'forum_post_revisions', ids),
    reader.userId === null || ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('forum_votes')
          .select('post_id')
          .where('user_id', '=', reader.userId)
          .where('post_id', 'in', ids)
          .execute(),
  ]);
  const votedIds = new Set(voted.map((row) => row.post_id));
  return posts.map((post) => {
    const deleted = isDeleted(post);
    const hidden = post.hidden_at !== null;
    const own = reader.userId !== null && post.author_id === reader.userId;
    let html = deleted || (hidden && !reader.isModerator) ? '' : post.html;
    let hiddenCodeBlocks = 0;
    if (context.hideCode && html !== '') {
      const shown = hideCodeBlocks(html);
      html = shown.html;
      hiddenCodeBlocks = shown.hidden;
    }
    return {
      id: post.id,
      author: authorOf(authors, post.author_id),
      html,
      body: own && !deleted && !hidden ? post.body : null,
      createdAt: post.created_at,
      editedAt: deleted ? null : post.edited_at,
      revisionCount: deleted ? 0 : (revisions.get(post.id) ?? 0),
      score: scores.get(post.id) ?? 0,
      voted: votedIds.has(post.id),
      accepted: context.acceptedPostId === post.id,
      deleted,
      hidden,
      hiddenCodeBlocks,
      opening: post.opening === 1,
    };
  });
}

/** GET forum-threads/:id for a reader (a visitor when userId is null). */
export async function threadDetail(
  app: FastifyInstance,
  threadId: string,
  userId: string | null,
  now: Date,
): Promise<ThreadDetail> {
  const { db } = app.database;
  const [row, reader, posts, suspension] = await Promise.all([
    threadRows(db).where('forum_threads.id', '=', threadId).executeTakeFirst(),
    readerOf(app, userId),
    db
      .selectFrom('forum_posts')
      .selectAll()
      .where('thread_id', '=', threadId)
      .orderBy('opening', 'desc')
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute(),
    userId === null ? null : activeSuspension(db, userId, now),
  ]);
  if (!row) throw threadNotFound();
  const [authors, hideCode] = await Promise.all([
    authorsOf(db, app.config.adminEmails, [row.author_id, ...posts.map((post) => post.author_id)]),
    spoilersHiddenIn(db, row, reader),
  ]);
  const locked = row.locked_at !== null;
  const cannotReplyReason =
    userId === null
      ? null
      : suspension
        ? suspensionMessage(suspension)
        : locked
          ? THREAD_LOCKED
          : null;
  const viewer: ThreadViewer = {
    signedIn: userId !== null,
    canReply: userId !== null && cannotReplyReason === null,
    cannotReplyReason,
    isAuthor: userId !== null && row.author_id === userId,
    isModerator: reader.isModerator,
    spoilersHidden: hideCode,
  };
  return {
    ...summaryOf(row, authors),
    acceptedPostId: row.accepted_post_id,
    posts: await postViews(db, posts, {
      acceptedPostId: row.accepted_post_id,
      reader,
      hideCode,
      authors,
    }),
    viewer,
  };
}

/** One post of the thread as the reader sees it (after an edit). */
export async function postView(
  app: FastifyInstance,
  thread: ThreadRow,
  postId: string,
  reader: Reader,
): Promise<ForumPost> {
  const { db } = app.database;
  const post = await postRow(db, postId);
  if (!post) throw postNotFound();
  const [authors, hideCode] = await Promise.all([
    authorsOf(db, app.config.adminEmails, [post.author_id]),
    spoilersHiddenIn(db, thread, reader),
  ]);
  const [view] = await postViews(db, [post], {
    acceptedPostId: thread.accepted_post_id,
    reader,
    hideCode,
    authors,
  });
  return view!;
}

/** GET forum-posts/:id/revisions: the earlier versions, newest first, hidden as the post is. */
export async function revisionsOf(
  app: FastifyInstance,
  postId: string,
  userId: string | null,
): Promise<PostRevision[]> {
  const { db } = app.database;
  const post = await postRow(db, postId);
  const thread = post && (await threadRow(db, post.thread_id));
  if (!post || !thread || isDeleted(post)) throw postNotFound();
  const reader = await readerOf(app, userId);
  if (post.hidden_at !== null && !reader.isModerator) {
    throw new HttpError(
      404,
      'post_hidden',
      'A moderator hid this post, so its versions are not shown.',
    );
  }
  const own = userId !== null && post.author_id === userId;
  const hideCode = await spoilersHiddenIn(db, thread, reader);
  const rows = await db
    .selectFrom('forum_post_revisions')
    .select(['body', 'html', 'replaced_at'])
    .where('post_id', '=', postId)
    .orderBy('replaced_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    html: hideCode ? hideCodeBlocks(row.html).html : row.html,
    body: hideCode && !own ? '' : row.body,
    replacedAt: row.replaced_at,
  }));
}
