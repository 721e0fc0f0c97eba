import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges } from '@content/challenges';
import { dailyChallengeSolutions } from '@content/keys/daily-challenge-solutions';
import { practiceChallengeKeys } from '@content/keys/practice-challenges';
import { practiceChallenges } from '@content/practice-challenges';
import { FREE_PRACTICE_CHALLENGES_PER_MONTH, practiceLimitReached } from '@domain/billing';
import { submitChallengeResponseSchema, type SubmitChallengeResponse } from '@domain/challenge-api';
import { localDay, TIME_ZONES, todaysChallengeId } from '@domain/challenge-rules';
import {
  newClient,
  startListeningServer,
  uniqueEmail,
  type ListeningServer,
} from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { makePro } from '@tests/helpers/subscriptions';
import { setTimeZone } from '@tests/helpers/users';
import { accountSummary } from '@server/account/summary';
import { submitChallenge } from '@server/challenges/submit';

const PACIFIC = TIME_ZONES.Pacific;

for (const dialect of testDialects()) {
  describe(`submitting challenges [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect, {
        MAIL_AUTOCONFIRM: 'true',
        RUN_RATE_LIMIT: '1000',
      });
    });
    afterAll(() => server.close());

    async function learner(): Promise<{ token: string; userId: string }> {
      const { data, error } = await newClient(server).auth.signUp({
        email: uniqueEmail('challenger'),
        password: 'correct-horse-42',
      });
      expect(error).toBeNull();
      return { token: data.session!.access_token, userId: data.user!.id };
    }

    async function submit(token: string, body: Record<string, unknown>) {
      const response = await fetch(`${server.url}/functions/v1/submit-challenge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as SubmitChallengeResponse };
    }

    const completions = (userId: string) =>
      server.app.database.db
        .selectFrom('challenge_completions')
        .selectAll()
        .where('user_id', '=', userId)
        .execute();

    it("records today's challenge once, with its points, only after the server ran a passing program", async () => {
      const { token, userId } = await learner();
      const today = challenges.find((c) => c.id === todaysChallengeId(new Date(), PACIFIC))!;

      const wrong = await submit(token, { challengeId: today.id, code: today.code });
      expect(wrong.status).toBe(200);
      expect(wrong.body).toMatchObject({
        passed: false,
        pointsAwarded: 0,
        failure: {
          name: 'the program as written prints the expected output',
          number: 1,
          hidden: false,
          reason: 'wrong_output',
          stdin: '',
          expectedOutput: today.expectedOutput,
        },
      });
      expect(wrong.body.message).toMatch(
        /^Not passed yet: your program failed check 1 of \d+, "the program as written prints the expected output": it printed something other than the expected output\./,
      );
      expect(await completions(userId)).toEqual([]);

      const right = await submit(token, {
        challengeId: today.id,
        code: dailyChallengeSolutions[today.id],
      });
      expect(right.body).toMatchObject({
        passed: true,
        pointsAwarded: today.points,
        alreadyCompleted: false,
        day: localDay(new Date(), PACIFIC).day,
        message: `Congratulations! You've completed the challenge and earned ${today.points} points!`,
      });
      const again = await submit(token, {
        challengeId: today.id,
        code: dailyChallengeSolutions[today.id],
      });
      expect(again.body).toMatchObject({ passed: true, pointsAwarded: 0, alreadyCompleted: true });
      const rows = await completions(userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ challenge_id: today.id, points: today.points });
    });

    /** A program per daily that Run's SPEC §5 check accepts, though it is wrong. */
    const runPassingButWrong: Record<string, { code: string; failedCase: string }> = {
      'daily-001': {
        code: dailyChallengeSolutions['daily-001']!.replace('return total;', 'return 15;'),
        failedCase: 'a count of 0 (the task asks for it)',
      },
      'daily-002': {
        code: challenges[1]!.code.replace('return 0;\n}', 'return 1;\n}'),
        failedCase: 'hello is not a palindrome (the task says so)',
      },
      'daily-003': {
        code: challenges[2]!.code.replace(
          '(void)count; /* Delete this line once you use count. */',
          '(void)count;\n    printf("0 1 1 2 3 5 8 13 21 34");',
        ),
        failedCase: 'a count of 1 prints 0 (the task says so)',
      },
    };

    it('awards nothing for a wrong daily program that Run accepts, and names the hidden case it failed', async () => {
      const { token, userId } = await learner();
      const today = challenges.find((c) => c.id === todaysChallengeId(new Date(), PACIFIC))!;
      const wrong = runPassingButWrong[today.id]!;
      const answer = await submit(token, { challengeId: today.id, code: wrong.code });
      expect(answer.status).toBe(200);
      expect(submitChallengeResponseSchema.parse(answer.body)).toMatchObject({
        passed: false,
        pointsAwarded: 0,
        alreadyCompleted: false,
        failure: { name: wrong.failedCase, hidden: true, secret: false, reason: 'wrong_output' },
      });
      expect(answer.body.message).toContain(`"${wrong.failedCase}"`);
      expect(answer.body.message).not.toContain('make sure your code produces the correct output');
      expect(await completions(userId)).toEqual([]);
    });

    it('fails "return 1;" in the Palindrome Checker on a Monday, when it is the daily', async () => {
      const { userId } = await learner();
      // Monday 2026-11-23 in Los Angeles: daily-002.
      const answer = await submitChallenge(server.app.database.db, server.app.runner, {
        userId,
        request: { challengeId: 'daily-002', code: runPassingButWrong['daily-002']!.code },
        client: 'ip:203.0.113.8',
        now: new Date('2026-11-23T20:00:00.000Z'),
      });
      expect(answer).toEqual({
        passed: false,
        pointsAwarded: 0,
        alreadyCompleted: false,
        day: '2026-11-23',
        message:
          'Not passed yet: your program failed check 3 of 9, "hello is not a palindrome (the task says so)": it printed something other than the expected output. This check\'s input and expected output are shown below.',
        failure: {
          name: 'hello is not a palindrome (the task says so)',
          number: 3,
          of: 9,
          hidden: true,
          secret: false,
          reason: 'wrong_output',
          error: null,
          about:
            'This check reads one word, calls is_palindrome on it and prints what it returned: 1 for a palindrome, 0 otherwise.',
          stdin: 'hello\n',
          expectedOutput: 'is_palindrome("hello") returned 0',
          actualOutput: 'is_palindrome("hello") returned 1\n',
        },
      });
      expect(await completions(userId)).toEqual([]);
    });

    it("refuses a daily challenge that is not today's, whatever the body says", async () => {
      const { token, userId } = await learner();
      const today = todaysChallengeId(new Date(), PACIFIC);
      for (const other of challenges.filter((c) => c.id !== today)) {
        for (const flag of [{ daily: false }, { daily: true }, {}]) {
          const response = await submit(token, {
            challengeId: other.id,
            code: dailyChallengeSolutions[other.id],
            ...flag,
          });
          expect(response.status).toBe(409);
          expect(response.body).toEqual({
            error: 'Conflict',
            code: 'not_todays_challenge',
            message:
              "This is not today's daily challenge: each day has its own, and a new one starts at midnight. Open the daily challenge page to get today's.",
          });
        }
      }
      expect(await completions(userId)).toEqual([]);

      // Today's, sent as not daily, is still the daily: it pays once a day.
      const points = challenges.find((c) => c.id === today)!.points;
      const first = await submit(token, {
        challengeId: today,
        code: dailyChallengeSolutions[today],
        daily: false,
      });
      expect(first.body).toMatchObject({ passed: true, pointsAwarded: points });
      const again = await submit(token, {
        challengeId: today,
        code: dailyChallengeSolutions[today],
        daily: false,
      });
      expect(again.body).toMatchObject({ passed: true, pointsAwarded: 0, alreadyCompleted: true });
      expect(await completions(userId)).toHaveLength(1);
    });

    describe('a daily challenge across time zones', () => {
      const db = () => server.app.database.db;
      const inZone = (userId: string, timezone: string) => setTimeZone(db(), userId, timezone);
      const solve = (userId: string, challengeId: string, iso: string) =>
        submitChallenge(db(), server.app.runner, {
          userId,
          request: { challengeId, code: dailyChallengeSolutions[challengeId]! },
          client: 'ip:203.0.113.7',
          now: new Date(iso),
        });

      it('pays once when the learner switches zones between two submits (Sunday 03:00 UTC)', async () => {
        const { userId } = await learner();
        await inZone(userId, 'UTC');
        // Sunday 2026-11-22 03:00 UTC: Sunday's daily-001.
        expect(await solve(userId, 'daily-001', '2026-11-22T03:00:00.000Z')).toMatchObject({
          passed: true,
          pointsAwarded: 50,
          day: '2026-11-22',
        });
        // Five minutes later in Los Angeles it is Saturday evening: Saturday's is daily-001 too.
        await inZone(userId, 'Pacific');
        expect(await solve(userId, 'daily-001', '2026-11-22T03:05:00.000Z')).toEqual({
          passed: true,
          failure: null,
          pointsAwarded: 0,
          alreadyCompleted: true,
          day: '2026-11-21',
          message:
            'You have already completed the daily challenge of this day or a later one: changing time zone does not bring a day back. The next daily challenge starts at midnight.',
        });
        // Sunday evening in Los Angeles, a day later: Sunday is done already.
        expect(await solve(userId, 'daily-001', '2026-11-23T03:01:00.000Z')).toMatchObject({
          pointsAwarded: 0,
          alreadyCompleted: true,
          day: '2026-11-22',
        });
        // Monday in Los Angeles: Monday's challenge pays.
        expect(await solve(userId, 'daily-002', '2026-11-23T20:00:00.000Z')).toMatchObject({
          pointsAwarded: 75,
          day: '2026-11-23',
        });
        const rows = await completions(userId);
        expect(
          rows
            .map(({ challenge_id, day, time_zone, points, completed_at }) => ({
              challenge_id,
              day,
              time_zone,
              points,
              completed_at,
            }))
            .sort((a, b) => a.completed_at.localeCompare(b.completed_at)),
        ).toEqual([
          {
            challenge_id: 'daily-001',
            day: '2026-11-22',
            time_zone: 'UTC',
            points: 50,
            completed_at: '2026-11-22T03:00:00.000Z',
          },
          {
            challenge_id: 'daily-002',
            day: '2026-11-23',
            time_zone: 'America/Los_Angeles',
            points: 75,
            completed_at: '2026-11-23T20:00:00.000Z',
          },
        ]);
      }, 30_000);

      it('counts Sunday after Saturday for the streak, but pays their shared challenge once in 24 hours', async () => {
        const { userId } = await learner();
        await inZone(userId, 'Pacific');
        // Saturday 20:00 and Sunday 10:00 in Los Angeles, 14 hours apart: daily-001 both days.
        expect(await solve(userId, 'daily-001', '2026-11-22T04:00:00.000Z')).toMatchObject({
          pointsAwarded: 50,
          day: '2026-11-21',
        });
        expect(await solve(userId, 'daily-001', '2026-11-22T18:00:00.000Z')).toEqual({
          passed: true,
          failure: null,
          pointsAwarded: 0,
          alreadyCompleted: true,
          day: '2026-11-22',
          message:
            'Challenge completed: today counts for your streak. You solved this same challenge less than 24 hours ago, so its points are yours already: a daily challenge pays once in 24 hours, whatever the time zone.',
        });
        const rows = await completions(userId);
        expect(
          rows
            .map(({ day, points }) => ({ day, points }))
            .sort((a, b) => a.day.localeCompare(b.day)),
        ).toEqual([
          { day: '2026-11-21', points: 50 },
          { day: '2026-11-22', points: 0 },
        ]);
        const summary = await accountSummary(
          db(),
          userId,
          '',
          new Date('2026-11-22T19:00:00.000Z'),
        );
        expect(summary.dailyStreakDays).toBe(2);
      }, 30_000);

      it('does not pay a day again through its other daily (Monday 03:00 UTC)', async () => {
        const { userId } = await learner();
        await inZone(userId, 'UTC');
        expect(await solve(userId, 'daily-002', '2026-11-23T03:00:00.000Z')).toMatchObject({
          pointsAwarded: 75,
          day: '2026-11-23',
        });
        // Still Sunday in Los Angeles, whose daily is daily-001.
        await inZone(userId, 'Pacific');
        expect(await solve(userId, 'daily-001', '2026-11-23T03:10:00.000Z')).toEqual({
          passed: true,
          failure: null,
          pointsAwarded: 0,
          alreadyCompleted: true,
          day: '2026-11-22',
          message:
            'You have already completed the daily challenge of this day or a later one: changing time zone does not bring a day back. The next daily challenge starts at midnight.',
        });
        expect((await completions(userId)).map((row) => row.challenge_id)).toEqual(['daily-002']);
      }, 30_000);
    });

    it('says which visible case "Reverse the Digits" printing 54321 fails, with its input', async () => {
      const { token } = await learner();
      const practice = practiceChallenges.find((c) => c.title === 'Reverse the Digits')!;
      const code =
        '#include <stdio.h>\n\nint main(void)\n{\n    printf("54321\\n");\n    return 0;\n}\n';
      const answer = await submit(token, { challengeId: practice.id, code });
      expect(answer.body).toMatchObject({
        passed: false,
        pointsAwarded: 0,
        message:
          'Not passed yet: your program failed check 2 of 8, "trailing zeros disappear": it printed something other than the expected output. This check\'s input and expected output are shown below.',
        failure: {
          name: 'trailing zeros disappear',
          hidden: false,
          secret: false,
          stdin: '1200\n',
          expectedOutput: '21',
          actualOutput: '54321\n',
        },
      });
    });

    it('names a secret hidden case and why it failed, but never its input or output', async () => {
      const { token } = await learner();
      const practice = practiceChallenges.find((c) => c.title === 'Reverse the Digits')!;
      // Right for positive numbers; a negative one prints 0.
      const code = practice.code.replace(
        '    (void)n; /* Delete this line once you use n. */\n',
        '    while (n > 0) {\n        reversed = reversed * 10 + n % 10;\n        n /= 10;\n    }\n',
      );
      expect(code).not.toBe(practice.code);
      const answer = await submit(token, { challengeId: practice.id, code });
      expect(answer.body).toMatchObject({
        passed: false,
        message:
          'Not passed yet: your program failed check 5 of 8, "a negative number": it printed something other than the expected output. This check\'s input is secret: think of the inputs the task allows that you have not tried yet.',
        failure: {
          name: 'a negative number',
          number: 5,
          hidden: true,
          secret: true,
          reason: 'wrong_output',
          stdin: null,
          expectedOutput: null,
          actualOutput: null,
        },
      });
      expect(JSON.stringify(answer.body)).not.toMatch(/345|543/);
    });

    it('checks a practice challenge on all its cases, hidden ones too, and awards it once', async () => {
      const { token, userId } = await learner();
      const practice = practiceChallenges[0]!;
      const key = practiceChallengeKeys.get(practice.id)!;
      const starter = await submit(token, { challengeId: practice.id, code: practice.code });
      expect(starter.body.passed).toBe(false);
      const solved = await submit(token, { challengeId: practice.id, code: key.solution });
      expect(solved.body).toMatchObject({ passed: true, pointsAwarded: practice.points });
      const again = await submit(token, { challengeId: practice.id, code: key.solution });
      expect(again.body).toMatchObject({ pointsAwarded: 0, alreadyCompleted: true });
      expect(await completions(userId)).toHaveLength(1);
    });

    it('earns nothing for visitors, unknown challenges or another learner', async () => {
      const a = await learner();
      const b = await learner();
      const practice = practiceChallenges[0]!;
      const key = practiceChallengeKeys.get(practice.id)!;
      const visitor = await submit(server.app.keys.anonKey, {
        challengeId: practice.id,
        code: key.solution,
      });
      expect(visitor.status).toBe(401);
      const unknown = await submit(a.token, { challengeId: 'practice-999', code: key.solution });
      expect(unknown.status).toBe(404);
      await submit(a.token, { challengeId: practice.id, code: key.solution });
      expect(await completions(a.userId)).toHaveLength(1);
      expect(await completions(b.userId)).toEqual([]);
    });

    describe('the Free plan’s practice challenges a month', () => {
      const practice = practiceChallenges.slice(0, FREE_PRACTICE_CHALLENGES_PER_MONTH + 2);
      const solutionOf = (id: string) => practiceChallengeKeys.get(id)!.solution;
      const solve = (token: string, id: string) =>
        submit(token, { challengeId: id, code: solutionOf(id) });

      it('completes five, refuses a sixth before running it, and still takes a repeat and the daily', async () => {
        const { token, userId } = await learner();
        for (const challenge of practice.slice(0, 5)) {
          const solved = await solve(token, challenge.id);
          expect(solved.status).toBe(200);
          expect(solved.body).toMatchObject({ passed: true, pointsAwarded: challenge.points });
        }

        const sixth = practice[5]!;
        const refused = await solve(token, sixth.id);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({
          error: 'Forbidden',
          code: 'pro_required',
          message: practiceLimitReached(5),
        });
        expect(practiceLimitReached(5)).toBe(
          'The Free plan includes 5 practice challenges a month, and you have completed 5 this month. Upgrade to Pro at /pricing for unlimited challenges, or come back next month.',
        );
        // Refused before it runs: a failing program gets the same answer, not a failed check.
        const starter = await submit(token, { challengeId: sixth.id, code: sixth.code });
        expect(starter.status).toBe(403);

        const repeat = await solve(token, practice[0]!.id);
        expect(repeat.status).toBe(200);
        expect(repeat.body).toMatchObject({
          passed: true,
          pointsAwarded: 0,
          alreadyCompleted: true,
        });

        const today = challenges.find((c) => c.id === todaysChallengeId(new Date(), PACIFIC))!;
        const daily = await submit(token, {
          challengeId: today.id,
          code: dailyChallengeSolutions[today.id],
        });
        expect(daily.body).toMatchObject({ passed: true, pointsAwarded: today.points });

        const rows = await completions(userId);
        expect(rows.map((row) => row.challenge_id).sort()).toEqual(
          [...practice.slice(0, 5).map((c) => c.id), today.id].sort(),
        );
      }, 60_000);

      it('leaves Pro and Enterprise learners unlimited', async () => {
        for (const plan of ['pro', 'enterprise'] as const) {
          const { token, userId } = await learner();
          await makePro(server.app.database.db, userId, plan);
          for (const challenge of practice) {
            const solved = await solve(token, challenge.id);
            expect(solved.status).toBe(200);
            expect(solved.body).toMatchObject({ passed: true, pointsAwarded: challenge.points });
          }
          expect(await completions(userId)).toHaveLength(practice.length);
        }
      }, 90_000);

      it('counts a canceled subscription as Free', async () => {
        const { token, userId } = await learner();
        await makePro(server.app.database.db, userId, 'pro', 'canceled');
        const { db } = server.app.database;
        const day = localDay(new Date(), PACIFIC).day;
        await db
          .insertInto('challenge_completions')
          .values(
            practice.slice(0, 5).map((challenge) => ({
              id: crypto.randomUUID(),
              user_id: userId,
              challenge_id: challenge.id,
              day,
              points: challenge.points,
              completed_at: new Date().toISOString(),
            })),
          )
          .execute();
        const refused = await solve(token, practice[5]!.id);
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({ code: 'pro_required' });
      });

      it('starts again with each calendar month of the learner’s own time zone', async () => {
        const { userId } = await learner();
        const { db } = server.app.database;
        const runner = server.app.runner;
        const at = (iso: string, challengeId: string) =>
          submitChallenge(db, runner, {
            userId,
            request: { challengeId, code: solutionOf(challengeId) },
            client: 'ip:203.0.113.9',
            now: new Date(iso),
          });

        // November in Los Angeles (the default Pacific zone).
        for (const [n, challenge] of practice.slice(0, 5).entries()) {
          const answer = await at(
            `2026-11-${String(10 + n).padStart(2, '0')}T20:00:00Z`,
            challenge.id,
          );
          expect(answer).toMatchObject({ passed: true, day: `2026-11-${10 + n}` });
        }
        // 23:30 on 30 November in Los Angeles, though already December in UTC: still refused.
        await expect(at('2026-12-01T07:30:00Z', practice[5]!.id)).rejects.toMatchObject({
          statusCode: 403,
          code: 'pro_required',
          message: practiceLimitReached(5),
        });
        // 00:30 on 1 December in Los Angeles: a new month, five new challenges.
        const december = await at('2026-12-01T08:30:00Z', practice[5]!.id);
        expect(december).toMatchObject({ passed: true, day: '2026-12-01' });
      }, 60_000);
    });
  });
}
