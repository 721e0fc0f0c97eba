import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CommunityAuthor } from '@domain/community';
import type { Database } from '../db/schema';
import { isAdminEmail } from './roles';

/**
 * How people appear in the community: their profile name (else the name in app metadata, else
 * "Learner"; never their e-mail address), their handle for @mentions, and a moderator badge.
 */

function metadataName(json: string): string | null {
  try {
    const value = (JSON.parse(json) as Record<string, unknown>).name;
    return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 80) : null;
  } catch {
    return null;
  }
}

export function displayName(user: { user_metadata: string; app_metadata: string }): string {
  return metadataName(user.user_metadata) ?? metadataName(user.app_metadata) ?? 'Learner';
}

/** "Ada Lovelace" → "ada-lovelace"; names without such letters give "learner". */
export function handleBase(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24)
    .replace(/-+$/g, '');
  return slug.length >= 3 ? slug : 'learner';
}

/** The person's handle, made on first use: their name's, with a number when it is taken. */
export async function ensureHandle(db: Kysely<Database>, userId: string): Promise<string> {
  const existing = await db
    .selectFrom('community_profiles')
    .select('handle')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing) return existing.handle;
  const user = await db
    .selectFrom('users')
    .select(['user_metadata', 'app_metadata'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const base = handleBase(displayName(user));
  for (let attempt = 0; attempt < 20; attempt++) {
    const suffix =
      attempt === 0 ? '' : attempt < 10 ? `-${attempt + 1}` : `-${crypto.randomInt(1000, 99999)}`;
    const handle = `${base}${suffix}`;
    const inserted = await db
      .insertInto('community_profiles')
      .values({ user_id: userId, handle, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return handle;
    const mine = await db
      .selectFrom('community_profiles')
      .select('handle')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (mine) return mine.handle;
  }
  throw new Error('Could not choose a community handle');
}

/** Authors by id, for the ids given (deleted accounts are simply absent: show DELETED_USER). */
export async function authorsOf(
  db: Kysely<Database>,
  adminEmails: readonly string[],
  userIds: Iterable<string | null>,
): Promise<Map<string, CommunityAuthor>> {
  const ids = [...new Set([...userIds].filter((id): id is string => id !== null))];
  const authors = new Map<string, CommunityAuthor>();
  if (ids.length === 0) return authors;
  const rows = await db
    .selectFrom('users')
    .leftJoin('community_profiles', 'community_profiles.user_id', 'users.id')
    .leftJoin('forum_moderators', 'forum_moderators.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.user_metadata',
      'users.app_metadata',
      'community_profiles.handle',
      'forum_moderators.user_id as moderator',
    ])
    .where('users.id', 'in', ids)
    .execute();
  for (const row of rows) {
    authors.set(row.id, {
      id: row.id,
      name: displayName(row),
      handle: row.handle ?? handleBase(displayName(row)),
      moderator: row.moderator !== null || isAdminEmail(adminEmails, row.email),
    });
  }
  return authors;
}

/** A user id to its author, or null (a deleted account). */
export function authorOf(
  authors: Map<string, CommunityAuthor>,
  userId: string | null,
): CommunityAuthor | null {
  return userId === null ? null : (authors.get(userId) ?? null);
}
