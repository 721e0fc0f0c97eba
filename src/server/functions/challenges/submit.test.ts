import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges } from '../../../../content/challenges';
import { dailyChallengeSolutions } from '../../../../content/daily-challenge-solutions';
import { practiceChallengeKeys } from '../../../../content/practice-challenge-keys';
import { practiceChallenges } from '../../../../content/practice-challenges';
import type { SubmitChallengeResponse } from '../../../domain/challenge-api';
import { localDay, TIME_ZONES, todaysChallengeId } from '../../../domain/challenge-rules';
import {
  newClient,
  startListeningServer,
  uniqueEmail,
  type ListeningServer,
} from '../../../../tests/helpers/auth';
import { testDialects } from '../../../../tests/helpers/databases';

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

      const wrong = await submit(token, { challengeId: today.id, code: today.code, daily: true });
      expect(wrong.status).toBe(200);
      expect(wrong.body).toMatchObject({ passed: false, pointsAwarded: 0 });
      expect(wrong.body.message).toBe(
        'Please make sure your code produces the correct output before submitting. Run your code and check the output matches the expected result.',
      );
      expect(await completions(userId)).toEqual([]);

      const right = await submit(token, {
        challengeId: today.id,
        code: dailyChallengeSolutions[today.id],
        daily: true,
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
        daily: true,
      });
      expect(again.body).toMatchObject({ passed: true, pointsAwarded: 0, alreadyCompleted: true });
      const rows = await completions(userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ challenge_id: today.id, points: today.points });
    });

    it("refuses a daily submit of a challenge that is not today's", async () => {
      const { token, userId } = await learner();
      const other = challenges.find((c) => c.id !== todaysChallengeId(new Date(), PACIFIC))!;
      const response = await submit(token, {
        challengeId: other.id,
        code: dailyChallengeSolutions[other.id],
        daily: true,
      });
      expect(response.status).toBe(409);
      expect(await completions(userId)).toEqual([]);
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
  });
}
