import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCourses } from '@content/catalogue';
import { cCourse } from '@content/course-c';
import { exerciseKeys } from '@content/keys/course-c';
import { COURSE_NEEDS_PRO } from '@domain/billing';
import type { Course } from '@domain/learning';
import { checkExerciseResponseSchema, type CourseProgress } from '@domain/learning-api';
import {
  newClient,
  startListeningServer,
  uniqueEmail,
  type ListeningServer,
} from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { signedInUser } from '@tests/helpers/execute';
import { makePro } from '@tests/helpers/subscriptions';
import { setTimeZone } from '@tests/helpers/users';
import { registerErrorHandler } from '@server/http/errors';
import { registerJsonBodies } from '@server/http/json-body';
import { registerRunRoutes } from '../runs';
import { accountSummary } from '@server/account/summary';
import { contentCourses, requiresPro, type LearningCourses } from '@server/learning/courses';
import { recordCheck } from '@server/learning/exercise-check';
import { registerProgressRoutes } from './routes';

const PASSWORD = 'correct-horse-42';
const COURSE = 'c-programming';

for (const dialect of testDialects()) {
  describe(`learning functions [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect, {
        MAIL_AUTOCONFIRM: 'true',
        RUN_RATE_LIMIT: '1000',
      });
    });
    afterAll(() => server.close());

    /** The same database and keys, with the learning routes on a clock the test moves. */
    const clocked = (() => {
      let app: FastifyInstance;
      let now = new Date('2026-11-20T16:00:00.000Z');
      return {
        async start() {
          app = Fastify({ logger: false });
          app.decorate('config', server.app.config);
          app.decorate('database', server.app.database);
          app.decorate('keys', server.app.keys);
          app.decorate('runner', server.app.runner);
          app.decorate('mailer', server.app.mailer);
          registerErrorHandler(app);
          registerJsonBodies(app);
          await registerProgressRoutes(app, { clock: () => now });
          await app.ready();
        },
        stop: () => app.close(),
        advance(seconds: number) {
          now = new Date(now.getTime() + seconds * 1000);
        },
        nowIso: () => now.toISOString(),
        async progress(token: string, body: Record<string, unknown>) {
          const response = await app.inject({
            method: 'POST',
            url: '/functions/v1/progress',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            payload: JSON.stringify({ courseId: COURSE, ...body }),
          });
          return { status: response.statusCode, body: response.json<CourseProgress>() };
        },
      };
    })();
    beforeAll(() => clocked.start());
    afterAll(() => clocked.stop());

    /** A signed-in learner's access token. */
    async function learner(): Promise<string> {
      const client = newClient(server);
      const { data, error } = await client.auth.signUp({
        email: uniqueEmail('learner'),
        password: PASSWORD,
      });
      expect(error).toBeNull();
      return data.session!.access_token;
    }

    function call(name: string, body: unknown, token: string, method = 'POST') {
      return fetch(`${server.url}/functions/v1/${name}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    }

    async function progress(token: string, body: Record<string, unknown>) {
      const response = await call('progress', { courseId: COURSE, ...body }, token);
      return { status: response.status, body: (await response.json()) as CourseProgress };
    }

    it('opens a course on its first lesson, once', async () => {
      const token = await learner();
      const opened = await progress(token, { action: 'open' });
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({
        courseId: COURSE,
        currentLessonId: 'c-001',
        lessonsCompleted: [],
        exercisesPassed: [],
        totalTimeSpent: 0,
        percent: 0,
      });
      await progress(token, { action: 'select', lessonId: 'c-004' });
      const again = await progress(token, { action: 'open' });
      expect(again.body.currentLessonId).toBe('c-004');
      expect(again.body.startedAt).toBe(opened.body.startedAt);
    });

    it('Next completes the current lesson in whole minutes and moves on; a repeat adds attempts', async () => {
      const token = await learner();
      await clocked.progress(token, { action: 'open' });
      clocked.advance(150);
      const first = await clocked.progress(token, {
        action: 'next',
        lessonId: 'c-001',
        visibleSeconds: 150,
      });
      expect(first.status).toBe(200);
      expect(first.body.currentLessonId).toBe('c-002');
      expect(first.body.lessonsCompleted).toEqual([
        expect.objectContaining({ lessonId: 'c-001', completed: true, timeSpent: 3, attempts: 1 }),
      ]);
      expect(first.body.percent).toBe(4);

      const back = await clocked.progress(token, { action: 'previous', lessonId: 'c-002' });
      expect(back.body.currentLessonId).toBe('c-001');
      expect(back.body.lessonsCompleted).toHaveLength(1);
      clocked.advance(60);
      const repeat = await clocked.progress(token, {
        action: 'next',
        lessonId: 'c-001',
        visibleSeconds: 60,
      });
      // 150 + 60 seconds: 3.5 minutes, rounded.
      expect(repeat.body.lessonsCompleted).toEqual([
        expect.objectContaining({ lessonId: 'c-001', timeSpent: 4, attempts: 2 }),
      ]);
      expect(repeat.body.totalTimeSpent).toBe(4);
    });

    it('counts no more time than passed on the server, however many seconds a client claims', async () => {
      const token = await learner();
      let last = await clocked.progress(token, { action: 'open' });
      // Ninety rounds of Next with six hours claimed, 30 seconds apart: 45 minutes passed.

      for (let round = 0; round < 90; round += 1) {
        clocked.advance(30);
        last = await clocked.progress(token, {
          action: 'next',
          lessonId: 'c-001',
          visibleSeconds: 21_600,
        });
        expect(last.status).toBe(200);
        await clocked.progress(token, { action: 'previous', lessonId: 'c-002' });
      }
      expect(last.body.lessonsCompleted).toEqual([
        expect.objectContaining({ lessonId: 'c-001', timeSpent: 45, attempts: 90 }),
      ]);
      expect(last.body.totalTimeSpent).toBe(45);
    });

    it('caps one view at two hours, and counts a background tab only while it was visible', async () => {
      const token = await learner();
      await clocked.progress(token, { action: 'open' });
      clocked.advance(5 * 3600);
      const overnight = await clocked.progress(token, {
        action: 'next',
        lessonId: 'c-001',
        visibleSeconds: 5 * 3600,
      });
      expect(overnight.body.lessonsCompleted).toEqual([
        expect.objectContaining({ lessonId: 'c-001', timeSpent: 120 }),
      ]);
      // Ten minutes pass, the page was visible for one of them.
      clocked.advance(600);
      const background = await clocked.progress(token, {
        action: 'next',
        lessonId: 'c-002',
        visibleSeconds: 60,
      });
      expect(background.body.lessonsCompleted).toEqual([
        expect.objectContaining({ lessonId: 'c-001', timeSpent: 120 }),
        expect.objectContaining({ lessonId: 'c-002', timeSpent: 1 }),
      ]);
      expect(background.body.totalTimeSpent).toBe(121);
    });

    it('counts a view once when two tabs press Next at the same moment', async () => {
      const token = await learner();
      await clocked.progress(token, { action: 'open' });
      clocked.advance(300);
      const next = { action: 'next', lessonId: 'c-001', visibleSeconds: 21_600 };
      const both = await Promise.all([
        clocked.progress(token, next),
        clocked.progress(token, next),
      ]);
      expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = both.find((answer) => answer.status === 409)!;
      expect(refused.body).toMatchObject({ code: 'not_current' });
      const state = await clocked.progress(token, { action: 'open' });
      expect(state.body.lessonsCompleted).toEqual([
        expect.objectContaining({ lessonId: 'c-001', timeSpent: 5, attempts: 1 }),
      ]);
    });

    it('keeps the zone each lesson was completed in', async () => {
      const { token, userId } = await signedInUser(server);
      const { db } = server.app.database;
      await clocked.progress(token, { action: 'open' });
      await clocked.progress(token, { action: 'next', lessonId: 'c-001', visibleSeconds: 0 });
      await setTimeZone(db, userId, 'Eastern');
      await clocked.progress(token, { action: 'next', lessonId: 'c-002', visibleSeconds: 0 });
      const rows = await db
        .selectFrom('lesson_completions')
        .select(['lesson_id', 'time_zone', 'completed_at'])
        .where('user_id', '=', userId)
        .orderBy('lesson_id')
        .execute();
      expect(rows).toEqual([
        { lesson_id: 'c-001', time_zone: 'America/Los_Angeles', completed_at: clocked.nowIso() },
        { lesson_id: 'c-002', time_zone: 'America/New_York', completed_at: clocked.nowIso() },
      ]);
    });

    it('refuses jumps SPEC does not allow, unknown lessons and courses, with a message', async () => {
      const token = await learner();
      await progress(token, { action: 'open' });
      const jump = await call(
        'progress',
        { courseId: COURSE, action: 'next', lessonId: 'c-005', visibleSeconds: 10 },
        token,
      );
      expect(jump.status).toBe(409);
      expect(await jump.json()).toMatchObject({
        code: 'not_current',
        message:
          'You are on lesson c-001, not c-005: another tab may have moved on. Reload the page and try again.',
      });
      const beforeFirst = await call(
        'progress',
        { courseId: COURSE, action: 'previous', lessonId: 'c-001' },
        token,
      );
      expect(beforeFirst.status).toBe(409);
      const unknown = await call(
        'progress',
        { courseId: COURSE, action: 'select', lessonId: 'c-099' },
        token,
      );
      expect(unknown.status).toBe(404);
      const course = await call('progress', { courseId: 'rust', action: 'open' }, token);
      expect(course.status).toBe(404);
      expect(((await course.json()) as { message: string }).message).toBe(
        'There is no course rust. The available course is c-programming.',
      );
      const bad = await call('progress', { courseId: COURSE, action: 'skip' }, token);
      expect(bad.status).toBe(400);
      const negative = await call(
        'progress',
        { courseId: COURSE, action: 'next', lessonId: 'c-001', visibleSeconds: -1 },
        token,
      );
      expect(negative.status).toBe(400);
      expect(((await negative.json()) as { message: string }).message).toBe(
        'visibleSeconds: must not be negative',
      );
    });

    it('keeps each learner to their own record and refuses the anon key', async () => {
      const [a, b] = [await learner(), await learner()];
      await progress(a, { action: 'open' });
      await progress(a, { action: 'next', lessonId: 'c-001', visibleSeconds: 60 });
      const other = await progress(b, { action: 'open' });
      expect(other.body.currentLessonId).toBe('c-001');
      expect(other.body.lessonsCompleted).toEqual([]);
      const anon = await call(
        'progress',
        { courseId: COURSE, action: 'open' },
        server.app.keys.anonKey,
      );
      expect(anon.status).toBe(401);
    });

    it('keeps and forgets drafts of a lesson, one per kind', async () => {
      const token = await learner();
      const saved = await call(
        'lesson-draft',
        { lessonId: 'c-002', kind: 'example', code: 'int main(void) { return 1; }\n' },
        token,
        'PUT',
      );
      expect(saved.status).toBe(200);
      expect(await saved.json()).toMatchObject({ lessonId: 'c-002', kind: 'example' });
      await call(
        'lesson-draft',
        { lessonId: 'c-002', kind: 'example', code: 'int main(void) { return 2; }\n' },
        token,
        'PUT',
      );
      const rows = await server.app.database.db.selectFrom('lesson_drafts').selectAll().execute();
      const mine = rows.filter((row) => row.lesson_id === 'c-002' && row.code.includes('return 2'));
      expect(mine).toHaveLength(1);
      const forgotten = await call(
        'lesson-draft',
        { lessonId: 'c-002', kind: 'example', code: null },
        token,
        'PUT',
      );
      expect(await forgotten.json()).toEqual({ deleted: true });
      const unknown = await call(
        'lesson-draft',
        { lessonId: 'c-777', kind: 'example', code: 'x' },
        token,
        'PUT',
      );
      expect(unknown.status).toBe(404);
      const badKind = await call(
        'lesson-draft',
        { lessonId: 'c-002', kind: 'notes', code: 'x' },
        token,
        'PUT',
      );
      expect(((await badKind.json()) as { message: string }).message).toBe(
        'kind: must be "example" or "exercise"',
      );
    });

    it('checks an exercise on every case, never sends hidden cases, and records the first pass', async () => {
      const token = await learner();
      const lesson = cCourse.lessons[0]!;
      const key = exerciseKeys.get(lesson.id)!;
      const check = async (code: string, as = token) => {
        const response = await call('check-exercise', { lessonId: lesson.id, code }, as);
        expect(response.status).toBe(200);
        const text = await response.text();
        for (const hidden of key.hiddenCases) {
          if (hidden.stdin.trim()) expect(text).not.toContain(JSON.stringify(hidden.stdin));
        }
        expect(text).not.toContain(JSON.stringify(key.solution));
        return checkExerciseResponseSchema.parse(JSON.parse(text));
      };

      const starter = await check(lesson.exercise.starterCode);
      expect(starter.passed).toBe(false);
      expect(starter.cases).toHaveLength(lesson.exercise.visibleCases.length);
      expect(starter.cases[0]).toMatchObject({
        name: lesson.exercise.visibleCases[0]!.name,
        expectedOutput: lesson.exercise.visibleCases[0]!.expectedOutput,
      });
      expect(starter.hidden.total).toBe(key.hiddenCases.length);
      expect(starter.recorded).toEqual({ firstPassedAt: null, attempts: 1 });

      const broken = await check('int main(void) { return 0 }\n');
      expect(broken.compileError?.error).toContain('main.c:1:26: error: expected ‘;’');
      expect(broken.compileError?.diagnostics[0]).toMatchObject({ line: 1, severity: 'error' });
      expect(broken.cases).toEqual([]);

      const solved = await check(key.solution);
      expect(solved.passed).toBe(true);
      expect(solved.hidden).toEqual({
        passed: key.hiddenCases.length,
        total: key.hiddenCases.length,
      });
      expect(solved.recorded?.attempts).toBe(3);
      expect(solved.recorded?.firstPassedAt).toBeTruthy();
      const later = await check(lesson.exercise.starterCode);
      expect(later.recorded).toEqual(solved.recorded);

      const state = await progress(token, { action: 'open' });
      expect(state.body.exercisesPassed).toEqual([
        { lessonId: lesson.id, firstPassedAt: solved.recorded!.firstPassedAt, attempts: 3 },
      ]);

      const visitor = await check(key.solution, server.app.keys.anonKey);
      expect(visitor.passed).toBe(true);
      expect(visitor.recorded).toBeNull();
    });

    it('a first pass of the exercise completes the lesson, at its instant and in its zone; Next still does', async () => {
      const { token, userId } = await signedInUser(server);
      const { db } = server.app.database;
      await setTimeZone(db, userId, 'Eastern');
      await progress(token, { action: 'open' });
      const lesson = cCourse.lessons[0]!;
      const key = exerciseKeys.get(lesson.id)!;
      const check = async (code: string) => {
        const response = await call('check-exercise', { lessonId: lesson.id, code }, token);
        expect(response.status).toBe(200);
        return checkExerciseResponseSchema.parse(await response.json());
      };

      await check(lesson.exercise.starterCode);
      expect((await progress(token, { action: 'open' })).body.lessonsCompleted).toEqual([]);
      const solved = await check(key.solution);
      const firstPassedAt = solved.recorded!.firstPassedAt!;
      const state = await progress(token, { action: 'open' });
      expect(state.body.currentLessonId).toBe('c-001');
      expect(state.body.lessonsCompleted).toEqual([
        {
          lessonId: 'c-001',
          completed: true,
          completedAt: firstPassedAt,
          timeSpent: 0,
          attempts: 1,
        },
      ]);
      expect(state.body.percent).toBe(4);
      const row = await db
        .selectFrom('lesson_completions')
        .select(['time_zone', 'completed_at'])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ time_zone: 'America/New_York', completed_at: firstPassedAt });

      // A later pass changes nothing; Next completes the lesson again (SPEC §4) and moves on.
      await check(key.solution);
      const next = await progress(token, { action: 'next', lessonId: 'c-001', visibleSeconds: 5 });
      expect(next.body.currentLessonId).toBe('c-002');
      expect(next.body.lessonsCompleted).toEqual([
        expect.objectContaining({ lessonId: 'c-001', completedAt: firstPassedAt, attempts: 2 }),
      ]);

      // The dashboard: one lesson, the exercise's and the lesson's XP, lesson 2 next.
      const summary = await fetch(`${server.url}/functions/v1/account-summary`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(await summary.json()).toMatchObject({
        lessonsCompleted: 1,
        exercisesPassed: 1,
        xp: 30,
        totalProgressPercent: 4,
        courses: [
          {
            courseId: COURSE,
            completed: 1,
            nextLesson: { id: 'c-002', number: 2, title: 'Variables and Data Types' },
          },
        ],
      });
    });

    it('a pass counts the time the lesson was on screen, once, and starts a new view', async () => {
      const { token, userId } = await signedInUser(server);
      const { db } = server.app.database;
      const pass = (lessonId: string) =>
        recordCheck(db, {
          userId,
          courseId: COURSE,
          lessonId,
          passed: true,
          now: new Date(clocked.nowIso()),
        });
      await clocked.progress(token, { action: 'open' });
      // 25 minutes on lesson 1, a failed check on the way, then the pass.
      clocked.advance(20 * 60);
      await recordCheck(db, { userId, courseId: COURSE, lessonId: 'c-001', passed: false });
      clocked.advance(5 * 60);
      await pass('c-001');
      // One more minute, then Next: only that minute is added, with an attempt.
      clocked.advance(60);
      const next = await clocked.progress(token, {
        action: 'next',
        lessonId: 'c-001',
        visibleSeconds: 21_600,
      });
      expect(next.body.lessonsCompleted).toEqual([
        expect.objectContaining({ lessonId: 'c-001', timeSpent: 26, attempts: 2 }),
      ]);
      const seconds = await db
        .selectFrom('lesson_completions')
        .select('time_spent_seconds')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(seconds.time_spent_seconds).toBe(26 * 60);

      // A lesson passed from elsewhere (not the one on screen) completes with no time.
      clocked.advance(600);
      await pass('c-005');
      const after = await clocked.progress(token, { action: 'open' });
      expect(after.body.currentLessonId).toBe('c-002');
      expect(after.body.lessonsCompleted).toEqual([
        expect.objectContaining({ lessonId: 'c-001', timeSpent: 26 }),
        expect.objectContaining({ lessonId: 'c-005', timeSpent: 0, attempts: 1 }),
      ]);
      const summary = await accountSummary(db, userId, '');
      expect(summary.timeInvestedMinutes).toBe(26);
    });

    it('a pass without a record of the course starts one on that lesson', async () => {
      const { token, userId } = await signedInUser(server);
      const { db } = server.app.database;
      await recordCheck(db, { userId, courseId: COURSE, lessonId: 'c-003', passed: true });
      const state = await progress(token, { action: 'open' });
      expect(state.body.currentLessonId).toBe('c-003');
      expect(state.body.lessonsCompleted).toEqual([
        expect.objectContaining({ lessonId: 'c-003', attempts: 1 }),
      ]);
    });

    it('keeps a Pro learner’s wish to hear when a course opens, once, and only their own', async () => {
      const pro = await signedInUser(server);
      const free = await signedInUser(server);
      const { db } = server.app.database;
      await makePro(db, pro.userId);
      const wish = (token: string, body: unknown) => call('course-wishes', body, token);
      const proCourse = catalogueCourses.find((entry) => !entry.available)!;

      const first = await wish(pro.token, { courseId: proCourse.id });
      expect(first.status).toBe(200);
      const saved = (await first.json()) as { courseId: string; createdAt: string };
      expect(saved.courseId).toBe(proCourse.id);
      const again = await wish(pro.token, { courseId: proCourse.id });
      expect(await again.json()).toEqual(saved);
      const rows = await db
        .selectFrom('course_wishes')
        .selectAll()
        .where('course_id', '=', proCourse.id)
        .execute();
      expect(rows.filter((row) => row.user_id === pro.userId)).toHaveLength(1);

      const listed = await fetch(`${server.url}/functions/v1/course-wishes`, {
        headers: { authorization: `Bearer ${pro.token}` },
      });
      expect(await listed.json()).toEqual({ wishes: [saved] });
      const others = await fetch(`${server.url}/functions/v1/course-wishes`, {
        headers: { authorization: `Bearer ${free.token}` },
      });
      expect(await others.json()).toEqual({ wishes: [] });

      const refused = await wish(free.token, { courseId: proCourse.id });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({
        code: 'pro_required',
        message: `The ${proCourse.title} course is part of Pro. See the plans at /pricing.`,
      });
      const open = await wish(pro.token, { courseId: 'c-programming' });
      expect(open.status).toBe(409);
      expect(((await open.json()) as { message: string }).message).toBe(
        'The C Programming course is already open: start it at /learn/c.',
      );
      const unknown = await wish(pro.token, { courseId: 'cobol' });
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as { message: string }).message).toMatch(
        /^There is no course cobol in the catalogue\. The courses coming soon are cpp-programming, /,
      );
      const missing = await wish(pro.token, {});
      expect(missing.status).toBe(400);
      const visitor = await wish(server.app.keys.anonKey, { courseId: proCourse.id });
      expect(visitor.status).toBe(401);
    });
  });
}

describe('which courses need Pro', () => {
  it('follows the catalogue: the C course is free, every other course is Pro', () => {
    expect(requiresPro('c-programming')).toBe(false);
    for (const entry of catalogueCourses) {
      expect(requiresPro(entry.id)).toBe(entry.price === 'Pro');
    }
    expect(requiresPro('a-course-not-in-the-catalogue')).toBe(true);
  });
});

/** A Pro course of the catalogue, given one lesson (the C course's first, renumbered). */
const proEntry = catalogueCourses.find((entry) => entry.price === 'Pro')!;
const proLesson = { ...cCourse.lessons[0]!, id: 'c-901', nextLesson: null };
const proCourse: Course = {
  ...cCourse,
  id: proEntry.id,
  name: proEntry.title,
  totalLessons: 1,
  lessons: [proLesson],
};
const withProCourse: LearningCourses = {
  courses: [...contentCourses.courses, proCourse],
  exerciseKeys: new Map([
    ...contentCourses.exerciseKeys,
    [proLesson.id, exerciseKeys.get(cCourse.lessons[0]!.id)!],
  ]),
};

for (const dialect of testDialects()) {
  describe(`a Pro course [${dialect.name}]`, () => {
    let server: ListeningServer;
    /** The same database, keys and runner, with the learning routes serving the Pro course too. */
    let app: FastifyInstance;
    beforeAll(async () => {
      server = await startListeningServer(dialect, { RUN_RATE_LIMIT: '1000' });
      app = Fastify({ logger: false });
      app.decorate('config', server.app.config);
      app.decorate('database', server.app.database);
      app.decorate('keys', server.app.keys);
      app.decorate('runner', server.app.runner);
      app.decorate('mailer', server.app.mailer);
      registerErrorHandler(app);
      registerJsonBodies(app);
      await registerProgressRoutes(app, { courses: withProCourse });
      await registerRunRoutes(app, server.app.runner, { courses: withProCourse });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await server.close();
    });

    const call = (url: string, body: unknown, token: string, method: 'POST' | 'PUT' = 'POST') =>
      app.inject({
        method,
        url: `/functions/v1/${url}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const requests = (token: string) =>
      [
        call('progress', { courseId: proCourse.id, action: 'open' }, token),
        call(
          'lesson-draft',
          { lessonId: proLesson.id, kind: 'example', code: 'int main(void) { return 0; }\n' },
          token,
          'PUT',
        ),
        call(
          'check-exercise',
          { lessonId: proLesson.id, code: exerciseKeys.get(cCourse.lessons[0]!.id)!.solution },
          token,
        ),
      ] as const;
    const refusal = {
      error: 'Forbidden',
      code: 'pro_required',
      message: COURSE_NEEDS_PRO(proEntry.title),
    };

    it('refuses a Free learner and a visitor with 403 pro_required, and records nothing', async () => {
      const free = await signedInUser(server);
      for (const response of await Promise.all(requests(free.token))) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(refusal);
      }
      expect(COURSE_NEEDS_PRO(proEntry.title)).toBe(
        `The ${proEntry.title} course is part of Pro. See the plans at /pricing.`,
      );
      const visitor = await call(
        'check-exercise',
        { lessonId: proLesson.id, code: 'int main(void) { return 0; }\n' },
        server.app.keys.anonKey,
      );
      expect(visitor.statusCode).toBe(403);
      expect(visitor.json()).toEqual(refusal);
      const { db } = server.app.database;
      for (const table of ['course_progress', 'lesson_drafts', 'exercise_completions'] as const) {
        const rows = await db
          .selectFrom(table)
          .select('user_id')
          .where('user_id', '=', free.userId)
          .execute();
        expect(rows).toEqual([]);
      }
    });

    it('serves a Pro or Enterprise learner, and the free C course to everyone', async () => {
      for (const plan of ['pro', 'enterprise'] as const) {
        const learner = await signedInUser(server);
        await makePro(server.app.database.db, learner.userId, plan);
        const [opened, draft, check] = await Promise.all(requests(learner.token));
        expect(opened.statusCode).toBe(200);
        expect(opened.json()).toMatchObject({
          courseId: proCourse.id,
          currentLessonId: proLesson.id,
        });
        expect(draft.statusCode).toBe(200);
        expect(check.statusCode).toBe(200);
        expect(check.json()).toMatchObject({ passed: true, recorded: { attempts: 1 } });
      }
      const free = await signedInUser(server);
      const cCourseOpened = await call(
        'progress',
        { courseId: 'c-programming', action: 'open' },
        free.token,
      );
      expect(cCourseOpened.statusCode).toBe(200);
    }, 30_000);

    it('refuses a Pro learner again once the subscription is canceled', async () => {
      const learner = await signedInUser(server);
      await makePro(server.app.database.db, learner.userId, 'pro', 'canceled');
      const response = await call(
        'progress',
        { courseId: proCourse.id, action: 'open' },
        learner.token,
      );
      expect(response.statusCode).toBe(403);
    });
  });
}
