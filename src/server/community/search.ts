import { sql, type Expression, type SqlBool } from 'kysely';
import type { SearchHit } from '@domain/community';
import type { DatabaseHandle } from '../db/index';
import { cutAtWord, postPlainText, searchWords } from './markdown';
import { placeOfRow } from './places';

/*
 * Full-text search of posts: FTS5 on SQLite, tsvector on PostgreSQL. The index follows
 * forum_posts.search_text by itself (triggers, a generated column), and both hold the words of
 * searchWords; a query is those words too, each a prefix, all of them required. With the same
 * order on both (newest post first, then id), both databases give the same hits.
 */

const EXCERPT_LENGTH = 160;
/** How much text an excerpt keeps before the first word that matched. */
const EXCERPT_LEAD = 60;

/** The query's words, or none when it has no letter or digit. */
function queryWords(q: string): string[] {
  const words = searchWords(q);
  return words === '' ? [] : [...new Set(words.split(' '))];
}

/** FTS5: `"word"*` ANDed. The words hold only letters and digits: the quotes are plain. */
function fts5Query(words: string[]): string {
  return words.map((word) => `"${word}"*`).join(' AND ');
}

/** PostgreSQL to_tsquery: `word:*` ANDed. */
function tsQuery(words: string[]): string {
  return words.map((word) => `${word}:*`).join(' & ');
}

function matches(database: DatabaseHandle, words: string[]): Expression<SqlBool> {
  return database.dialect === 'postgres'
    ? sql<SqlBool>`p.search_vector @@ to_tsquery('simple', ${tsQuery(words)})`
    : sql<SqlBool>`p.rowid in (select rowid from forum_post_search where forum_post_search match ${fts5Query(words)})`;
}

/**
 * Plain text around the first word that starts with one of the query's words; the post's start
 * when none does (the match was in its code or the thread's title), or the title for a post with
 * no words outside code.
 */
function excerptAround(text: string, title: string, words: string[]): string {
  if (text === '') return cutAtWord(title, EXCERPT_LENGTH);
  let first = -1;
  for (const match of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const tokens = searchWords(match[0]).split(' ');
    if (tokens.some((token) => words.some((word) => token.startsWith(word)))) {
      first = match.index;
      break;
    }
  }
  // A match that shows in the post's opening words needs no cut before it.
  if (first < EXCERPT_LENGTH - EXCERPT_LEAD) return cutAtWord(text, EXCERPT_LENGTH);
  const space = text.lastIndexOf(' ', first - EXCERPT_LEAD);
  const start = space === -1 ? first : space + 1;
  return `…${cutAtWord(text.slice(start), EXCERPT_LENGTH - 1)}`;
}

/**
 * Posts whose words hold every word of `q` (as prefixes), neither deleted nor hidden: the newest
 * matching post of each thread, newest first.
 */
export async function searchPosts(
  database: DatabaseHandle,
  q: string,
  limit: number,
): Promise<SearchHit[]> {
  const words = queryWords(q);
  if (words.length === 0) return [];
  const { db } = database;
  const matching = db
    .selectFrom('forum_posts as p')
    .innerJoin('forum_threads as t', 't.id', 'p.thread_id')
    .where(matches(database, words))
    .where('p.deleted_at', 'is', null)
    .where('p.hidden_at', 'is', null)
    .where('p.body', '!=', '')
    .select([
      'p.id',
      'p.thread_id',
      'p.body',
      'p.created_at',
      't.title',
      't.category',
      't.lesson_id',
      't.challenge_id',
      sql<number>`row_number() over (partition by p.thread_id order by p.created_at desc, p.id desc)`.as(
        'place_in_thread',
      ),
    ]);
  const rows = await db
    .selectFrom(matching.as('m'))
    .selectAll()
    .where('place_in_thread', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    threadId: row.thread_id,
    title: row.title,
    postId: row.id,
    excerpt: excerptAround(postPlainText(row.body), row.title, words),
    createdAt: row.created_at,
    place: placeOfRow(row),
  }));
}
