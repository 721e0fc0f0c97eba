import type { Kysely } from 'kysely';
import type { ChallengeTimer } from '@domain/challenge-api';
import type { Database } from '../db/schema';
import { requireChallengeSummary } from './find-challenge';

/** A challenge's time limit in milliseconds; 404 for an unknown challenge. */
function timeLimitMs(challengeId: string): number {
  return requireChallengeSummary(challengeId).timeLimit * 60_000;
}

/**
 * The learner's countdown of a challenge, the same in every browser: one still running goes on;
 * with none, or one that ran out (the challenge then ended, as SPEC §4 says), a new one starts
 * now. Two browsers starting at once share one countdown: the upsert replaces only a row that
 * ran out, so the second start finds the first.
 */
export async function startOrContinueTimer(
  db: Kysely<Database>,
  input: { userId: string; challengeId: string; now: Date },
): Promise<ChallengeTimer> {
  const limitMs = timeLimitMs(input.challengeId);
  const now = input.now.toISOString();
  const ranOutBy = new Date(input.now.getTime() - limitMs).toISOString();
  await db
    .insertInto('challenge_timers')
    .values({ user_id: input.userId, challenge_id: input.challengeId, started_at: now })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'challenge_id'])
        .doUpdateSet({ started_at: now })
        .where('challenge_timers.started_at', '<=', ranOutBy),
    )
    .execute();
  const row = await db
    .selectFrom('challenge_timers')
    .select('started_at')
    .where('user_id', '=', input.userId)
    .where('challenge_id', '=', input.challengeId)
    .executeTakeFirstOrThrow();
  const deadline = Date.parse(row.started_at) + limitMs;
  return {
    challengeId: input.challengeId,
    startedAt: row.started_at,
    deadline: new Date(deadline).toISOString(),
    secondsLeft: Math.max(0, Math.ceil((deadline - input.now.getTime()) / 1000)),
  };
}

/** Ends the learner's countdown of a challenge (a passed submit): the next start is a new one. */
export async function endChallengeTimer(
  db: Kysely<Database>,
  input: { userId: string; challengeId: string },
): Promise<void> {
  await db
    .deleteFrom('challenge_timers')
    .where('user_id', '=', input.userId)
    .where('challenge_id', '=', input.challengeId)
    .execute();
}
