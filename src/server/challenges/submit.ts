import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { findChallenge } from '@content/challenges';
import { dailyChallengeKeys } from '@content/keys/daily-challenges';
import { practiceChallengeKeys } from '@content/keys/practice-challenges';
import { practiceChallenges } from '@content/practice-challenges';
import {
  hasProPlan,
  monthOfDay,
  practiceChallengesInMonth,
  practiceLimitBlocks,
  practiceLimitReached,
  PRO_REQUIRED_CODE,
} from '@domain/billing';
import {
  dailyRepeatOf,
  DAILY_REPEAT_MS,
  localDay,
  todaysChallengeId,
  type DailyRepeat,
} from '@domain/challenge-rules';
import type { SubmitChallengeRequest, SubmitChallengeResponse } from '@domain/challenge-api';
import { learnerTimeZone } from '../account/time-zone';
import { planOfUser } from '../billing/plan';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { RunService } from '../runner/service';
import { recordSubmittedCode } from '../teams/submitted-code';
import { dailyCases, practiceCases, runChallengeCases } from './challenge-check';
import { challengeNotFound } from './find-challenge';
import { endChallengeTimer } from './timer';

/** A challenge to submit, with what checks it: SPEC's daily ones or the practice set. */
function challengeOf(challengeId: string) {
  const daily = findChallenge(challengeId);
  if (daily) {
    const key = dailyChallengeKeys.get(challengeId);
    if (!key) throw new Error(`The daily challenge ${challengeId} has no key to check it with`);
    return { kind: 'daily' as const, points: daily.points, challenge: daily, key };
  }
  const practice = practiceChallenges.find((candidate) => candidate.id === challengeId);
  const key = practiceChallengeKeys.get(challengeId);
  if (practice && key) return { kind: 'practice' as const, points: practice.points, practice, key };
  throw challengeNotFound(challengeId);
}

type Found = ReturnType<typeof challengeOf>;

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

/** The cases a submitted program must pass, the learner's code in them. */
function casesOf(found: Found, code: string) {
  return found.kind === 'practice'
    ? practiceCases(found.practice, found.key, code)
    : dailyCases(found.challenge, found.key, code);
}

const REPEAT_MESSAGES: Record<DailyRepeat | 'practice', string> = {
  same_day: 'You have already completed this challenge today: its points are yours already.',
  within_24_hours:
    'Challenge completed: today counts for your streak. You solved this same challenge less than 24 hours ago, so its points are yours already: a daily challenge pays once in 24 hours, whatever the time zone.',
  day_already_done:
    'You have already completed the daily challenge of this day or a later one: changing time zone does not bring a day back. The next daily challenge starts at midnight.',
  practice: 'You have already completed this challenge: its points are yours already.',
};

/**
 * Why this completion pays nothing (null: it pays). A practice challenge pays once ever; a daily
 * one as dailyRepeatOf rules, from the dailies that could repeat it (paid in the last 24 hours
 * or for this day or a later one).
 */
async function repeatOf(
  db: Kysely<Database>,
  input: { userId: string; found: Found; day: string; now: Date },
): Promise<DailyRepeat | 'practice' | null> {
  const { found, userId } = input;
  if (found.kind === 'practice') {
    const earlier = await db
      .selectFrom('challenge_completions')
      .select('id')
      .where('user_id', '=', userId)
      .where('challenge_id', '=', found.practice.id)
      .executeTakeFirst();
    return earlier ? 'practice' : null;
  }
  const since = new Date(input.now.getTime() - DAILY_REPEAT_MS).toISOString();
  const paid = await db
    .selectFrom('challenge_completions')
    .select(['challenge_id', 'day', 'completed_at'])
    .where('user_id', '=', userId)
    .where('challenge_id', 'like', 'daily-%')
    .where((eb) => eb.or([eb('completed_at', '>', since), eb('day', '>=', input.day)]))
    .execute();
  return dailyRepeatOf(
    paid.map((row) => ({
      challengeId: row.challenge_id,
      day: row.day,
      completedAt: row.completed_at,
    })),
    { challengeId: found.challenge.id, day: input.day, at: input.now },
  );
}

/**
 * Records a passed challenge unless it repeats one that paid. One learner's submits take turns
 * here: PostgreSQL keeps the learner's row locked until the end (an update that changes nothing
 * still takes the lock), and SQLite runs one transaction at a time. Without it, two submits made
 * in two zones at once would both find nothing earlier on their own days and both pay.
 */
async function recordCompletion(
  db: Kysely<Database>,
  input: { userId: string; found: Found; day: string; timeZone: string; now: Date },
): Promise<DailyRepeat | 'practice' | null> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', input.userId)
      .execute();
    const repeat = await repeatOf(trx, input);
    // The same daily again on a later day within 24 hours (Saturday's and Sunday's are one
    // challenge) still marks that day done, for the streak, but pays nothing.
    if (repeat && repeat !== 'within_24_hours') return repeat;
    const challengeId =
      input.found.kind === 'daily' ? input.found.challenge.id : input.found.practice.id;
    const inserted = await trx
      .insertInto('challenge_completions')
      .values({
        id: crypto.randomUUID(),
        user_id: input.userId,
        challenge_id: challengeId,
        day: input.day,
        time_zone: input.timeZone,
        points: repeat ? 0 : input.found.points,
        completed_at: input.now.toISOString(),
      })
      // The unique (user, challenge, day) index stays the last word.
      .onConflict((conflict) => conflict.columns(['user_id', 'challenge_id', 'day']).doNothing())
      .executeTakeFirst();
    const recorded = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    if (recorded) return repeat;
    return input.found.kind === 'daily' ? 'same_day' : 'practice';
  });
}

/**
 * Submit: nothing counts until the server has run the program and it passed every case of the
 * challenge; a failure names the first case it failed and why. A daily challenge is one by its
 * id, whatever the body says, and must be today's in the learner's zone (409 otherwise). Points come once per practice challenge, and for a daily as dailyRepeatOf rules;
 * each completion keeps its instant, its day and the zone that day was taken in. A Free learner
 * past the month's practice challenges gets 403 pro_required before anything runs.
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
  if (found.kind === 'daily' && todaysChallengeId(now, timeZone) !== found.challenge.id) {
    throw new HttpError(
      409,
      'not_todays_challenge',
      "This is not today's daily challenge: each day has its own, and a new one starts at midnight. Open the daily challenge page to get today's.",
    );
  }
  const allowance = { userId, challengeId: request.challengeId, month: monthOfDay(day) };
  // Past the Free plan's limit nothing runs at all.
  if (found.kind === 'practice') await requirePracticeAllowance(db, allowance);
  const check = await runChallengeCases(runner, casesOf(found, request.code), input.client);
  await recordSubmittedCode(db, {
    userId,
    kind: 'challenge',
    targetId: request.challengeId,
    code: request.code,
    passed: check.passed,
    now,
  });
  if (!check.passed) {
    return {
      passed: false,
      pointsAwarded: 0,
      alreadyCompleted: false,
      day,
      message: check.message,
      failure: check.failure,
    };
  }

  // Another practice challenge may have been completed while this one ran.
  if (found.kind === 'practice') await requirePracticeAllowance(db, allowance);

  const repeat = await recordCompletion(db, { userId, found, day, timeZone, now });
  // Solved: the challenge has ended, and its next start gets the whole time again.
  await endChallengeTimer(db, { userId, challengeId: request.challengeId });
  if (repeat) {
    return {
      passed: true,
      pointsAwarded: 0,
      alreadyCompleted: true,
      day,
      message: REPEAT_MESSAGES[repeat],
      failure: null,
    };
  }
  return {
    passed: true,
    pointsAwarded: found.points,
    alreadyCompleted: false,
    day,
    message: `Congratulations! You've completed the challenge and earned ${found.points} points!`,
    failure: null,
  };
}
