import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SolutionList } from '@domain/community';
import { recordSubmittedCode } from '@server/teams/submitted-code';
import { startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { signedInUser } from '@tests/helpers/execute';

interface Learner {
  token: string;
  userId: string;
}

const AT = '2025-03-01T10:00:00.000Z';
const code = (label: string) => `#include <stdio.h>\nint main(void) { puts("${label}"); }\n`;

for (const dialect of testDialects()) {
  describe(`published solutions [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect);
    });
    afterAll(() => server.close());

    const db = () => server.app.database.db;

    const call = (
      method: 'GET' | 'POST' | 'DELETE',
      url: string,
      learner: Learner | null,
      payload?: unknown,
    ) =>
      server.app.inject({
        method,
        url,
        headers: learner ? { authorization: `Bearer ${learner.token}` } : {},
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    const publish = (learner: Learner, body: unknown) =>
      call('POST', '/functions/v1/solutions', learner, body);
    const list = (learner: Learner | null, query: string) =>
      call('GET', `/functions/v1/solutions?${query}`, learner);
    const vote = (learner: Learner, solutionId: string, up: boolean) =>
      call('POST', '/functions/v1/solution-votes', learner, { solutionId, up });

    /** A lesson id of its own for each test, so their solutions do not mix. */
    const freshLesson = () => `c-${String(crypto.randomInt(100, 999))}`;
    const freshChallenge = () => `daily-${String(crypto.randomInt(100, 999))}`;
    const used = new Set<string>();
    const unique = (make: () => string) => {
      for (;;) {
        const id = make();
        if (!used.has(id)) {
          used.add(id);
          return id;
        }
      }
    };

    async function passExercise(learner: Learner, lessonId: string, source: string) {
      await db()
        .insertInto('exercise_completions')
        .values({
          user_id: learner.userId,
          course_id: 'c-programming',
          lesson_id: lessonId,
          attempts: 1,
          first_passed_at: AT,
          last_checked_at: AT,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      await recordSubmittedCode(db(), {
        userId: learner.userId,
        kind: 'exercise',
        targetId: lessonId,
        code: source,
        passed: true,
      });
    }

    async function passChallenge(learner: Learner, challengeId: string, source: string) {
      await db()
        .insertInto('challenge_completions')
        .values({
          id: crypto.randomUUID(),
          user_id: learner.userId,
          challenge_id: challengeId,
          day: '2025-03-01',
          points: 10,
          completed_at: AT,
        })
        .execute();
      await recordSubmittedCode(db(), {
        userId: learner.userId,
        kind: 'challenge',
        targetId: challengeId,
        code: source,
        passed: true,
      });
    }

    it('refuses to publish before the server saw a pass, and a failing last submission', async () => {
      const learner = await signedInUser(server);
      const lessonId = unique(freshLesson);
      // Submitted code that passed, but no pass recorded: the server's record decides.
      await recordSubmittedCode(db(), {
        userId: learner.userId,
        kind: 'exercise',
        targetId: lessonId,
        code: code('mine'),
        passed: true,
      });
      const early = await publish(learner, { kind: 'exercise', targetId: lessonId, note: 'hi' });
      expect(early.statusCode).toBe(403);
      expect(early.json()).toMatchObject({
        code: 'not_passed',
        message: 'Pass it first: you can publish your solution once the checks pass.',
      });

      await passExercise(learner, lessonId, code('passing'));
      await recordSubmittedCode(db(), {
        userId: learner.userId,
        kind: 'exercise',
        targetId: lessonId,
        code: code('broken since'),
        passed: false,
      });
      const failing = await publish(learner, { kind: 'exercise', targetId: lessonId });
      expect(failing.statusCode).toBe(409);
      expect(failing.json()).toMatchObject({
        code: 'last_submission_failed',
        message: 'Your last submitted code did not pass. Check it again, then publish.',
      });
      const rows = await db()
        .selectFrom('published_solutions')
        .where('user_id', '=', learner.userId)
        .selectAll()
        .execute();
      expect(rows).toEqual([]);
    });

    it("publishes the server's passing copy, and publishing again replaces code and note", async () => {
      const learner = await signedInUser(server);
      const lessonId = unique(freshLesson);
      await passExercise(learner, lessonId, code('first'));

      const first = await publish(learner, {
        kind: 'exercise',
        targetId: lessonId,
        note: '  A loop and a counter.  ',
        // Code in the request is not what gets published.
        code: 'int main(void) { return 1; }',
      });
      expect(first.statusCode).toBe(200);
      const { id } = first.json<{ id: string }>();

      await recordSubmittedCode(db(), {
        userId: learner.userId,
        kind: 'exercise',
        targetId: lessonId,
        code: code('second'),
        passed: true,
      });
      const again = await publish(learner, {
        kind: 'exercise',
        targetId: lessonId,
        note: 'Shorter',
      });
      expect(again.json()).toEqual({ id });

      const seen = (await list(learner, `kind=exercise&targetId=${lessonId}`)).json<SolutionList>();
      expect(seen.solutions).toHaveLength(1);
      expect(seen.solutions[0]).toMatchObject({
        id,
        code: code('second'),
        note: 'Shorter',
        own: true,
        score: 0,
        voted: false,
      });
      expect(seen.published).toBe(true);
      expect(seen.ownCode).toBe(code('second'));
    });

    it('shows solutions only to signed-in learners who passed it, sorted by votes or by date', async () => {
      const challengeId = unique(freshChallenge);
      const [ada, bob, cy, dee, eve] = await Promise.all(
        Array.from({ length: 5 }, () => signedInUser(server)),
      );
      await passChallenge(ada!, challengeId, code('ada'));
      await passChallenge(bob!, challengeId, code('bob'));
      await passChallenge(cy!, challengeId, code('cy'));
      await passChallenge(dee!, challengeId, code('dee'));
      const ids: Record<string, string> = {};
      for (const [name, learner] of [
        ['ada', ada!],
        ['bob', bob!],
        ['cy', cy!],
      ] as const) {
        const published = await publish(learner, { kind: 'challenge', targetId: challengeId });
        expect(published.statusCode).toBe(200);
        ids[name] = published.json<{ id: string }>().id;
      }
      // Dates of their own, oldest first: ada, bob, cy.
      for (const [name, at] of [
        ['ada', '2025-03-01T10:00:00.000Z'],
        ['bob', '2025-03-02T10:00:00.000Z'],
        ['cy', '2025-03-03T10:00:00.000Z'],
      ] as const) {
        await db()
          .updateTable('published_solutions')
          .set({ created_at: at })
          .where('id', '=', ids[name]!)
          .execute();
      }

      const signedOut = await list(null, `kind=challenge&targetId=${challengeId}`);
      expect(signedOut.statusCode).toBe(401);
      const notPassed = await list(eve!, `kind=challenge&targetId=${challengeId}`);
      expect(notPassed.statusCode).toBe(403);
      expect(notPassed.json()).toMatchObject({
        code: 'not_passed',
        message: 'Solutions open once you have passed this yourself.',
      });
      const badKind = await list(dee!, `kind=lesson&targetId=${challengeId}`);
      expect(badKind.statusCode).toBe(400);
      // Nor may they vote on what they cannot see.
      expect((await vote(eve!, ids.bob!, true)).statusCode).toBe(403);

      // bob: two votes, ada: one, cy: none.
      expect((await vote(dee!, ids.bob!, true)).json()).toEqual({ score: 1, voted: true });
      expect((await vote(ada!, ids.bob!, true)).json()).toEqual({ score: 2, voted: true });
      expect((await vote(dee!, ids.ada!, true)).json()).toEqual({ score: 1, voted: true });

      const byVotes = (
        await list(dee!, `kind=challenge&targetId=${challengeId}&sort=votes`)
      ).json<SolutionList>();
      expect(byVotes.solutions.map((solution) => [solution.code, solution.score])).toEqual([
        [code('bob'), 2],
        [code('ada'), 1],
        [code('cy'), 0],
      ]);
      expect(byVotes.solutions.map((solution) => solution.voted)).toEqual([true, true, false]);
      expect(byVotes.solutions.every((solution) => !solution.own)).toBe(true);
      expect(byVotes.solutions[0]!.author).toMatchObject({ id: bob!.userId, name: 'Learner' });
      expect(byVotes.ownCode).toBe(code('dee'));
      expect(byVotes.published).toBe(false);

      const byDate = (
        await list(dee!, `kind=challenge&targetId=${challengeId}&sort=date`)
      ).json<SolutionList>();
      expect(byDate.solutions.map((solution) => solution.code)).toEqual([
        code('cy'),
        code('bob'),
        code('ada'),
      ]);
      expect(byDate.solutions.map((solution) => solution.createdAt)).toEqual([
        '2025-03-03T10:00:00.000Z',
        '2025-03-02T10:00:00.000Z',
        '2025-03-01T10:00:00.000Z',
      ]);
    });

    it('counts one vote per person, never on their own solution, and takes a vote back', async () => {
      const lessonId = unique(freshLesson);
      const [author, voter] = await Promise.all([signedInUser(server), signedInUser(server)]);
      await passExercise(author, lessonId, code('author'));
      await passExercise(voter, lessonId, code('voter'));
      const { id } = (await publish(author, { kind: 'exercise', targetId: lessonId })).json<{
        id: string;
      }>();

      const own = await vote(author, id, true);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({
        code: 'own_solution',
        message: 'You cannot vote for your own solution.',
      });
      expect((await vote(voter, id, true)).json()).toEqual({ score: 1, voted: true });
      expect((await vote(voter, id, true)).json()).toEqual({ score: 1, voted: true });
      const seen = (await list(voter, `kind=exercise&targetId=${lessonId}`)).json<SolutionList>();
      expect(seen.solutions[0]).toMatchObject({ score: 1, voted: true });
      expect((await vote(voter, id, false)).json()).toEqual({ score: 0, voted: false });

      const missing = await vote(voter, crypto.randomUUID(), true);
      expect(missing.statusCode).toBe(404);
      const invalid = await call('POST', '/functions/v1/solution-votes', voter, { up: 'yes' });
      expect(invalid.statusCode).toBe(400);
    });

    it('lets only the author take a solution back, with its votes', async () => {
      const lessonId = unique(freshLesson);
      const [author, other] = await Promise.all([signedInUser(server), signedInUser(server)]);
      await passExercise(author, lessonId, code('author'));
      await passExercise(other, lessonId, code('other'));
      const { id } = (await publish(author, { kind: 'exercise', targetId: lessonId })).json<{
        id: string;
      }>();
      await vote(other, id, true);

      const notYours = await call('DELETE', `/functions/v1/solutions/${id}`, other);
      expect(notYours.statusCode).toBe(403);
      expect(notYours.json()).toMatchObject({
        message: 'You can only take back a solution you published.',
      });
      const deleted = await call('DELETE', `/functions/v1/solutions/${id}`, author);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ deleted: true });
      const seen = (await list(other, `kind=exercise&targetId=${lessonId}`)).json<SolutionList>();
      expect(seen.solutions).toEqual([]);
      const votes = await db()
        .selectFrom('solution_votes')
        .selectAll()
        .where('solution_id', '=', id)
        .execute();
      expect(votes).toEqual([]);
      expect((await call('DELETE', `/functions/v1/solutions/${id}`, author)).statusCode).toBe(404);
    });

    it('refuses a suspended account', async () => {
      const lessonId = unique(freshLesson);
      const learner = await signedInUser(server);
      await passExercise(learner, lessonId, code('suspended'));
      await db()
        .insertInto('forum_suspensions')
        .values({
          user_id: learner.userId,
          until: null,
          reason: 'Spam links.',
          suspended_by: null,
          created_at: AT,
        })
        .execute();
      const refused = await publish(learner, { kind: 'exercise', targetId: lessonId });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'suspended',
        message:
          'Your account is suspended from posting in the community until a moderator lifts it. The moderators gave this reason: Spam links.',
      });
    });
  });
}
