import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { executeRequestSchema, type ExecuteResponse } from '../../../domain/execution';
import { authenticate } from '../../auth/bearer';
import { HttpError, JSON_ONLY } from '../../http/errors';
import { validate } from '../../http/validate';
import type { Runner } from '../../runner/runner';

/** Large enough to answer "too long" ourselves (400) rather than cut the connection. */
const BODY_LIMIT = 16 * 1024 * 1024;

/** Rate-limit bucket: the user when a token names one, else the address. */
function rateKey(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  try {
    const sub = decodeJwt(header.replace(/^Bearer\s+/, '')).sub;
    if (sub) return `user:${sub}`;
  } catch {
    // not a JWT: the address decides
  }
  return `ip:${request.ip}`;
}

/** POST /functions/v1/execute-c: compile and run a learner's C program (and `execute`, its alias). */
export async function registerExecuteC(app: FastifyInstance, runner: Runner): Promise<void> {
  const limits = app.config.runner.limits;
  const schema = executeRequestSchema(limits);

  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      max: app.config.runner.rateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: rateKey,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          'rate_limited',
          `Too many runs: the limit is ${context.max} a minute. Please wait ${Math.ceil(context.ttl / 1000)} s and run again.`,
          { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
        ),
    });

    const handler = async (request: FastifyRequest): Promise<ExecuteResponse> => {
      await authenticate(request, app);
      if (!runner.ready) {
        throw new HttpError(
          503,
          'runner_unavailable',
          'Code execution is unavailable on this server right now. Please try again later.',
          { 'retry-after': '30' },
        );
      }
      if (!request.headers['content-type']?.startsWith('application/json')) {
        throw new HttpError(400, 'bad_request', JSON_ONLY);
      }
      const input = validate(schema, request.body);
      return runner.execute(input);
    };

    for (const name of ['execute-c', 'execute']) {
      scope.post(`/functions/v1/${name}`, { bodyLimit: BODY_LIMIT }, handler);
    }
  });
}
