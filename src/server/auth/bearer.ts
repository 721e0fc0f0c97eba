import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { verifyToken, type AccessClaims } from './tokens';

/** Who is calling: the public anon key, or a signed-in user whose session still exists. */
export type Caller = { kind: 'anon' } | ({ kind: 'user' } & SignedInUser);

export interface SignedInUser {
  userId: string;
  sessionId: string;
  claims: AccessClaims;
  /** How the session began ('password', 'signup', 'recovery'...) and when, from the database. */
  session: { method: string; createdAt: string };
}

export const INVALID_TOKEN_MESSAGE =
  'Your session token is invalid or has expired. Sign in again and retry.';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || null : null;
}

/**
 * Reads `Authorization: Bearer <jwt>` as the Supabase client sends it (the anon key, or an
 * access token once signed in). Anything unsigned, expired or forged is a 401. A user token
 * counts only while its session exists: signing out, a detected refresh-token reuse or deleting
 * the account ends access at once, not only when the access token expires.
 */
export async function authenticate(request: FastifyRequest, app: FastifyInstance): Promise<Caller> {
  const token = bearerToken(request);
  if (!token) {
    throw new HttpError(
      401,
      'no_authorization',
      'Send the anon key or your access token as "Authorization: Bearer <token>".',
    );
  }
  const verified = await verifyToken(app.keys, token);
  if (!verified) throw new HttpError(401, 'bad_jwt', INVALID_TOKEN_MESSAGE);
  if (verified.kind === 'anon') return verified;
  const session = await app.database.db
    .selectFrom('sessions')
    .select(['id', 'method', 'created_at'])
    .where('id', '=', verified.claims.session_id)
    .where('user_id', '=', verified.claims.sub)
    .executeTakeFirst();
  if (!session) {
    throw new HttpError(
      403,
      'session_not_found',
      'Your session has ended (you signed out or it was revoked). Sign in again.',
    );
  }
  return {
    kind: 'user',
    userId: verified.claims.sub,
    sessionId: session.id,
    claims: verified.claims,
    session: { method: session.method, createdAt: session.created_at },
  };
}

/** A signed-in user whose session still exists; the anon key is a 401 here. */
export async function requireUser(
  request: FastifyRequest,
  app: FastifyInstance,
): Promise<SignedInUser> {
  const caller = await authenticate(request, app);
  if (caller.kind !== 'user') {
    throw new HttpError(401, 'no_authorization', 'Sign in first: this needs your account.');
  }
  return caller;
}
