import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, SessionMethod } from '../db/schema';
import { refreshTokenNotFound, refreshTokenReused, sessionExpired } from './errors';
import { trimmedMetadata } from './metadata';
import { hashToken, openSealedToken, randomToken, sealToken, signAccessToken } from './tokens';
import {
  findUserById,
  metadataOf,
  nowIso,
  toUserObject,
  updateUser,
  type UserObject,
  type UserRow,
} from './users';

/** SPEC §3 Session, as GoTrue answers it. */
export interface SessionObject {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserObject;
}

export type LogoutScope = 'global' | 'local' | 'others';

/** How long a recovery link's session may set a password without the old one. */
export const RECOVERY_WINDOW_MS = 10 * 60 * 1000;

/** Whether this session may still set a new password without the current one. */
export function isRecovering(session: { method: string; createdAt: string }, now = Date.now()) {
  return session.method === 'recovery' && now - Date.parse(session.createdAt) < RECOVERY_WINDOW_MS;
}

/** After the new password is set, the session goes on as an ordinary one. */
export async function endRecovery(app: FastifyInstance, sessionId: string): Promise<void> {
  await app.database.db
    .updateTable('sessions')
    .set({ method: 'password' })
    .where('id', '=', sessionId)
    .where('method', '=', 'recovery')
    .execute();
}

/**
 * How long after a refresh token was exchanged presenting it again still counts as the same
 * client (two tabs refreshing at once, an answer lost on the way), as GoTrue's reuse interval:
 * it gets the session's current token. Later, the token was copied: the session is revoked.
 */
export const REFRESH_TOKEN_REUSE_INTERVAL_MS = 10_000;

/** Successors handed on within the interval in a row; a longer chain is treated as a copy. */
const MAX_SUCCESSORS_FOLLOWED = 20;

function refreshTokenRow(sessionId: string, token: string) {
  return {
    id: crypto.randomUUID(),
    token_hash: hashToken(token),
    session_id: sessionId,
    revoked: 0,
    created_at: nowIso(),
  };
}

/** Erases every sealed successor whose reuse interval is over: none is kept longer. */
async function eraseSpentSuccessors(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ sealed_successor: null })
    .where('sealed_successor', 'is not', null)
    .where('revoked_at', '<', new Date(now - REFRESH_TOKEN_REUSE_INTERVAL_MS).toISOString())
    .execute();
}

/** An account stored with user_metadata over the cap is trimmed before a token carries it. */
async function withMetadataWithinCap(db: Kysely<Database>, user: UserRow): Promise<UserRow> {
  const trimmed = trimmedMetadata(metadataOf(user).user);
  return trimmed ? updateUser(db, user.id, { userMetadata: trimmed }) : user;
}

async function sessionObject(
  app: FastifyInstance,
  user: UserRow,
  sessionId: string,
  method: SessionMethod,
  refreshToken: string,
): Promise<SessionObject> {
  const metadata = metadataOf(user);
  const life = app.config.auth.accessTokenSeconds;
  const { token, expiresAt } = await signAccessToken(
    app.keys,
    {
      userId: user.id,
      email: user.email,
      sessionId,
      method,
      userMetadata: metadata.user,
      appMetadata: metadata.app,
    },
    life,
  );
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: life,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: toUserObject(user),
  };
}

/** Signs a user in: a new session with its first refresh token. */
export async function startSession(
  app: FastifyInstance,
  signingIn: UserRow,
  method: SessionMethod,
): Promise<SessionObject> {
  const { db } = app.database;
  const user = await withMetadataWithinCap(db, signingIn);
  const sessionId = crypto.randomUUID();
  const now = nowIso();
  await db
    .insertInto('sessions')
    .values({ id: sessionId, user_id: user.id, method, created_at: now, refreshed_at: now })
    .execute();
  await db.updateTable('users').set({ last_sign_in_at: now }).where('id', '=', user.id).execute();
  const refreshToken = randomToken();
  await db.insertInto('refresh_tokens').values(refreshTokenRow(sessionId, refreshToken)).execute();
  await eraseSpentSuccessors(db, Date.now());
  return sessionObject(app, { ...user, last_sign_in_at: now }, sessionId, method, refreshToken);
}

/**
 * Spends the token for a new one, in one transaction: of two concurrent refreshes with the same
 * token exactly one gets here, and the other then finds the successor sealed on the spent row.
 * Null when the token was spent already.
 */
async function rotate(
  app: FastifyInstance,
  token: { id: string; sessionId: string },
  now: number,
): Promise<string | null> {
  const next = randomToken();
  return app.database.db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('refresh_tokens')
      .set({
        revoked: 1,
        revoked_at: new Date(now).toISOString(),
        sealed_successor: sealToken(app.keys.successorKey, next, token.id),
      })
      .where('id', '=', token.id)
      .where('revoked', '=', 0)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return null;
    await trx.insertInto('refresh_tokens').values(refreshTokenRow(token.sessionId, next)).execute();
    await trx
      .updateTable('sessions')
      .set({ refreshed_at: new Date(now).toISOString() })
      .where('id', '=', token.sessionId)
      .execute();
    return next;
  });
}

/**
 * The current token of the session a spent token was exchanged within the reuse interval:
 * its successor, or that one's successor if it was exchanged too. Null past the interval.
 */
async function currentSuccessor(
  app: FastifyInstance,
  spentTokenId: string,
  now: number,
): Promise<string | null> {
  const { db } = app.database;
  const since = new Date(now - REFRESH_TOKEN_REUSE_INTERVAL_MS).toISOString();
  let id = spentTokenId;
  for (let hop = 0; hop < MAX_SUCCESSORS_FOLLOWED; hop += 1) {
    const spent = await db
      .selectFrom('refresh_tokens')
      .select(['revoked_at', 'sealed_successor'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!spent?.revoked_at || !spent.sealed_successor || spent.revoked_at < since) return null;
    const successor = openSealedToken(app.keys.successorKey, spent.sealed_successor, id);
    if (!successor) return null;
    const next = await db
      .selectFrom('refresh_tokens')
      .select(['id', 'revoked'])
      .where('token_hash', '=', hashToken(successor))
      .executeTakeFirst();
    if (!next) return null;
    if (!next.revoked) return successor;
    id = next.id;
  }
  return null;
}

/**
 * Exchanges a refresh token for a new pair. Each token works once; presented again within the
 * reuse interval it answers the session's current token, later it means the token was copied,
 * and the whole session it belongs to is revoked.
 */
export async function refreshSession(
  app: FastifyInstance,
  refreshToken: string,
): Promise<SessionObject> {
  const { db } = app.database;
  const stored = await db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .select([
      'refresh_tokens.id as tokenId',
      'refresh_tokens.revoked',
      'sessions.id as sessionId',
      'sessions.user_id as userId',
      'sessions.method',
      'sessions.created_at as sessionCreatedAt',
    ])
    .where('refresh_tokens.token_hash', '=', hashToken(refreshToken))
    .executeTakeFirst();
  if (!stored) throw refreshTokenNotFound();
  const now = Date.now();
  if (now - Date.parse(stored.sessionCreatedAt) > app.config.auth.sessionMaxAgeSeconds * 1000) {
    await db.deleteFrom('sessions').where('id', '=', stored.sessionId).execute();
    throw sessionExpired();
  }
  await eraseSpentSuccessors(db, now);
  let current = stored.revoked
    ? null
    : await rotate(app, { id: stored.tokenId, sessionId: stored.sessionId }, now);
  current ??= await currentSuccessor(app, stored.tokenId, now);
  if (!current) {
    await db.deleteFrom('sessions').where('id', '=', stored.sessionId).execute();
    throw refreshTokenReused();
  }
  const user = await findUserById(db, stored.userId);
  if (!user) throw refreshTokenNotFound();
  return sessionObject(
    app,
    await withMetadataWithinCap(db, user),
    stored.sessionId,
    stored.method,
    current,
  );
}

/** Ends this session (local), every session of the user (global), or all but this one (others). */
export async function endSessions(
  app: FastifyInstance,
  userId: string,
  sessionId: string,
  scope: LogoutScope,
): Promise<void> {
  let query = app.database.db.deleteFrom('sessions').where('user_id', '=', userId);
  if (scope === 'local') query = query.where('id', '=', sessionId);
  if (scope === 'others') query = query.where('id', '!=', sessionId);
  await query.execute();
}
