import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cCourse } from '@content/course-c';
import { exerciseKeys } from '@content/keys/course-c';
import { practiceChallengeKeys } from '@content/keys/practice-challenges';
import { practiceChallenges } from '@content/practice-challenges';
import {
  teamDashboardSchema,
  teamLessonsSchema,
  teamMemberDetailSchema,
  type MemberStats,
} from '@domain/team-dashboard-api';
import { XP_PER_EXERCISE, XP_PER_LESSON } from '@domain/progress';
import { accountSummary } from '@server/account/summary';
import { startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { signedInUser } from '@tests/helpers/execute';
import { addMember, makeTeam, type TestPerson, type TestTeam } from '@tests/helpers/teams';
import { setTimeZone } from '@tests/helpers/users';

const [LESSON_1, LESSON_2, LESSON_3] = cCourse.lessons;
const PRACTICE = practiceChallenges[0]!;
const PRACTICE_SOLUTION = practiceChallengeKeys.get(PRACTICE.id)!.solution;
const SOLUTION_1 = exerciseKeys.get(LESSON_1!.id)!.solution;
const WRONG_2 = LESSON_2!.exercise.starterCode;

const TEAM_NOT_FOUND =
  'No team found: it does not exist or you are not in it. Your teams are listed at /team.';
const MANAGERS_ONLY =
  "Only the team's owner and managers can do this. Ask your team's owner if you need it.";

for (const dialect of testDialects()) {
  describe(`the team dashboard [${dialect.name}]`, () => {
    let server: ListeningServer;
    let teamA: TestTeam;
    let teamB: TestTeam;
    let managerA: TestPerson;
    let ada: TestPerson;
    let bea: TestPerson;
    let idle: TestPerson;
    let managerB: TestPerson;
    let memberB: TestPerson;
    let stranger: TestPerson;

    const call = (path: string, token: string | null, body?: unknown) =>
      fetch(`${server.url}/functions/v1/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${token ?? server.app.keys.anonKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const name = (person: TestPerson, text: string) =>
      server.app.database.db
        .updateTable('users')
        .set({ user_metadata: JSON.stringify({ name: text }) })
        .where('id', '=', person.userId)
        .execute();
    const dashboard = async (teamId: string, token: string) => {
      const response = await call(`team-dashboard?teamId=${teamId}`, token);
      expect(response.status).toBe(200);
      return teamDashboardSchema.parse(await response.json());
    };
    const row = (members: MemberStats[], person: TestPerson) =>
      members.find((member) => member.userId === person.userId);

    beforeAll(async () => {
      server = await startListeningServer(dialect, { RUN_RATE_LIMIT: '1000' });
      teamA = await makeTeam(server, 10);
      teamB = await makeTeam(server, 10);
      managerA = await addMember(server, teamA.id, 'manager');
      ada = await addMember(server, teamA.id);
      bea = await addMember(server, teamA.id);
      idle = await addMember(server, teamA.id);
      managerB = await addMember(server, teamB.id, 'manager');
      memberB = await addMember(server, teamB.id);
      stranger = await signedInUser(server);
      await name(teamA.owner, 'Olga Owner');
      await name(managerA, 'Max Manager');
      await name(ada, 'Ada Lovelace');
      await name(bea, 'Bea Rows');
      await name(idle, 'Cy Idle');
      await name(memberB, 'Bob Other');

      // Ada works through the real endpoints: one exercise passed (which completes its lesson),
      // the next one failed twice, one practice challenge solved.
      const checks: [string, string, boolean][] = [
        [LESSON_1!.id, SOLUTION_1, true],
        [LESSON_2!.id, WRONG_2, false],
        [LESSON_2!.id, WRONG_2, false],
      ];
      for (const [lessonId, code, passes] of checks) {
        const response = await call('check-exercise', ada.token, { lessonId, code });
        expect(response.status).toBe(200);
        expect(((await response.json()) as { passed: boolean }).passed).toBe(passes);
      }
      const submitted = await call('submit-challenge', ada.token, {
        challengeId: PRACTICE.id,
        code: PRACTICE_SOLUTION,
      });
      expect(((await submitted.json()) as { passed: boolean }).passed).toBe(true);

      // Bea's rows are written as the endpoints would have, on two days in a row in UTC.
      const db = server.app.database.db;
      await setTimeZone(db, bea.userId, 'UTC');
      const now = Date.now();
      for (const [index, lesson] of [LESSON_1!, LESSON_2!].entries()) {
        await db
          .insertInto('lesson_completions')
          .values({
            user_id: bea.userId,
            course_id: cCourse.id,
            lesson_id: lesson.id,
            completed_at: new Date(now - index * 24 * 3600 * 1000).toISOString(),
            time_zone: 'UTC',
            time_spent_minutes: 30,
            time_spent_seconds: 1800,
            attempts: 1,
          })
          .execute();
      }
    });
    afterAll(() => server.close());

    it('gives everyone in the team, with their role, the figures of their own dashboard', async () => {
      const { members, lessonsTotal } = await dashboard(teamA.id, managerA.token);
      expect(lessonsTotal).toBe(cCourse.lessons.length);
      expect(members.map((member) => [member.name, member.role])).toEqual([
        ['Olga Owner', 'owner'],
        ['Max Manager', 'manager'],
        ['Ada Lovelace', 'member'],
        ['Bea Rows', 'member'],
        ['Cy Idle', 'member'],
      ]);

      const db = server.app.database.db;
      const challenge = await db
        .selectFrom('challenge_completions')
        .select('completed_at')
        .where('user_id', '=', ada.userId)
        .executeTakeFirstOrThrow();
      expect(row(members, ada)).toMatchObject({
        lessonsDone: 1,
        exercisesPassed: 1,
        challengesCompleted: 1,
        points: XP_PER_LESSON + XP_PER_EXERCISE + PRACTICE.points,
        streak: 1,
        minutes: 0,
        lastActiveAt: challenge.completed_at,
      });
      const own = await accountSummary(db, ada.userId, '');
      expect(row(members, ada)).toMatchObject({
        lessonsDone: own.lessonsCompleted,
        exercisesPassed: own.exercisesPassed,
        challengesCompleted: own.challengesCompleted,
        points: own.xp,
        streak: own.studyStreakDays,
        minutes: own.timeInvestedMinutes,
      });

      const latestLesson = await db
        .selectFrom('lesson_completions')
        .select('completed_at')
        .where('user_id', '=', bea.userId)
        .orderBy('completed_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(row(members, bea)).toMatchObject({
        lessonsDone: 2,
        exercisesPassed: 0,
        challengesCompleted: 0,
        points: 2 * XP_PER_LESSON,
        streak: 2,
        minutes: 60,
        lastActiveAt: latestLesson.completed_at,
      });
      expect(row(members, idle)).toMatchObject({
        lessonsDone: 0,
        exercisesPassed: 0,
        challengesCompleted: 0,
        points: 0,
        streak: 0,
        minutes: 0,
        lastActiveAt: null,
      });
    });

    it("shows a team only its own people: team B's manager sees nobody of team A", async () => {
      const { members } = await dashboard(teamB.id, managerB.token);
      expect(members.map((member) => member.userId).sort()).toEqual(
        [teamB.owner.userId, managerB.userId, memberB.userId].sort(),
      );
      const owner = await dashboard(teamA.id, teamA.owner.token);
      expect(owner.members.map((member) => member.userId)).not.toContain(memberB.userId);
    });

    it('answers a manager of another team and a stranger 404, a member 403, nobody 401', async () => {
      const paths = (teamId: string) => [
        `team-dashboard?teamId=${teamId}`,
        `team-dashboard-export?teamId=${teamId}&format=csv`,
        `team-lessons?teamId=${teamId}`,
        `team-member?teamId=${teamId}&userId=${ada.userId}`,
      ];
      for (const path of paths(teamA.id)) {
        for (const [token, status, message] of [
          [managerB.token, 404, TEAM_NOT_FOUND],
          [stranger.token, 404, TEAM_NOT_FOUND],
          [ada.token, 403, MANAGERS_ONLY],
        ] as const) {
          const response = await call(path, token);
          expect(response.status, path).toBe(status);
          expect(((await response.json()) as { message: string }).message).toBe(message);
        }
        expect((await call(path, null)).status, path).toBe(401);
      }
      const missing = await call('team-dashboard?teamId=', managerA.token);
      expect(missing.status).toBe(400);
      expect(((await missing.json()) as { message: string }).message).toBe(
        'teamId: is required: the id of one of your teams',
      );
    });

    it("answers 404 for a member's page of someone outside the team", async () => {
      for (const userId of [memberB.userId, stranger.userId, 'no-such-user']) {
        const response = await call(
          `team-member?teamId=${teamA.id}&userId=${userId}`,
          managerA.token,
        );
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({
          code: 'member_not_found',
          message: 'This person is not in this team. Open the members list to find who is.',
        });
      }
    });

    it('shows per lesson who passed its exercise and who is stuck on it', async () => {
      const response = await call(`team-lessons?teamId=${teamA.id}`, teamA.owner.token);
      expect(response.status).toBe(200);
      const { lessons } = teamLessonsSchema.parse(await response.json());
      expect(lessons.map((lesson) => lesson.id)).toEqual(
        cCourse.lessons.map((lesson) => lesson.id),
      );
      const [first, second, third] = lessons;
      expect(first).toMatchObject({
        number: 1,
        title: LESSON_1!.title,
        passed: [{ userId: ada.userId, name: 'Ada Lovelace' }],
        stuck: [],
      });
      expect(second).toMatchObject({
        number: 2,
        passed: [],
        stuck: [{ userId: ada.userId, name: 'Ada Lovelace', failedChecks: 2 }],
      });
      expect(third).toMatchObject({ passed: [], stuck: [] });
    });

    it("shows a member's lessons and the code they last submitted, the newest first", async () => {
      const response = await call(
        `team-member?teamId=${teamA.id}&userId=${ada.userId}`,
        managerA.token,
      );
      expect(response.status).toBe(200);
      const detail = teamMemberDetailSchema.parse(await response.json());
      expect(detail.member).toMatchObject({
        name: 'Ada Lovelace',
        lessonsDone: 1,
        points: XP_PER_LESSON + XP_PER_EXERCISE + PRACTICE.points,
      });
      expect(detail.lessons.slice(0, 3)).toMatchObject([
        { id: LESSON_1!.id, exercise: 'passed', failedChecks: 0 },
        { id: LESSON_2!.id, exercise: 'stuck', failedChecks: 2, completedAt: null, passedAt: null },
        { id: LESSON_3!.id, exercise: 'not_started', failedChecks: 0, completedAt: null },
      ]);
      expect(detail.lessons[0]!.completedAt).toBe(detail.lessons[0]!.passedAt);
      expect(
        detail.submissions.map(({ kind, targetId, title, code, passed }) => ({
          kind,
          targetId,
          title,
          code,
          passed,
        })),
      ).toEqual([
        {
          kind: 'challenge',
          targetId: PRACTICE.id,
          title: PRACTICE.title,
          code: PRACTICE_SOLUTION,
          passed: true,
        },
        {
          kind: 'exercise',
          targetId: LESSON_2!.id,
          title: LESSON_2!.title,
          code: WRONG_2,
          passed: false,
        },
        {
          kind: 'exercise',
          targetId: LESSON_1!.id,
          title: LESSON_1!.title,
          code: SOLUTION_1,
          passed: true,
        },
      ]);
      expect(detail.assignments).toEqual([]);
    });

    it("shows on a member's page the team's assignments with that member's status", async () => {
      const dueAt = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
      const created = await call('team-assignments', teamA.owner.token, {
        teamId: teamA.id,
        kind: 'exercise',
        targetId: LESSON_2!.id,
        dueAt,
      });
      expect(created.status).toBe(200);
      const passed = await call('team-assignments', teamA.owner.token, {
        teamId: teamA.id,
        kind: 'exercise',
        targetId: LESSON_1!.id,
        dueAt,
      });
      expect(passed.status).toBe(200);
      const response = await call(
        `team-member?teamId=${teamA.id}&userId=${ada.userId}`,
        managerA.token,
      );
      const { assignments } = teamMemberDetailSchema.parse(await response.json());
      expect(assignments.map(({ targetId, status }) => ({ targetId, status }))).toEqual([
        { targetId: LESSON_2!.id, status: 'not_started' },
        { targetId: LESSON_1!.id, status: 'done' },
      ]);
      // Team B's manager reaches none of it.
      const other = await call(
        `team-member?teamId=${teamA.id}&userId=${ada.userId}`,
        managerB.token,
      );
      expect(other.status).toBe(404);
    });

    it('keeps one row per exercise: a later check replaces the code, an anonymous one keeps none', async () => {
      const db = server.app.database.db;
      const rows = () =>
        db.selectFrom('submitted_code').select(['user_id', 'code', 'passed']).execute();
      const before = await rows();
      const anonymous = await call('check-exercise', null, {
        lessonId: LESSON_3!.id,
        code: WRONG_2,
      });
      expect(anonymous.status).toBe(200);
      expect(await rows()).toEqual(before);

      const fixed = exerciseKeys.get(LESSON_2!.id)!.solution;
      const response = await call('check-exercise', bea.token, {
        lessonId: LESSON_2!.id,
        code: WRONG_2,
      });
      expect(response.status).toBe(200);
      await call('check-exercise', bea.token, { lessonId: LESSON_2!.id, code: fixed });
      expect(
        await db
          .selectFrom('submitted_code')
          .select(['kind', 'target_id', 'code', 'passed'])
          .where('user_id', '=', bea.userId)
          .execute(),
      ).toEqual([{ kind: 'exercise', target_id: LESSON_2!.id, code: fixed, passed: 1 }]);
    });

    it('exports the table as a CSV download, quoted and safe from formulas', async () => {
      await name(idle, '=HYPERLINK("http://evil.example","Cy")');
      await name(bea, 'Rows, "Bea"');
      try {
        const response = await call(
          `team-dashboard-export?teamId=${teamA.id}&format=csv`,
          managerA.token,
        );
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(response.headers.get('content-disposition')).toMatch(
          /^attachment; filename="codenest-team-\d{4}-\d{2}-\d{2}\.csv"$/,
        );
        const text = await response.text();
        const lines = text.split('\r\n');
        expect(lines[0]).toBe(
          'Name,E-mail,Role,Lessons done,Exercises passed,Challenges completed,Points,Streak (days),Time (minutes),Last active,Joined',
        );
        expect(lines).toHaveLength(7);
        expect(lines.at(-1)).toBe('');
        const { members } = await dashboard(teamA.id, managerA.token);
        const lineOf = (person: TestPerson) => {
          const member = row(members, person)!;
          return lines.find((line) => line.includes(member.email));
        };
        const email = (person: TestPerson) => row(members, person)!.email;
        const joined = (person: TestPerson) => row(members, person)!.joinedAt;
        const beaActive = row(members, bea)!.lastActiveAt;
        expect(lineOf(idle)).toBe(
          `"'=HYPERLINK(""http://evil.example"",""Cy"")",${email(idle)},Member,0,0,0,0,0,0,,${joined(idle)}`,
        );
        expect(lineOf(bea)).toBe(
          `"Rows, ""Bea""",${email(bea)},Member,2,1,0,40,2,60,${beaActive},${joined(bea)}`,
        );
        const wrongFormat = await call(
          `team-dashboard-export?teamId=${teamA.id}&format=xlsx`,
          managerA.token,
        );
        expect(wrongFormat.status).toBe(400);
      } finally {
        await name(idle, 'Cy Idle');
        await name(bea, 'Bea Rows');
      }
    });
  });
}
