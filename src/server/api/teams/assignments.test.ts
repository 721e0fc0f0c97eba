import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cCourse } from '@content/course-c';
import { exerciseKeys } from '@content/keys/course-c';
import { practiceChallengeKeys } from '@content/keys/practice-challenges';
import {
  ASSIGNMENT_NOT_FOUND,
  DUE_NOT_IN_FUTURE,
  unknownChallenge,
  unknownLesson,
} from '@domain/team-assignments';
import type {
  Assignment,
  AssignmentMemberStatus,
  MyAssignment,
} from '@domain/team-assignments-api';
import { TEAM_MANAGERS_ONLY, TEAM_NOT_FOUND } from '@domain/teams';
import { mailsTo, startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { signedInUser } from '@tests/helpers/execute';
import { addMember, makeTeam, putInTeam, type TestPerson } from '@tests/helpers/teams';
import { readOutbox } from '@server/mail/mailer';
import { startScheduler } from '@server/scheduler/scheduler';
import {
  assignmentRemindersTask,
  sendAssignmentReminders,
} from '@server/teams/assignment-reminders';
import { createAssignment } from '@server/teams/assignments';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const FIRST = cCourse.lessons[0]!;
const SECOND = cCourse.lessons[1]!;

for (const dialect of testDialects()) {
  describe(`team assignments [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect, { RUN_RATE_LIMIT: '1000' });
    });
    afterAll(() => server.close());

    const db = () => server.app.database.db;

    async function call<T = Record<string, unknown>>(
      method: 'GET' | 'POST' | 'DELETE',
      path: string,
      who: TestPerson | null,
      body?: unknown,
    ): Promise<{ status: number; body: T }> {
      const response = await fetch(`${server.url}/functions/v1/${path}`, {
        method,
        headers: {
          ...(who ? { authorization: `Bearer ${who.token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as T };
    }

    const assign = (who: TestPerson, body: Record<string, unknown>) =>
      call<Assignment>('POST', 'team-assignments', who, body);
    const list = (who: TestPerson, teamId: string) =>
      call<Assignment[]>('GET', `team-assignments?teamId=${teamId}`, who);
    const statuses = (who: TestPerson, teamId: string, assignmentId: string) =>
      call<AssignmentMemberStatus[]>(
        'GET',
        `team-assignment-status?teamId=${teamId}&assignmentId=${assignmentId}`,
        who,
      );
    const mine = (who: TestPerson) => call<MyAssignment[]>('GET', 'my-assignments', who);

    /** Next on the course's first lesson, as the learn page sends it: the lesson is completed. */
    async function completeFirstLesson(who: TestPerson): Promise<void> {
      const next = await call('POST', 'progress', who, {
        action: 'next',
        courseId: cCourse.id,
        lessonId: FIRST.id,
        visibleSeconds: 120,
      });
      expect(next.status).toBe(200);
    }

    it('lets the owner and managers set, list and delete assignments, the soonest due first', async () => {
      const team = await makeTeam(server);
      const manager = await addMember(server, team.id, 'manager');
      await addMember(server, team.id);
      await addMember(server, team.id);

      const dueLesson = inDays(3);
      const lesson = await assign(team.owner, {
        teamId: team.id,
        kind: 'lesson',
        targetId: FIRST.id,
        dueAt: dueLesson,
      });
      expect(lesson.status).toBe(200);
      expect(lesson.body).toMatchObject({
        kind: 'lesson',
        targetId: FIRST.id,
        title: 'Lesson 1: Hello, World!',
        dueAt: dueLesson,
        counts: { done: 0, late: 0, notStarted: 2 },
      });

      const challenge = await assign(manager, {
        teamId: team.id,
        kind: 'challenge',
        targetId: 'practice-001',
        dueAt: inDays(1),
      });
      expect(challenge.status).toBe(200);
      expect(challenge.body.title).toBe('Reverse the Digits');
      const exercise = await assign(manager, {
        teamId: team.id,
        kind: 'exercise',
        targetId: SECOND.id,
        // Any zone is taken; it is kept as UTC.
        dueAt: '2099-06-01T09:30:00+02:00',
      });
      expect(exercise.body.dueAt).toBe('2099-06-01T07:30:00.000Z');
      expect(exercise.body.title).toBe('Lesson 2: Variables and Data Types');

      const listed = await list(manager, team.id);
      expect(listed.status).toBe(200);
      expect(listed.body.map((entry) => entry.id)).toEqual([
        challenge.body.id,
        lesson.body.id,
        exercise.body.id,
      ]);

      const deleted = await call('DELETE', 'team-assignments', manager, {
        teamId: team.id,
        assignmentId: challenge.body.id,
      });
      expect(deleted).toEqual({ status: 200, body: { deleted: true } });
      expect((await list(team.owner, team.id)).body.map((entry) => entry.id)).toEqual([
        lesson.body.id,
        exercise.body.id,
      ]);
      const again = await call('DELETE', 'team-assignments', manager, {
        teamId: team.id,
        assignmentId: challenge.body.id,
      });
      expect(again.status).toBe(404);
      expect(again.body.message).toBe(ASSIGNMENT_NOT_FOUND);
    });

    it('refuses members (403), and people of another team or none (404), every call', async () => {
      const team = await makeTeam(server);
      const member = await addMember(server, team.id);
      const other = await makeTeam(server);
      const otherManager = await addMember(server, other.id, 'manager');
      const stranger = await signedInUser(server);
      const set = await assign(team.owner, {
        teamId: team.id,
        kind: 'lesson',
        targetId: FIRST.id,
        dueAt: inDays(2),
      });
      const assignmentId = set.body.id;
      const body = { teamId: team.id, kind: 'lesson', targetId: FIRST.id, dueAt: inDays(2) };

      for (const [who, status, message] of [
        [member, 403, TEAM_MANAGERS_ONLY],
        [otherManager, 404, TEAM_NOT_FOUND],
        [other.owner, 404, TEAM_NOT_FOUND],
        [stranger, 404, TEAM_NOT_FOUND],
      ] as const) {
        for (const answer of [
          await assign(who, body),
          await list(who, team.id),
          await statuses(who, team.id, assignmentId),
          await call('DELETE', 'team-assignments', who, { teamId: team.id, assignmentId }),
        ]) {
          expect(answer.status).toBe(status);
          expect((answer.body as unknown as { message: string }).message).toBe(message);
        }
      }

      // Through their own team, another team's assignment does not exist.
      const viaOwnTeam = await statuses(other.owner, other.id, assignmentId);
      expect(viaOwnTeam.status).toBe(404);
      expect((viaOwnTeam.body as unknown as { message: string }).message).toBe(
        ASSIGNMENT_NOT_FOUND,
      );
      const deleteViaOwnTeam = await call('DELETE', 'team-assignments', other.owner, {
        teamId: other.id,
        assignmentId,
      });
      expect(deleteViaOwnTeam.status).toBe(404);
      expect((await list(team.owner, team.id)).body.map((entry) => entry.id)).toEqual([
        assignmentId,
      ]);

      expect((await call('GET', 'my-assignments', null)).status).toBe(401);
      expect((await call('GET', `team-assignments?teamId=${team.id}`, null)).status).toBe(401);
    });

    it('checks the target and the due date, saying what is wrong', async () => {
      const team = await makeTeam(server);
      const base = { teamId: team.id, kind: 'lesson', targetId: FIRST.id, dueAt: inDays(1) };
      const refusals: [Record<string, unknown>, string][] = [
        [{ targetId: 'c-999' }, unknownLesson('c-999')],
        [{ kind: 'exercise', targetId: 'c-999' }, unknownLesson('c-999')],
        [{ kind: 'challenge', targetId: 'practice-999' }, unknownChallenge('practice-999')],
        [
          { kind: 'challenge', targetId: 'daily-001' },
          'targetId: must be a practice challenge id such as practice-001',
        ],
        [{ targetId: 'practice-001' }, 'targetId: must be a lesson id such as c-001'],
        [{ kind: 'quiz' }, 'kind: must be lesson, exercise or challenge'],
        [{ dueAt: new Date(Date.now() - 60_000).toISOString() }, DUE_NOT_IN_FUTURE],
        [
          { dueAt: '2099-01-01T10:00' },
          'dueAt: must be a date and time with its zone, such as 2026-12-01T17:00:00Z',
        ],
        [{ dueAt: undefined }, 'dueAt: is required: the due date and time'],
      ];
      for (const [change, message] of refusals) {
        const answer = await assign(team.owner, { ...base, ...change });
        expect(answer.status, message).toBe(400);
        expect((answer.body as unknown as { message: string }).message).toBe(message);
      }
      expect((await list(team.owner, team.id)).body).toEqual([]);
    });

    it('follows real completions: done before the due date, late after it or without one', async () => {
      const team = await makeTeam(server);
      const manager = await addMember(server, team.id, 'manager');
      const ada = await addMember(server, team.id);
      const bob = await addMember(server, team.id);
      const cleo = await addMember(server, team.id);
      const due = inDays(2);
      const set = async (kind: string, targetId: string) =>
        (await assign(manager, { teamId: team.id, kind, targetId, dueAt: due })).body;
      const lesson = await set('lesson', FIRST.id);
      const exercise = await set('exercise', FIRST.id);
      const challenge = await set('challenge', 'practice-001');

      // Ada completes the lesson with Next and passes its exercise; Bob solves the challenge.
      await completeFirstLesson(ada);
      const checked = await call<{ passed: boolean }>('POST', 'check-exercise', ada, {
        lessonId: FIRST.id,
        code: exerciseKeys.get(FIRST.id)!.solution,
      });
      expect(checked.body.passed).toBe(true);
      const submitted = await call<{ passed: boolean }>('POST', 'submit-challenge', bob, {
        challengeId: 'practice-001',
        code: practiceChallengeKeys.get('practice-001')!.solution,
      });
      expect(submitted.body.passed).toBe(true);

      const byName = (rows: AssignmentMemberStatus[]) =>
        Object.fromEntries(rows.map((row) => [row.userId, row.status]));
      const lessonStatuses = await statuses(manager, team.id, lesson.id);
      expect(lessonStatuses.status).toBe(200);
      // Members only: the owner and the manager are not assigned.
      expect(byName(lessonStatuses.body)).toEqual({
        [ada.userId]: 'done',
        [bob.userId]: 'not_started',
        [cleo.userId]: 'not_started',
      });
      const adaRow = lessonStatuses.body.find((row) => row.userId === ada.userId)!;
      expect(Date.parse(adaRow.completedAt!)).toBeLessThanOrEqual(Date.now());
      expect(byName((await statuses(manager, team.id, exercise.id)).body)).toEqual({
        [ada.userId]: 'done',
        [bob.userId]: 'not_started',
        [cleo.userId]: 'not_started',
      });
      expect(byName((await statuses(manager, team.id, challenge.id)).body)).toEqual({
        [ada.userId]: 'not_started',
        [bob.userId]: 'done',
        [cleo.userId]: 'not_started',
      });
      const counts = Object.fromEntries(
        (await list(manager, team.id)).body.map((entry) => [entry.kind, entry.counts]),
      );
      expect(counts).toEqual({
        lesson: { done: 1, late: 0, notStarted: 2 },
        exercise: { done: 1, late: 0, notStarted: 2 },
        challenge: { done: 1, late: 0, notStarted: 2 },
      });

      // Time passes: the lesson's due date was an hour ago, before Ada completed it. Everyone is
      // late, Ada for completing after the due date, the others for not completing at all.
      await db()
        .updateTable('team_assignments')
        .set({ due_at: new Date(Date.parse(adaRow.completedAt!) - HOUR).toISOString() })
        .where('id', '=', lesson.id)
        .execute();
      expect(byName((await statuses(manager, team.id, lesson.id)).body)).toEqual({
        [ada.userId]: 'late',
        [bob.userId]: 'late',
        [cleo.userId]: 'late',
      });
      const lateCounts = (await list(manager, team.id)).body.find(
        (entry) => entry.id === lesson.id,
      );
      expect(lateCounts?.counts).toEqual({ done: 0, late: 3, notStarted: 0 });
    });

    it('counts a completion from before the assignment was set as done', async () => {
      const team = await makeTeam(server);
      const early = await addMember(server, team.id);
      await addMember(server, team.id);
      await completeFirstLesson(early);
      const set = await assign(team.owner, {
        teamId: team.id,
        kind: 'lesson',
        targetId: FIRST.id,
        dueAt: inDays(5),
      });
      expect(set.body.counts).toEqual({ done: 1, late: 0, notStarted: 1 });
    });

    it('shows each member only their own assignments, in every team they are a member of', async () => {
      const first = await makeTeam(server);
      const second = await makeTeam(server);
      const manager = await addMember(server, first.id, 'manager');
      const both = await addMember(server, first.id);
      await putInTeam(server, second.id, both.userId);
      const onlySecond = await addMember(server, second.id);

      const lesson = await assign(first.owner, {
        teamId: first.id,
        kind: 'lesson',
        targetId: SECOND.id,
        dueAt: inDays(4),
      });
      const challenge = await assign(second.owner, {
        teamId: second.id,
        kind: 'challenge',
        targetId: 'practice-002',
        dueAt: inDays(2),
      });

      const seen = await mine(both);
      expect(seen.status).toBe(200);
      expect(seen.body).toEqual([
        {
          id: challenge.body.id,
          teamId: second.id,
          teamName: expect.any(String) as string,
          kind: 'challenge',
          targetId: 'practice-002',
          title: 'Vowel Counter',
          link: '/challenge',
          timeLimit: 30,
          dueAt: challenge.body.dueAt,
          status: 'not_started',
          completedAt: null,
        },
        {
          id: lesson.body.id,
          teamId: first.id,
          teamName: expect.any(String) as string,
          kind: 'lesson',
          targetId: SECOND.id,
          title: 'Lesson 2: Variables and Data Types',
          link: `/learn/c?lesson=${SECOND.id}`,
          timeLimit: null,
          dueAt: lesson.body.dueAt,
          status: 'not_started',
          completedAt: null,
        },
      ]);
      const teamName = await db()
        .selectFrom('teams')
        .select('name')
        .where('id', '=', second.id)
        .executeTakeFirstOrThrow();
      expect(seen.body[0]?.teamName).toBe(teamName.name);

      expect((await mine(onlySecond)).body.map((entry) => entry.id)).toEqual([challenge.body.id]);
      // The owner and managers set assignments; they are not assigned any.
      expect((await mine(first.owner)).body).toEqual([]);
      expect((await mine(manager)).body).toEqual([]);
    });

    describe('the reminder a day before the due date', () => {
      // Far from the real clock, so the server's own reminder checks never take these.
      const DUE = new Date('2031-03-10T17:00:00.000Z');
      const before = (ms: number) => new Date(DUE.getTime() - ms);
      const emailOf = async (person: TestPerson) =>
        (
          await db()
            .selectFrom('users')
            .select('email')
            .where('id', '=', person.userId)
            .executeTakeFirstOrThrow()
        ).email;
      const reminderSentAt = async (assignmentId: string) =>
        (
          await db()
            .selectFrom('team_assignments')
            .select('reminder_sent_at')
            .where('id', '=', assignmentId)
            .executeTakeFirstOrThrow()
        ).reminder_sent_at;

      afterEach(() => {
        vi.useRealTimers();
      });

      it('goes once, within the day before, to the members who have not finished', async () => {
        const team = await makeTeam(server);
        const manager = await addMember(server, team.id, 'manager');
        const finished = await addMember(server, team.id);
        const waiting = await addMember(server, team.id);
        const quiet = await addMember(server, team.id);
        await db()
          .insertInto('user_settings')
          .values({
            user_id: quiet.userId,
            notifications: JSON.stringify({ emailNotifications: false }),
            preferences: JSON.stringify({ timezone: 'UTC' }),
            coding: '{}',
            updated_at: new Date().toISOString(),
          })
          .execute();
        await completeFirstLesson(finished);
        const input = { teamId: team.id, createdBy: manager.userId, kind: 'lesson' as const };
        const assignment = await createAssignment(db(), {
          ...input,
          targetId: FIRST.id,
          dueAt: DUE.toISOString(),
          now: before(5 * DAY),
        });
        // Set within its last day: the dashboard told them a moment ago.
        const lastMinute = await createAssignment(db(), {
          ...input,
          targetId: SECOND.id,
          dueAt: DUE.toISOString(),
          now: before(12 * HOUR),
        });
        // Due before the first check: its reminder's day passed while no server ran.
        const past = await createAssignment(db(), {
          ...input,
          kind: 'exercise',
          targetId: SECOND.id,
          dueAt: before(2 * DAY + 12 * HOUR).toISOString(),
          now: before(10 * DAY),
        });
        const people = { finished, waiting, quiet, manager, owner: team.owner };
        const mailsOf = async () =>
          Object.fromEntries(
            await Promise.all(
              Object.entries(people).map(
                async ([name, person]) =>
                  [name, (await mailsTo(server, await emailOf(person))).length] as const,
              ),
            ),
          );
        const none = { finished: 0, waiting: 0, quiet: 0, manager: 0, owner: 0 };
        // Two replicas check at the same moment.
        const checkTwice = async (now: Date) =>
          (
            await Promise.all([
              sendAssignmentReminders(server.app, now),
              sendAssignmentReminders(server.app, now),
            ])
          ).reduce((sum, sent) => sum + sent, 0);

        expect(await checkTwice(before(2 * DAY))).toBe(0);
        expect(await checkTwice(before(DAY + 60_000))).toBe(0);
        expect(await mailsOf()).toEqual(none);
        expect(await reminderSentAt(assignment.id)).toBeNull();

        const sentAt = before(23 * HOUR);
        expect(await checkTwice(sentAt)).toBe(1);
        expect(await mailsOf()).toEqual({ ...none, waiting: 1 });
        expect(await reminderSentAt(assignment.id)).toBe(sentAt.toISOString());
        const [mail] = await mailsTo(server, await emailOf(waiting));
        expect(mail?.subject).toBe(
          'Reminder: Lesson 1: Hello, World! is due Monday, March 10 at 10:00 AM PDT',
        );
        expect(mail?.link).toBe(`${server.url}/learn/c?lesson=${FIRST.id}`);
        expect(mail?.text).toContain(
          'the lesson "Lesson 1: Hello, World!" is due Monday, March 10 at 10:00 AM PDT, and you have not finished it yet.',
        );

        // Later checks, by either replica, send nothing more.
        expect(await checkTwice(before(HOUR))).toBe(0);
        expect(await checkTwice(before(1000))).toBe(0);
        expect(await mailsOf()).toEqual({ ...none, waiting: 1 });
        expect(await reminderSentAt(lastMinute.id)).toBeNull();
        expect(await reminderSentAt(past.id)).toBeNull();
      });

      it('is checked every interval once the server is ready, and stops when it closes', async () => {
        vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
        const team = await makeTeam(server);
        const member = await addMember(server, team.id);
        const due = new Date(DUE.getTime() + 7 * DAY);
        const assignment = await createAssignment(db(), {
          teamId: team.id,
          createdBy: team.owner.userId,
          kind: 'challenge',
          targetId: 'practice-003',
          dueAt: due.toISOString(),
          now: new Date(due.getTime() - 10 * DAY),
        });
        const email = await emailOf(member);
        const interval = 60_000;
        let now = new Date(due.getTime() - 2 * DAY);

        const app = Fastify({ logger: false });
        app.decorate('config', server.app.config);
        app.decorate('database', server.app.database);
        app.decorate('mailer', server.app.mailer);
        app.decorate('keys', server.app.keys);
        startScheduler(app, [assignmentRemindersTask], { clock: () => now, intervalMs: interval });
        await app.ready();
        await vi.advanceTimersByTimeAsync(interval);

        now = new Date(due.getTime() - 20 * HOUR);
        await expect
          .poll(async () => {
            await vi.advanceTimersByTimeAsync(interval);
            return (await mailsTo(server, email)).length;
          })
          .toBe(1);
        // Sent by the check within the day before, not by the ones two days before.
        expect(await reminderSentAt(assignment.id)).toBe(now.toISOString());
        const [mail] = await mailsTo(server, email);
        expect(mail?.subject).toBe(
          'Reminder: Largest and Smallest is due Monday, March 17 at 10:00 AM PDT',
        );
        // A challenge starts from the dashboard.
        expect(mail?.link).toBe(`${server.url}/dashboard`);

        await app.close();
        expect(vi.getTimerCount()).toBe(0);
        const total = (await readOutbox(server.dataDir)).length;
        now = new Date(due.getTime() - HOUR);
        await vi.advanceTimersByTimeAsync(10 * interval);
        expect((await readOutbox(server.dataDir)).length).toBe(total);
      });
    });
  });
}
