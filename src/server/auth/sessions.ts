import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SessionMethod } from '../db/schema';
import { refreshTokenNotFound, refreshTokenReused, sessionExpired } from './errors';
import { hashToken, randomToken, signAccessToken } from './tokens';
import {
  findUserById,
  metadataOf,
  nowIso,
  toUserObject,
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

async function storeRefreshToken(app: FastifyInstance, sessionId: string): Promise<string> {
  const token = randomToken();
  await app.database.db
    .insertInto('refresh_tokens')
    .values({
      id: crypto.randomUUID(),
      token_hash: hashToken(token),
      session_id: sessionId,
      revoked: 0,
      created_at: nowIso(),
    })
    .execute();
  return token;
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
  user: UserRow,
  method: SessionMethod,
): Promise<SessionObject> {
  const sessionId = crypto.randomUUID();
  const now = nowIso();
  await app.database.db
    .insertInto('sessions')
    .values({ id: sessionId, user_id: user.id, method, created_at: now, refreshed_at: now })
    .execute();
  await app.database.db
    .updateTable('users')
    .set({ last_sign_in_at: now })
    .where('id', '=', user.id)
    .execute();
  const refreshToken = await storeRefreshToken(app, sessionId);
  return sessionObject(app, { ...user, last_sign_in_at: now }, sessionId, method, refreshToken);
}

/**
 * Exchanges a refresh token for a new pair. Each token works once; presenting a spent one means
 * it was copied, so the whole session it belongs to is revoked.
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
  const ageMs = Date.now() - Date.parse(stored.sessionCreatedAt);
  if (ageMs > app.config.auth.sessionMaxAgeSeconds * 1000) {
    await db.deleteFrom('sessions').where('id', '=', stored.sessionId).execute();
    throw sessionExpired();
  }
  if (stored.revoked) {
    await db.deleteFrom('sessions').where('id', '=', stored.sessionId).execute();
    throw refreshTokenReused();
  }
  // Only one of two concurrent refreshes with the same token wins; the other is a reuse.
  const spent = await db
    .updateTable('refresh_tokens')
    .set({ revoked: 1 })
    .where('id', '=', stored.tokenId)
    .where('revoked', '=', 0)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) {
    await db.deleteFrom('sessions').where('id', '=', stored.sessionId).execute();
    throw refreshTokenReused();
  }
  const user = await findUserById(db, stored.userId);
  if (!user) throw refreshTokenNotFound();
  await db
    .updateTable('sessions')
    .set({ refreshed_at: nowIso() })
    .where('id', '=', stored.sessionId)
    .execute();
  const next = await storeRefreshToken(app, stored.sessionId);
  return sessionObject(app, user, stored.sessionId, stored.method, next);
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
