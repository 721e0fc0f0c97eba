import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { TEAM_INACTIVE } from '@domain/teams';
import {
  SSO_NOTICE_NO_SEAT,
  SSO_NOTICE_PARAM,
  SSO_TEAM_PARAM,
  emailDomain,
} from '@domain/team-sso';
import { createAuthCode, type CodeChallenge, type CodeChallengeMethod } from '../auth/email-links';
import { startSession } from '../auth/sessions';
import { hashToken, randomToken } from '../auth/tokens';
import { normalizeEmail, nowIso, type UserRow } from '../auth/users';
import type { SsoLoginsTable } from '../db/schema';
import { teamPlanOf } from '../teams/access';
import { tellOwnerNoSeat } from '../teams/invites';
import { discover, keySetOf } from './discovery';
import { accountFor, joinTeam } from './member';
import { authorizationUrl, exchangeCode, IdTokenError, verifyIdToken } from './oidc';
import { ProviderError, outboundPolicyOf } from './outbound';
import {
  clientSecretOf,
  ssoRedirectUri,
  teamSsoRowOf,
  verifiedDomainsOf,
  type TeamSsoRow,
} from './team-config';

/** How long the person has between leaving for their provider and coming back. */
export const SSO_LOGIN_LIFE_MS = 10 * 60 * 1000;

/** A sign-in that cannot finish: the person is sent back to the site with this code and sentence. */
export class SsoSignInError extends Error {
  override name = 'SsoSignInError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const ASK_OWNER =
  "If it keeps happening, ask your team's owner to check the single sign-on settings.";

/**
 * POST /auth/v1/sso: stores the sign-in under way (state hashed, PKCE verifier, nonce, where to
 * land, the browser's own PKCE challenge) and answers the provider's authorization URL.
 */
export async function startSsoSignIn(
  app: FastifyInstance,
  input: {
    sso: TeamSsoRow;
    redirectTo: string;
    clientChallenge: CodeChallenge | null;
  },
): Promise<string> {
  const metadata = await discover(app, input.sso.issuer);
  const state = randomToken(24);
  const codeVerifier = randomToken(48);
  const nonce = randomToken(24);
  const now = Date.now();
  const { db } = app.database;
  await db.deleteFrom('sso_logins').where('expires_at', '<', new Date(now).toISOString()).execute();
  await db
    .insertInto('sso_logins')
    .values({
      state_hash: hashToken(state),
      team_id: input.sso.team_id,
      code_verifier: codeVerifier,
      nonce,
      redirect_to: input.redirectTo,
      code_challenge: input.clientChallenge?.challenge ?? null,
      code_challenge_method: input.clientChallenge?.method ?? null,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + SSO_LOGIN_LIFE_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return authorizationUrl(metadata, {
    clientId: input.sso.client_id,
    redirectUri: ssoRedirectUri(app),
    state,
    nonce,
    codeVerifier,
  });
}

/** Takes the sign-in a state belongs to: once, before it expires (of two at once, one wins). */
async function takeLogin(app: FastifyInstance, state: string): Promise<Selectable<SsoLoginsTable>> {
  const { db } = app.database;
  const now = nowIso();
  const stateHash = hashToken(state);
  const taken = await db
    .updateTable('sso_logins')
    .set({ used_at: now })
    .where('state_hash', '=', stateHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  const row =
    Number(taken.numUpdatedRows) === 1
      ? await db
          .selectFrom('sso_logins')
          .selectAll()
          .where('state_hash', '=', stateHash)
          .executeTakeFirst()
      : undefined;
  if (!row) {
    throw new SsoSignInError(
      'sso_state_invalid',
      'This single sign-on was already used or has expired. Start again with "Sign in with single sign-on".',
    );
  }
  return row;
}

/** The address the provider vouches for, checked against the team's verified domains. */
function verifiedEmail(
  claims: { email?: unknown; email_verified?: unknown },
  domains: string[],
  teamName: string,
) {
  if (typeof claims.email !== 'string' || !claims.email.includes('@')) {
    throw new SsoSignInError(
      'sso_email_missing',
      `Your team's sign-in service did not tell CodeNest your e-mail address. ${ASK_OWNER}`,
    );
  }
  const email = normalizeEmail(claims.email);
  if (claims.email_verified !== true) {
    throw new SsoSignInError(
      'sso_email_not_verified',
      `Your team's sign-in service has not verified ${email}, so CodeNest cannot sign you in with it. ${ASK_OWNER}`,
    );
  }
  if (!domains.includes(emailDomain(email))) {
    throw new SsoSignInError(
      'sso_domain_not_allowed',
      `${email} is not an address of ${teamName} (${domains.join(', ') || 'no verified domain'}), so it cannot sign in with its single sign-on. Sign in with your e-mail and password instead.`,
    );
  }
  return email;
}

function challengeOf(login: Selectable<SsoLoginsTable>): CodeChallenge | null {
  const method = login.code_challenge_method;
  if (!login.code_challenge || (method !== 's256' && method !== 'plain')) return null;
  return { challenge: login.code_challenge, method: method satisfies CodeChallengeMethod };
}

/** Where the browser goes with its session: the code (PKCE) in the query, else the tokens in the fragment. */
async function landing(
  app: FastifyInstance,
  user: UserRow,
  target: string,
  challenge: CodeChallenge | null,
): Promise<string> {
  if (challenge) {
    const code = await createAuthCode(app, { userId: user.id, kind: 'sso', challenge });
    const url = new URL(target);
    url.searchParams.set('code', code);
    return url.toString();
  }
  const session = await startSession(app, user, 'sso');
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type: 'sso',
  });
  return `${target.split('#')[0]}#${fragment.toString()}`;
}

export interface SsoCallback {
  state?: string | undefined;
  code?: string | undefined;
  error?: string | undefined;
}

/**
 * GET /auth/v1/sso/callback: the provider sends the person back with a code. The state is taken
 * (once), the code exchanged, the ID token verified, the person found or created, joined to the
 * team while a seat is free, and signed in. Answers where to send the browser.
 */
export async function finishSsoSignIn(
  app: FastifyInstance,
  callback: SsoCallback,
): Promise<string> {
  if (!callback.state) {
    throw new SsoSignInError(
      'sso_state_invalid',
      'This single sign-on address is incomplete. Start again with "Sign in with single sign-on".',
    );
  }
  const login = await takeLogin(app, callback.state);
  const { db } = app.database;
  const sso = await teamSsoRowOf(db, login.team_id);
  const team = await db
    .selectFrom('teams')
    .selectAll()
    .where('id', '=', login.team_id)
    .executeTakeFirst();
  if (!sso || !team) {
    throw new SsoSignInError(
      'sso_provider_not_found',
      'This team no longer signs in with single sign-on. Sign in with your e-mail and password.',
    );
  }
  if (callback.error || !callback.code) {
    // Only an OAuth error code is repeated, never free text someone could have put in the link.
    const reason = /^[a-z_]{1,40}$/.test(callback.error ?? '') ? ` (${callback.error})` : '';
    throw new SsoSignInError(
      'sso_provider_refused',
      `Your team's sign-in service did not sign you in${reason}. Try again. ${ASK_OWNER}`,
    );
  }

  let claims;
  try {
    const metadata = await discover(app, sso.issuer);
    const idToken = await exchangeCode(
      metadata,
      {
        clientId: sso.client_id,
        clientSecret: clientSecretOf(app, sso),
        code: callback.code,
        codeVerifier: login.code_verifier,
        redirectUri: ssoRedirectUri(app),
      },
      outboundPolicyOf(app.config),
    );
    claims = await verifyIdToken(idToken, {
      issuer: sso.issuer,
      clientId: sso.client_id,
      nonce: login.nonce,
      keys: keySetOf(app, metadata),
    });
  } catch (error) {
    if (error instanceof IdTokenError) {
      throw new SsoSignInError(
        'sso_id_token_invalid',
        `CodeNest could not verify the sign-in from your team's sign-in service: ${error.message}. Try again. ${ASK_OWNER}`,
      );
    }
    if (error instanceof ProviderError) {
      throw new SsoSignInError(
        'sso_provider_error',
        `Your team's sign-in service could not complete the sign-in: ${error.message} Try again. ${ASK_OWNER}`,
      );
    }
    throw error;
  }

  const email = verifiedEmail(claims, await verifiedDomainsOf(db, team.id), team.name);
  if (!(await teamPlanOf(db, team.owner_id)).active) {
    throw new SsoSignInError('team_inactive', TEAM_INACTIVE);
  }
  const user = await accountFor(app, email, claims.name);
  const joined = await joinTeam(app, team, user);
  let target = login.redirect_to;
  if (typeof joined === 'object') {
    await tellOwnerNoSeat(app, team, user, joined.noSeat, 'sso');
    const notice = new URL('/team', app.config.publicUrl);
    notice.searchParams.set(SSO_NOTICE_PARAM, SSO_NOTICE_NO_SEAT);
    notice.searchParams.set(SSO_TEAM_PARAM, team.name);
    target = notice.toString();
  }
  return landing(app, user, target, challengeOf(login));
}
