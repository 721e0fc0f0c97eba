import type { FastifyInstance, FastifyReply } from 'fastify';
import { teamIdSchema } from '@domain/team-api';
import { SSO_PROVIDER_NOT_FOUND, emailDomain } from '@domain/team-sso';
import {
  ssoLookupQuerySchema,
  ssoStartBodySchema,
  teamSsoRequestSchema,
  teamSsoVerifyRequestSchema,
  type SsoLookup,
  type TeamSso,
  type TeamSsoVerifyAnswer,
} from '@domain/team-sso-api';
import { TEAM_INACTIVE } from '@domain/teams';
import { z } from '@domain/zod';
import { authenticate, requireUser } from '@server/auth/bearer';
import { siteOrigins } from '@server/billing/checkout';
import { HttpError } from '@server/http/errors';
import { validate } from '@server/http/validate';
import { Throttle, tooManyRequests, waitMinutes } from '@server/limits/throttle';
import { ProviderError } from '@server/sso/outbound';
import { checkSsoDomains } from '@server/sso/domain-verification';
import { SsoSignInError, finishSsoSignIn, startSsoSignIn } from '@server/sso/sign-in';
import {
  removeTeamSso,
  saveTeamSso,
  teamSsoOf,
  teamSsoRowForDomain,
  teamSsoRowOf,
  usableTeamSsoRowOf,
  type TeamSsoRow,
} from '@server/sso/team-config';
import { ownedTeamOf, teamPlanOf } from '@server/teams/access';

/** Look-ups and sign-in starts one address may make in a minute (a class behind one address). */
const SSO_LOOKUPS_PER_MINUTE = 30;
/** DNS checks of one team's domains in a minute (each asks the DNS for up to 20 domains). */
const SSO_DNS_CHECKS_PER_MINUTE = 10;

const teamQuerySchema = z.object({ teamId: teamIdSchema });
const callbackQuerySchema = z.object({
  state: z.string().max(1000).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
});

/**
 * Single sign-on with a team's OpenID Connect provider.
 *
 * - POST   /auth/v1/sso                 `{ domain | provider_id, redirect_to?, skip_http_redirect?, code_challenge? }`
 *                                       → `{ url }` of the provider (or a 303 to it), as supabase-js's signInWithSSO expects
 * - GET    /auth/v1/sso/callback        the provider's redirect: signs in, then to redirect_to with ?code= (PKCE)
 * - GET    /functions/v1/team-sso       `?teamId=` the settings, never the secret (owner)
 * - PUT    /functions/v1/team-sso       `{ teamId, issuer, clientId, clientSecret?, domains }` (owner)
 * - DELETE /functions/v1/team-sso       `{ teamId }` (owner)
 * - POST   /functions/v1/team-sso-verify `{ teamId, domain? }` → `{ sso, checks }`: looks up the
 *                                       DNS record of the domains waiting for it (owner)
 * - GET    /functions/v1/sso-lookup     `?email=` → `{ teamName, domain }` for the sign-in dialog
 */
export async function registerSsoRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const origin = app.config.publicUrl;
  const lookups = new Throttle(
    { name: 'sso-lookups', attempts: SSO_LOOKUPS_PER_MINUTE, windowSeconds: 60 },
    (seconds) =>
      tooManyRequests(
        'over_request_rate_limit',
        `Too many single sign-on look-ups from your address. Please wait ${waitMinutes(seconds)} and try again.`,
        seconds,
      ),
    app.redis,
  );
  const dnsChecks = new Throttle(
    { name: 'sso-dns-checks', attempts: SSO_DNS_CHECKS_PER_MINUTE, windowSeconds: 60 },
    (seconds) =>
      tooManyRequests(
        'over_request_rate_limit',
        `Too many DNS checks for your team. Please wait ${waitMinutes(seconds)} and try again.`,
        seconds,
      ),
    app.redis,
  );

  const teamOfSso = async (sso: TeamSsoRow) =>
    db.selectFrom('teams').selectAll().where('id', '=', sso.team_id).executeTakeFirstOrThrow();

  /** Where the sign-in lands: a page of this site, the dashboard unless told otherwise. */
  const landingOf = (redirectTo: string | null | undefined): string => {
    if (!redirectTo) return `${origin}/dashboard`;
    let url: URL | undefined;
    try {
      url = new URL(redirectTo, origin);
    } catch {
      url = undefined;
    }
    if (!url || !siteOrigins(app.config).has(url.origin) || url.username || url.password) {
      throw new HttpError(
        400,
        'validation_failed',
        `redirect_to: must be an address on this site (${origin}), such as ${origin}/dashboard.`,
      );
    }
    return url.toString();
  };

  /** GoTrue's answer to a sign-in that failed: back to the site with the reason in the query. */
  const backWithError = (reply: FastifyReply, code: string, description: string) => {
    const url = new URL('/', origin);
    url.searchParams.set('error', 'access_denied');
    url.searchParams.set('error_code', code);
    url.searchParams.set('error_description', description);
    return reply.header('cache-control', 'no-store').redirect(url.toString(), 303);
  };

  await app.register(
    (auth, _options, done) => {
      auth.addHook('onSend', (_request, reply, payload, next) => {
        reply.header('x-supabase-api-version', '2024-01-01');
        next(null, payload);
      });

      auth.post('/sso', async (request, reply) => {
        const body = validate(ssoStartBodySchema, request.body);
        await lookups.attempt(request.ip);
        const sso = body.domain
          ? await teamSsoRowForDomain(db, body.domain)
          : await usableTeamSsoRowOf(db, body.provider_id ?? '');
        if (!sso) {
          throw new HttpError(
            404,
            'sso_provider_not_found',
            SSO_PROVIDER_NOT_FOUND(body.domain ?? 'this provider'),
          );
        }
        const team = await teamOfSso(sso);
        if (!(await teamPlanOf(db, team.owner_id)).active) {
          throw new HttpError(409, 'team_inactive', TEAM_INACTIVE);
        }
        const redirectTo = landingOf(body.redirect_to);
        let url: string;
        try {
          url = await startSsoSignIn(app, {
            sso,
            redirectTo,
            clientChallenge: body.code_challenge
              ? { challenge: body.code_challenge, method: body.code_challenge_method ?? 's256' }
              : null,
          });
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          request.log.warn({ team: team.id, reason: error.message }, 'sso provider unavailable');
          // A 4xx: supabase-js reads the sentence of a 4xx, not of a 502.
          throw new HttpError(
            409,
            'sso_provider_unavailable',
            `${team.name}'s sign-in service cannot be used right now: ${error.message} Try again later, or ask your team's owner.`,
          );
        }
        if (body.skip_http_redirect) return { url };
        return reply.redirect(url, 303);
      });

      auth.get('/sso/callback', async (request, reply) => {
        const query = callbackQuerySchema.safeParse(request.query);
        if (!query.success) {
          return backWithError(
            reply,
            'sso_state_invalid',
            'This single sign-on address is incomplete. Start again with "Sign in with single sign-on".',
          );
        }
        try {
          const location = await finishSsoSignIn(app, query.data);
          return reply.header('cache-control', 'no-store').redirect(location, 303);
        } catch (error) {
          if (error instanceof SsoSignInError || error instanceof HttpError) {
            request.log.info({ code: error.code, reason: error.message }, 'sso sign-in refused');
            return backWithError(reply, error.code, error.message);
          }
          request.log.error({ err: error }, 'sso sign-in failed');
          return backWithError(
            reply,
            'sso_failed',
            'Something went wrong on our side while signing you in. Please try again in a moment.',
          );
        }
      });
      done();
    },
    { prefix: '/auth/v1' },
  );

  app.get('/functions/v1/team-sso', async (request): Promise<TeamSso> => {
    const { userId } = await requireUser(request, app);
    const { teamId } = validate(teamQuerySchema, request.query);
    await ownedTeamOf(db, teamId, userId);
    return teamSsoOf(app, await teamSsoRowOf(db, teamId));
  });

  app.post('/functions/v1/team-sso-verify', async (request): Promise<TeamSsoVerifyAnswer> => {
    const { userId } = await requireUser(request, app);
    const body = validate(teamSsoVerifyRequestSchema, request.body);
    await ownedTeamOf(db, body.teamId, userId);
    await dnsChecks.attempt(body.teamId);
    const checks = await checkSsoDomains(app, body.teamId, body.domain);
    return { sso: await teamSsoOf(app, await teamSsoRowOf(db, body.teamId)), checks };
  });

  app.put('/functions/v1/team-sso', async (request): Promise<TeamSso> => {
    const { userId } = await requireUser(request, app);
    const body = validate(teamSsoRequestSchema, request.body);
    await ownedTeamOf(db, body.teamId, userId);
    return teamSsoOf(app, await saveTeamSso(app, body.teamId, body));
  });

  app.delete('/functions/v1/team-sso', async (request): Promise<TeamSso> => {
    const { userId } = await requireUser(request, app);
    const { teamId } = validate(teamQuerySchema, request.body);
    await ownedTeamOf(db, teamId, userId);
    await removeTeamSso(db, teamId);
    return teamSsoOf(app, undefined);
  });

  app.get('/functions/v1/sso-lookup', async (request): Promise<SsoLookup> => {
    await authenticate(request, app);
    const { email } = validate(ssoLookupQuerySchema, request.query);
    await lookups.attempt(request.ip);
    const domain = emailDomain(email);
    const sso = await teamSsoRowForDomain(db, domain);
    if (!sso) throw new HttpError(404, 'sso_provider_not_found', SSO_PROVIDER_NOT_FOUND(domain));
    return { teamName: (await teamOfSso(sso)).name, domain };
  });
}
