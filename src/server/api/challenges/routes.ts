import type { FastifyInstance } from 'fastify';
import {
  challengeTimerRequestSchema,
  submitChallengeRequestSchema,
  type ChallengeTimer,
  type SubmitChallengeResponse,
} from '@domain/challenge-api';
import { elapsedMs, recordActivitySafely } from '@server/analytics/records';
import { requireUser } from '@server/auth/bearer';
import { submitChallenge } from '@server/challenges/submit';
import { startOrContinueTimer } from '@server/challenges/timer';
import { HttpError } from '@server/http/errors';
import { validate } from '@server/http/validate';
import type { RunService } from '@server/runner/service';

/**
 * POST /functions/v1/challenge-timer: a signed-in learner's countdown of a challenge, started or
 * continued (startOrContinueTimer). `clock` defaults to the system's.
 */
export function registerChallengeRoutes(
  app: FastifyInstance,
  options: { clock?: () => Date } = {},
): void {
  const clock = options.clock ?? (() => new Date());
  app.post('/functions/v1/challenge-timer', async (request): Promise<ChallengeTimer> => {
    const { userId } = await requireUser(request, app);
    const { challengeId } = validate(challengeTimerRequestSchema, request.body);
    return startOrContinueTimer(app.database.db, { userId, challengeId, now: clock() });
  });
}

/**
 * POST /functions/v1/submit-challenge, behind the run gate: the program runs again on the
 * challenge's cases before anything counts. Free learners' practice challenges past the monthly
 * limit answer 403 pro_required before any run starts.
 */
export function registerSubmitChallengeRoute(runs: FastifyInstance, runner: RunService): void {
  const gate = runs.runGate;
  const schema = submitChallengeRequestSchema(runs.config.runner.limits);

  runs.post(
    '/functions/v1/submit-challenge',
    gate.routeOptions,
    async (request): Promise<SubmitChallengeResponse> => {
      const input = gate.body(request, schema);
      const caller = gate.caller(request);
      if (caller.kind !== 'user') {
        throw new HttpError(
          401,
          'no_authorization',
          'Sign in to submit a challenge: points and streaks are kept with your account.',
        );
      }
      const started = performance.now();
      const result = await gate.run(request, (client) =>
        submitChallenge(runs.database.db, runner, {
          userId: caller.userId,
          request: input,
          client,
        }),
      );
      await recordActivitySafely(runs.database.db, request.log, {
        userId: caller.userId,
        kind: 'challenge',
        outcome: result.passed
          ? 'passed'
          : result.failure?.reason === 'did_not_compile'
            ? 'compile_error'
            : 'failed',
        errorKind: result.failure?.reason ?? null,
        challengeId: input.challengeId,
        durationMs: elapsedMs(started),
      });
      return result;
    },
  );
}
