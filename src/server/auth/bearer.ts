import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { verifyToken, type AccessClaims } from './tokens';

/** Who is calling: the public anon key, or a signed-in user's access token. */
export type Caller = { kind: 'anon' } | { kind: 'user'; userId: string; claims: AccessClaims };

export const INVALID_TOKEN_MESSAGE =
  'Your session token is invalid or has expired. Sign in again and retry.';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || null : null;
}

/**
 * Reads `Authorization: Bearer <jwt>` as the Supabase client sends it (the anon key, or an
 * access token once signed in). Anything unsigned, expired or forged is a 401.
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
  return { kind: 'user', userId: verified.claims.sub, claims: verified.claims };
}

export interface SignedInUser {
  userId: string;
  sessionId: string;
  claims: AccessClaims;
}

/**
 * A signed-in user whose session still exists: signing out (or a detected refresh-token
 * reuse) ends access at once, not only when the access token expires.
 */
export async function requireUser(
  request: FastifyRequest,
  app: FastifyInstance,
): Promise<SignedInUser> {
  const caller = await authenticate(request, app);
  if (caller.kind !== 'user') {
    throw new HttpError(401, 'no_authorization', 'Sign in first: this needs your account.');
  }
  const session = await app.database.db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', caller.claims.session_id)
    .where('user_id', '=', caller.userId)
    .executeTakeFirst();
  if (!session) {
    throw new HttpError(
      403,
      'session_not_found',
      'Your session has ended (you signed out or it was revoked). Sign in again.',
    );
  }
  return { userId: caller.userId, sessionId: session.id, claims: caller.claims };
}
