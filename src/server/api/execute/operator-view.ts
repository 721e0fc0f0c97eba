import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExecuteResponse } from '@domain/execution';
import { isHealthToken } from '../site/health';
import type { RunResult } from '@server/runner/service';

/** The request header that carries HEALTH_TOKEN to execute-c. */
export const HEALTH_TOKEN_HEADER = 'x-health-token';
/** The answer's header for HEALTH_TOKEN's holder: `hit` when the compile cache gave the program. */
export const COMPILE_CACHE_HEADER = 'x-compile-cache';

function presentsHealthToken(request: FastifyRequest, expected: string | undefined): boolean {
  const given = request.headers[HEALTH_TOKEN_HEADER];
  return isHealthToken(expected, typeof given === 'string' ? given : undefined);
}

/**
 * The public answer of a run. Whether the compile cache answered would tell anyone that somebody
 * had already run exactly this source, so only the operator (the benchmarks) hears it, in
 * X-Compile-Cache, and only with HEALTH_TOKEN in X-Health-Token.
 */
export function publicAnswer(
  result: RunResult,
  request: FastifyRequest,
  reply: FastifyReply,
  healthToken: string | undefined,
): ExecuteResponse {
  const { cached, ...answer } = result;
  if (presentsHealthToken(request, healthToken)) {
    void reply.header(COMPILE_CACHE_HEADER, cached ? 'hit' : 'miss');
  }
  return answer;
}
