import { jwtVerify } from 'jose';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';

/** Who is calling: the public anon key, or a signed-in user's access token. */
export type Caller = { kind: 'anon' } | { kind: 'user'; userId: string };

/**
 * Reads `Authorization: Bearer <jwt>` as the Supabase client sends it (the anon key, or an
 * access token once signed in). Anything unsigned, expired or forged is a 401.
 */
export async function authenticate(request: FastifyRequest, secret: Uint8Array): Promise<Caller> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
  if (!token) {
    throw new HttpError(
      401,
      'missing_authorization',
      'Send the anon key or your access token as "Authorization: Bearer <token>".',
    );
  }
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (payload.role === 'anon') return { kind: 'anon' };
    if (typeof payload.sub === 'string' && payload.sub)
      return { kind: 'user', userId: payload.sub };
  } catch {
    // fall through to the 401 below
  }
  throw new HttpError(
    401,
    'invalid_token',
    'Your session token is invalid or has expired. Sign in again and retry.',
  );
}
