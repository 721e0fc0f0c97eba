import type { FastifyInstance } from 'fastify';
import { challengeTimerRequestSchema, type ChallengeTimer } from '../../../domain/challenge-api';
import { requireUser } from '../../auth/bearer';
import { validate } from '../../http/validate';
import { startOrContinueTimer } from './timer';

/**
 * POST /functions/v1/challenge-timer: a signed-in learner's countdown of a challenge, started or
 * continued (startOrContinueTimer). Submitting, which runs code, lives with execute-c under its
 * limits. `clock` defaults to the system's.
 */
export async function registerChallengeFunctions(
  app: FastifyInstance,
  options: { clock?: () => Date } = {},
): Promise<void> {
  const clock = options.clock ?? (() => new Date());
  await app.register(
    (functions, _options, done) => {
      functions.post('/challenge-timer', async (request): Promise<ChallengeTimer> => {
        const { userId } = await requireUser(request, app);
        const { challengeId } = validate(challengeTimerRequestSchema, request.body);
        return startOrContinueTimer(app.database.db, { userId, challengeId, now: clock() });
      });
      done();
    },
    { prefix: '/functions/v1' },
  );
}
