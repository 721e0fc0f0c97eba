import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { AuthCodesTable, OneTimeTokenKind, OneTimeTokensTable } from '../db/schema';
import { hashToken, randomToken } from './tokens';
import { nowIso } from './users';

/** How long an e-mailed link works, and the code it turns into. */
export const EMAIL_LINK_LIFE_MS = 24 * 60 * 60 * 1000;
export const AUTH_CODE_LIFE_MS = 10 * 60 * 1000;

export type CodeChallengeMethod = 's256' | 'plain';

export interface CodeChallenge {
  challenge: string;
  method: CodeChallengeMethod;
}

/**
 * Where a link may land: only pages of this site, so a mail from us can never send anyone to
 * somebody else's page. Anything else lands on the home page.
 */
export function safeRedirect(origin: string, redirectTo: string | undefined): string {
  if (redirectTo) {
    try {
      const target = new URL(redirectTo, origin);
      if (target.origin === origin) return target.toString();
    } catch {
      // not a URL: the home page it is
    }
  }
  return `${origin}/`;
}

/** Creates the token behind a confirmation or reset link; only its hash is kept. */
export async function createEmailToken(
  app: FastifyInstance,
  input: {
    userId: string;
    kind: OneTimeTokenKind;
    redirectTo: string;
    challenge: CodeChallenge | null;
  },
): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  const { db } = app.database;
  // A new reset link replaces older ones. Confirmation links all keep working until they
  // expire: a repeat sign-up must not void the link the owner already has.
  let stale = db
    .deleteFrom('one_time_tokens')
    .where('user_id', '=', input.userId)
    .where('kind', '=', input.kind);
  if (input.kind === 'signup') stale = stale.where('expires_at', '<', new Date(now).toISOString());
  await stale.execute();
  await db
    .insertInto('one_time_tokens')
    .values({
      id: crypto.randomUUID(),
      user_id: input.userId,
      kind: input.kind,
      token_hash: hashToken(token),
      redirect_to: input.redirectTo,
      code_challenge: input.challenge?.challenge ?? null,
      code_challenge_method: input.challenge?.method ?? null,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + EMAIL_LINK_LIFE_MS).toISOString(),
    })
    .execute();
  return token;
}

export function verifyLink(
  origin: string,
  token: string,
  kind: OneTimeTokenKind,
  redirectTo: string,
) {
  const url = new URL('/auth/v1/verify', origin);
  url.searchParams.set('token', token);
  url.searchParams.set('type', kind);
  url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}

type OneTimeToken = Selectable<OneTimeTokensTable>;

/**
 * What following a link's token found: `valid` once, before it expires; a confirmation link
 * followed before (`used`: kept, marked, so that a second use can say the address is already
 * confirmed) or too late (`expired`); or nothing (`unknown`, also a reset link used before).
 */
export type EmailTokenUse =
  { status: 'valid' | 'used' | 'expired'; row: OneTimeToken } | { status: 'unknown' };

/** Takes a link's token: valid once, before it expires. */
export async function consumeEmailToken(
  app: FastifyInstance,
  token: string,
  kind: OneTimeTokenKind,
): Promise<EmailTokenUse> {
  const { db } = app.database;
  const row = await db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  if (row.used_at !== null) return { status: 'used', row };
  const now = nowIso();
  if (row.expires_at < now) {
    await db.deleteFrom('one_time_tokens').where('id', '=', row.id).execute();
    return { status: 'expired', row };
  }
  // Of two uses at once, one takes it.
  const taken =
    kind === 'signup'
      ? await db
          .updateTable('one_time_tokens')
          .set({ used_at: now })
          .where('id', '=', row.id)
          .where('used_at', 'is', null)
          .executeTakeFirst()
          .then((result) => Number(result.numUpdatedRows))
      : await db
          .deleteFrom('one_time_tokens')
          .where('id', '=', row.id)
          .executeTakeFirst()
          .then((result) => Number(result.numDeletedRows));
  if (taken !== 1) return kind === 'signup' ? { status: 'used', row } : { status: 'unknown' };
  return { status: 'valid', row };
}

/** The PKCE auth code a verified link (or a single sign-on) hands to the browser, exchanged with its verifier. */
export async function createAuthCode(
  app: FastifyInstance,
  input: { userId: string; kind: AuthCodesTable['kind']; challenge: CodeChallenge },
): Promise<string> {
  const code = crypto.randomUUID();
  const now = Date.now();
  await app.database.db
    .insertInto('auth_codes')
    .values({
      id: crypto.randomUUID(),
      code_hash: hashToken(code),
      user_id: input.userId,
      kind: input.kind,
      code_challenge: input.challenge.challenge,
      code_challenge_method: input.challenge.method,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + AUTH_CODE_LIFE_MS).toISOString(),
    })
    .execute();
  return code;
}

/** Takes an auth code (once, whatever the outcome) and checks the verifier against its challenge. */
export async function consumeAuthCode(app: FastifyInstance, code: string, verifier: string) {
  const { db } = app.database;
  const row = await db
    .selectFrom('auth_codes')
    .selectAll()
    .where('code_hash', '=', hashToken(code))
    .executeTakeFirst();
  if (!row) return { status: 'not_found' as const };
  await db.deleteFrom('auth_codes').where('id', '=', row.id).execute();
  if (row.expires_at < nowIso()) return { status: 'not_found' as const };
  const expected =
    row.code_challenge_method === 'plain'
      ? verifier
      : crypto.createHash('sha256').update(verifier).digest('base64url');
  const a = Buffer.from(expected);
  const b = Buffer.from(row.code_challenge);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b))
    return { status: 'mismatch' as const };
  return { status: 'ok' as const, userId: row.user_id, kind: row.kind };
}
