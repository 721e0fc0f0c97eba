import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { findChallenge } from '../../../../content/challenges';
import { practiceChallengeKeys } from '../../../../content/practice-challenge-keys';
import { practiceChallenges } from '../../../../content/practice-challenges';
import {
  hasProPlan,
  monthOfDay,
  practiceChallengesInMonth,
  practiceLimitBlocks,
  practiceLimitReached,
  PRO_REQUIRED_CODE,
} from '../../../domain/billing';
import { localDay, passesChallengeCheck, todaysChallengeId } from '../../../domain/challenge-rules';
import type {
  SubmitChallengeRequest,
  SubmitChallengeResponse,
} from '../../../domain/challenge-api';
import { learnerTimeZone } from '../../account/time-zone';
import { nowIso } from '../../auth/users';
import { planOfUser } from '../../billing/plan';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { RunService } from '../../runner/service';
import { runCases } from '../learning/exercise-check';

/** A challenge to submit: SPEC's daily ones (checked by SPEC §5) or the practice set (by cases). */
function challengeOf(challengeId: string) {
  const daily = findChallenge(challengeId);
  if (daily) return { kind: 'daily' as const, points: daily.points, challenge: daily };
  const practice = practiceChallenges.find((candidate) => candidate.id === challengeId);
  const key = practiceChallengeKeys.get(challengeId);
  if (practice && key) return { kind: 'practice' as const, points: practice.points, practice, key };
  throw new HttpError(
    404,
    'challenge_not_found',
    `There is no challenge ${challengeId}. Pick one on the daily challenge page.`,
  );
}

/**
 * SPEC §6 Free plan: a Free learner completes at most FREE_PRACTICE_CHALLENGES_PER_MONTH
 * distinct practice challenges in a calendar month of their own time zone. A challenge they
 * completed before records nothing new and never counts; Pro and Enterprise are unlimited.
 */
async function requirePracticeAllowance(
  db: Kysely<Database>,
  input: { userId: string; challengeId: string; month: string },
): Promise<void> {
  const plan = await planOfUser(db, input.userId);
  if (hasProPlan(plan)) return;
  const rows = await db
    .selectFrom('challenge_completions')
    .select(['challenge_id', 'day'])
    .where('user_id', '=', input.userId)
    .where('challenge_id', 'like', 'practice-%')
    .execute();
  const used = practiceChallengesInMonth(rows, input.month);
  const alreadyCompleted = rows.some((row) => row.challenge_id === input.challengeId);
  if (practiceLimitBlocks(plan, used, { id: input.challengeId, alreadyCompleted })) {
    throw new HttpError(403, PRO_REQUIRED_CODE, practiceLimitReached(used));
  }
}

/** Runs the submitted program again on the server and applies the challenge's own check. */
async function passes(
  runner: RunService,
  found: ReturnType<typeof challengeOf>,
  code: string,
  client: string,
): Promise<boolean> {
  if (found.kind === 'practice') {
    const result = await runCases(
      runner,
      { visible: found.practice.visibleCases, hidden: found.key.hiddenCases },
      code,
      client,
    );
    return result.passed;
  }
  const result = await runner.execute({ code }, { client });
  return (
    result.error === null &&
    passesChallengeCheck(found.challenge.id, found.challenge.expectedOutput, result.output)
  );
}

/**
 * Submit: nothing counts until the server has run the program and it passed. Points come once
 * per challenge, and for the daily once per local day; the day is the learner's own. A Free
 * learner past the month's practice challenges gets 403 pro_required before anything runs.
 */
export async function submitChallenge(
  db: Kysely<Database>,
  runner: RunService,
  input: { userId: string; request: SubmitChallengeRequest; client: string; now?: Date },
): Promise<SubmitChallengeResponse> {
  const { request, userId } = input;
  const now = input.now ?? new Date();
  const found = challengeOf(request.challengeId);
  const timeZone = await learnerTimeZone(db, userId);
  const { day } = localDay(now, timeZone);
  if (request.daily && todaysChallengeId(now, timeZone) !== request.challengeId) {
    throw new HttpError(
      409,
      'not_todays_challenge',
      "This is not today's challenge any more: a new one starts at midnight. Open the daily challenge page to get today's.",
    );
  }
  const allowance = { userId, challengeId: request.challengeId, month: monthOfDay(day) };
  // Past the Free plan's limit nothing runs at all.
  if (found.kind === 'practice') await requirePracticeAllowance(db, allowance);
  if (!(await passes(runner, found, request.code, input.client))) {
    return {
      passed: false,
      pointsAwarded: 0,
      alreadyCompleted: false,
      day,
      message:
        'Please make sure your code produces the correct output before submitting. Run your code and check the output matches the expected result.',
    };
  }

  // Another practice challenge may have been completed while this one ran.
  if (found.kind === 'practice') await requirePracticeAllowance(db, allowance);

  let earlier = db
    .selectFrom('challenge_completions')
    .select('id')
    .where('user_id', '=', userId)
    .where('challenge_id', '=', request.challengeId);
  // The daily ones come back every three days: each local day counts once.
  if (found.kind === 'daily') earlier = earlier.where('day', '=', day);
  const already = await earlier.executeTakeFirst();
  if (!already) {
    const inserted = await db
      .insertInto('challenge_completions')
      .values({
        id: crypto.randomUUID(),
        user_id: userId,
        challenge_id: request.challengeId,
        day,
        points: found.points,
        completed_at: nowIso(),
      })
      // Two submits at once: the unique (user, challenge, day) index lets one through.
      .onConflict((conflict) => conflict.columns(['user_id', 'challenge_id', 'day']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
      return {
        passed: true,
        pointsAwarded: found.points,
        alreadyCompleted: false,
        day,
        message: `Congratulations! You've completed the challenge and earned ${found.points} points!`,
      };
    }
  }
  return {
    passed: true,
    pointsAwarded: 0,
    alreadyCompleted: true,
    day,
    message:
      found.kind === 'daily'
        ? 'You have already completed this challenge today: its points are yours already.'
        : 'You have already completed this challenge: its points are yours already.',
  };
}
