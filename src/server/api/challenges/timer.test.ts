import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceChallengeKeys } from '@content/keys/practice-challenges';
import { practiceChallenges } from '@content/practice-challenges';
import { challengeTimerSchema, type ChallengeTimer } from '@domain/challenge-api';
import {
  newClient,
  startListeningServer,
  uniqueEmail,
  type ListeningServer,
} from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { startOrContinueTimer } from '@server/challenges/timer';

const PASSWORD = 'correct-horse-42';

for (const dialect of testDialects()) {
  describe(`the challenge timer kept on the server [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect, {
        MAIL_AUTOCONFIRM: 'true',
        RUN_RATE_LIMIT: '1000',
      });
    });
    afterAll(() => server.close());

    async function learner(): Promise<{ email: string; token: string; userId: string }> {
      const email = uniqueEmail('timer');
      const { data, error } = await newClient(server).auth.signUp({ email, password: PASSWORD });
      expect(error).toBeNull();
      return { email, token: data.session!.access_token, userId: data.user!.id };
    }

    /** Another session of the same learner: signed in anew, as in a second browser. */
    async function secondSession(email: string): Promise<string> {
      const { data, error } = await newClient(server).auth.signInWithPassword({
        email,
        password: PASSWORD,
      });
      expect(error).toBeNull();
      return data.session!.access_token;
    }

    async function call(name: string, token: string, body: unknown) {
      const response = await fetch(`${server.url}/functions/v1/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }

    async function timer(token: string, challengeId: string): Promise<ChallengeTimer> {
      const answer = await call('challenge-timer', token, { challengeId });
      expect(answer.status).toBe(200);
      return challengeTimerSchema.parse(answer.body);
    }

    const rows = (userId: string) =>
      server.app.database.db
        .selectFrom('challenge_timers')
        .selectAll()
        .where('user_id', '=', userId)
        .execute();

    it('continues the same countdown in a second session of the same learner', async () => {
      const { email, token, userId } = await learner();
      const first = await timer(token, 'daily-002');
      expect(Date.parse(first.deadline) - Date.parse(first.startedAt)).toBe(45 * 60_000);
      expect(first.secondsLeft).toBeGreaterThan(45 * 60 - 5);
      expect(first.secondsLeft).toBeLessThanOrEqual(45 * 60);

      const other = await secondSession(email);
      expect(other).not.toBe(token);
      const again = await timer(other, 'daily-002');
      expect(again.startedAt).toBe(first.startedAt);
      expect(again.deadline).toBe(first.deadline);
      expect(await rows(userId)).toEqual([
        { user_id: userId, challenge_id: 'daily-002', started_at: first.startedAt },
      ]);
    });

    it('keeps each learner to their own countdown: another cannot read or restart it', async () => {
      const a = await learner();
      const b = await learner();
      const practice = practiceChallenges[0]!;
      const mine = await timer(a.token, practice.id);

      // B's call starts B's own countdown and leaves A's as it was.
      const theirs = await timer(b.token, practice.id);
      expect(theirs.startedAt >= mine.startedAt).toBe(true);
      expect(await rows(a.userId)).toEqual([
        { user_id: a.userId, challenge_id: practice.id, started_at: mine.startedAt },
      ]);
      expect(await rows(b.userId)).toEqual([
        { user_id: b.userId, challenge_id: practice.id, started_at: theirs.startedAt },
      ]);

      // B solving it ends B's countdown only: a later start gets the whole time again.
      const solved = await call('submit-challenge', b.token, {
        challengeId: practice.id,
        code: practiceChallengeKeys.get(practice.id)!.solution,
      });
      expect(solved.body).toMatchObject({ passed: true });
      expect(await rows(b.userId)).toEqual([]);
      expect(await rows(a.userId)).toHaveLength(1);
      expect((await timer(a.token, practice.id)).startedAt).toBe(mine.startedAt);

      // The REST API does not serve the table at all.
      const rest = await fetch(`${server.url}/rest/v1/challenge_timers?select=*`, {
        headers: { authorization: `Bearer ${b.token}`, apikey: server.app.keys.anonKey },
      });
      expect(rest.status).toBe(404);
    }, 30_000);

    it('starts anew once the time ran out', async () => {
      const { userId } = await learner();
      const db = server.app.database.db;
      const start = new Date('2026-11-23T20:00:00.000Z');
      const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
      const first = await startOrContinueTimer(db, {
        userId,
        challengeId: 'daily-001',
        now: start,
      });
      expect(first).toEqual({
        challengeId: 'daily-001',
        startedAt: '2026-11-23T20:00:00.000Z',
        deadline: '2026-11-23T20:30:00.000Z',
        secondsLeft: 1800,
      });
      expect(
        await startOrContinueTimer(db, { userId, challengeId: 'daily-001', now: at(29.5) }),
      ).toMatchObject({ startedAt: first.startedAt, secondsLeft: 30 });
      // 30 minutes on, the challenge ended (SPEC §4 time's up): the next start is a new one.
      expect(
        await startOrContinueTimer(db, { userId, challengeId: 'daily-001', now: at(30) }),
      ).toEqual({
        challengeId: 'daily-001',
        startedAt: '2026-11-23T20:30:00.000Z',
        deadline: '2026-11-23T21:00:00.000Z',
        secondsLeft: 1800,
      });

      expect(await rows(userId)).toHaveLength(1);
    }, 30_000);

    it('refuses visitors, unknown challenges and bad requests with a clear message', async () => {
      const { token } = await learner();
      expect(
        await call('challenge-timer', server.app.keys.anonKey, { challengeId: 'daily-001' }),
      ).toEqual({
        status: 401,
        body: {
          error: 'Unauthorized',
          code: 'no_authorization',
          message: 'Sign in first: this needs your account.',
        },
      });
      expect(await call('challenge-timer', token, { challengeId: 'practice-999' })).toEqual({
        status: 404,
        body: {
          error: 'Not Found',
          code: 'challenge_not_found',
          message: 'There is no challenge practice-999. Pick one on the daily challenge page.',
        },
      });
      const bad = await call('challenge-timer', token, { challengeId: 'lesson-1' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/challengeId: must be a challenge id such as daily-001/);
    });
  });
}
