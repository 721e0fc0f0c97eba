import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { bearerToken } from '@server/auth/bearer';
import { HttpError } from '@server/http/errors';
import { sharedLimiter, tooManyRequests } from '@server/limits/throttle';
import type { TeamRow } from '@server/teams/access';
import {
  API_KEY_PREFIX,
  findApiKey,
  isTeamActive,
  markApiKeyUsed,
  TEAM_INACTIVE_FOR_API,
} from '@server/teams/api-keys';

/*
 * Who calls the team API: a team's API key, and nothing else (no session token, no anon key).
 * The key's team is the only team a call reaches. Each key has its own rate limit per minute.
 */

const WHERE_TO_GET_A_KEY = 'The owner and managers create keys at /team, in the API keys tab.';
const CHALLENGE = { 'www-authenticate': 'Bearer realm="CodeNest team API"' };

const unauthorized = (code: string, message: string) =>
  new HttpError(401, code, `${message} ${WHERE_TO_GET_A_KEY}`, CHALLENGE);

export const RATE_LIMIT_WINDOW_SECONDS = 60;

export interface TeamApiCaller {
  keyId: string;
  team: TeamRow;
}

/** The limiter of one app's team API: `limit` calls per key per minute, in Redis when configured. */
export function teamApiLimiter(app: FastifyInstance): RateLimiterAbstract {
  return sharedLimiter(
    {
      name: 'team-api',
      points: app.config.teamApiRateLimit,
      duration: RATE_LIMIT_WINDOW_SECONDS,
    },
    app.redis,
  );
}

async function countCall(
  limiter: RateLimiterAbstract,
  keyId: string,
  reply: FastifyReply,
): Promise<void> {
  let result: RateLimiterRes;
  try {
    result = await limiter.consume(keyId);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    reply.header('x-ratelimit-limit', String(limiter.points)).header('x-ratelimit-remaining', '0');
    throw tooManyRequests(
      'rate_limited',
      `This API key made ${limiter.points} requests in the last minute, the most it may. Wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
      seconds,
    );
  }
  reply
    .header('x-ratelimit-limit', String(limiter.points))
    .header('x-ratelimit-remaining', String(result.remainingPoints))
    .header('x-ratelimit-reset', String(Math.ceil(result.msBeforeNext / 1000)));
}

/**
 * The team of the call's `Authorization: Bearer cnk_…` key, once its call is counted; anything
 * else is a 401 that says what to send, and a team whose subscription lapsed a 403.
 */
export async function teamApiCaller(
  app: FastifyInstance,
  limiter: RateLimiterAbstract,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TeamApiCaller> {
  const sent = bearerToken(request);
  if (!sent) {
    throw unauthorized(
      'no_api_key',
      'Send your team API key in the header "Authorization: Bearer cnk_…".',
    );
  }
  if (!sent.startsWith(API_KEY_PREFIX)) {
    throw unauthorized(
      'not_an_api_key',
      'This API takes a team API key (cnk_…), not a session token or the anon key.',
    );
  }
  const { db } = app.database;
  const found = await findApiKey(db, sent);
  if (!found) {
    throw unauthorized(
      'invalid_api_key',
      'This API key is not valid: it was revoked, or it is mistyped.',
    );
  }
  await countCall(limiter, found.key.id, reply);
  if (!(await isTeamActive(db, found.team))) {
    throw new HttpError(403, 'team_inactive', TEAM_INACTIVE_FOR_API);
  }
  await markApiKeyUsed(db, found.key);
  return { keyId: found.key.id, team: found.team };
}
