import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { courseLearnersSchema } from '@domain/catalogue';
import { describeEachDatabase } from '@tests/helpers/databases';
import { insertLearner } from '@tests/helpers/users';
import { countCourseLearners } from '@server/learning/learner-counts';
import { COURSE_LEARNERS_MAX_AGE_MS, registerCourseLearnerCounts } from './routes';

const C = 'c-programming';
const OTHER = 'other-course';
const NOW = '2026-11-20T16:00:00.000Z';

describeEachDatabase('course learner counts', (database) => {
  const db = () => database.handle.db;

  async function started(userId: string, courseId: string) {
    await db()
      .insertInto('course_progress')
      .values({
        user_id: userId,
        course_id: courseId,
        current_lesson_id: 'c-001',
        started_at: NOW,
        last_accessed_at: NOW,
      })
      .execute();
  }

  async function completed(userId: string, courseId: string, lessonId: string) {
    await db()
      .insertInto('lesson_completions')
      .values({
        user_id: userId,
        course_id: courseId,
        lesson_id: lessonId,
        completed_at: NOW,
        time_spent_minutes: 5,
        attempts: 1,
      })
      .execute();
  }

  async function checked(userId: string, courseId: string, lessonId: string) {
    await db()
      .insertInto('exercise_completions')
      .values({
        user_id: userId,
        course_id: courseId,
        lesson_id: lessonId,
        attempts: 1,
        first_passed_at: null,
        last_checked_at: NOW,
      })
      .execute();
  }

  it('counts nobody before anyone has started, and every course asked for', async () => {
    expect(await countCourseLearners(db(), [C, OTHER])).toEqual({
      courses: [
        { courseId: C, learners: 0 },
        { courseId: OTHER, learners: 0 },
      ],
    });
  });

  it('counts each learner with any progress row in the course once', async () => {
    // Every kind of row, several of them: still one learner.
    const busy = await insertLearner(db());
    await started(busy, C);
    await completed(busy, C, 'c-001');
    await completed(busy, C, 'c-002');
    await checked(busy, C, 'c-001');
    // Only a checked exercise, or only a completed lesson, counts too.
    const checker = await insertLearner(db());
    await checked(checker, C, 'c-003');
    const completer = await insertLearner(db());
    await completed(completer, C, 'c-001');
    // A learner of another course, and one with no progress at all, do not count for C.
    const elsewhere = await insertLearner(db());
    await started(elsewhere, OTHER);
    await insertLearner(db());

    expect(await countCourseLearners(db(), [C, OTHER])).toEqual({
      courses: [
        { courseId: C, learners: 3 },
        { courseId: OTHER, learners: 1 },
      ],
    });
  });

  it('stops counting a learner whose account is deleted', async () => {
    const leaving = await insertLearner(db());
    await started(leaving, OTHER);
    expect((await countCourseLearners(db(), [OTHER])).courses[0]?.learners).toBe(2);
    await db().deleteFrom('users').where('id', '=', leaving).execute();
    expect((await countCourseLearners(db(), [OTHER])).courses[0]?.learners).toBe(1);
  });

  it('answers GET /functions/v1/course-learners with the counts and nothing else', async () => {
    const app = Fastify({ logger: false });
    app.decorate('database', database.handle);
    registerCourseLearnerCounts(app, [C]);
    await app.ready();
    try {
      const response = await app.inject({ method: 'GET', url: '/functions/v1/course-learners' });
      expect(response.statusCode).toBe(200);
      const body: unknown = response.json();
      expect(courseLearnersSchema.parse(body)).toEqual({ courses: [{ courseId: C, learners: 3 }] });
      expect(body).toEqual({ courses: [{ courseId: C, learners: 3 }] });
    } finally {
      await app.close();
    }
  });
  it('counts at most once a minute, however many views ask in between', async () => {
    let now = Date.parse(NOW);
    const app = Fastify({ logger: false });
    app.decorate('database', database.handle);
    registerCourseLearnerCounts(app, [OTHER], () => new Date(now));
    await app.ready();
    const learners = async () => {
      const response = await app.inject({ method: 'GET', url: '/functions/v1/course-learners' });
      expect(response.statusCode).toBe(200);
      return courseLearnersSchema.parse(response.json()).courses[0]?.learners;
    };
    try {
      const before = await learners();
      await started(await insertLearner(db()), OTHER);
      now += COURSE_LEARNERS_MAX_AGE_MS - 1;
      expect(await learners()).toBe(before);
      now += 1;
      expect(await learners()).toBe(before! + 1);
    } finally {
      await app.close();
    }
  });
});
