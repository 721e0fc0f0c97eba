import { expect, it } from 'vitest';
import { describeEachDatabase } from '@tests/helpers/databases';
import { insertLearner } from '@tests/helpers/users';
import { down, up } from './0013_course_wishes_used_links_passed_lessons';

describeEachDatabase('migration 0013: course wishes, used links, passed lessons', (database) => {
  it('completes the lessons of exercises passed before, at the pass and in its zone', async () => {
    const db = database.handle.db;
    await down(db as never);
    const pass = (userId: string, lessonId: string, at: string | null, zone = 'UTC') =>
      db
        .insertInto('exercise_completions')
        .values({
          user_id: userId,
          course_id: 'c-programming',
          lesson_id: lessonId,
          attempts: 2,
          first_passed_at: at,
          time_zone: zone,
          last_checked_at: at ?? '2026-11-21T10:00:00.000Z',
        })
        .execute();
    // A learner who opened the course, passed two exercises and pressed Next on one of them.
    const reader = await insertLearner(db);
    await db
      .insertInto('course_progress')
      .values({
        user_id: reader,
        course_id: 'c-programming',
        current_lesson_id: 'c-004',
        started_at: '2026-11-20T09:00:00.000Z',
        last_accessed_at: '2026-11-21T12:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('lesson_completions')
      .values({
        user_id: reader,
        course_id: 'c-programming',
        lesson_id: 'c-001',
        completed_at: '2026-11-20T10:00:00.000Z',
        time_zone: 'America/Los_Angeles',
        time_spent_minutes: 12,
        time_spent_seconds: 720,
        attempts: 1,
      })
      .execute();
    await pass(reader, 'c-001', '2026-11-20T09:50:00.000Z', 'America/Los_Angeles');
    await pass(reader, 'c-002', '2026-11-21T11:00:00.000Z', 'America/New_York');
    await pass(reader, 'c-003', null);
    // A learner who only ever checked exercises: no record of the course.
    const checker = await insertLearner(db);
    await pass(checker, 'c-002', '2026-11-21T08:00:00.000Z');
    await pass(checker, 'c-005', '2026-11-21T09:00:00.000Z');

    await up(db as never);

    const lessons = await db
      .selectFrom('lesson_completions')
      .select([
        'user_id',
        'lesson_id',
        'completed_at',
        'time_zone',
        'time_spent_seconds',
        'attempts',
      ])
      .where('user_id', 'in', [reader, checker])
      .orderBy('user_id')
      .orderBy('lesson_id')
      .execute();
    const of = (userId: string) =>
      lessons.filter((row) => row.user_id === userId).map(({ user_id: _, ...row }) => row);
    expect(of(reader)).toEqual([
      {
        lesson_id: 'c-001',
        completed_at: '2026-11-20T10:00:00.000Z',
        time_zone: 'America/Los_Angeles',
        time_spent_seconds: 720,
        attempts: 1,
      },
      {
        lesson_id: 'c-002',
        completed_at: '2026-11-21T11:00:00.000Z',
        time_zone: 'America/New_York',
        time_spent_seconds: 0,
        attempts: 1,
      },
    ]);
    expect(of(checker).map((row) => row.lesson_id)).toEqual(['c-002', 'c-005']);

    const records = await db
      .selectFrom('course_progress')
      .select(['user_id', 'current_lesson_id', 'started_at'])
      .where('user_id', 'in', [reader, checker])
      .execute();
    expect(records).toHaveLength(2);
    expect(records.find((row) => row.user_id === reader)?.current_lesson_id).toBe('c-004');
    expect(records.find((row) => row.user_id === checker)).toMatchObject({
      current_lesson_id: 'c-005',
      started_at: '2026-11-21T09:00:00.000Z',
    });

    // The new table and column are there.
    await db
      .insertInto('course_wishes')
      .values({ user_id: checker, course_id: 'rust-programming', created_at: '2026-11-22' })
      .execute();
    const tokens = await db.selectFrom('one_time_tokens').select('used_at').execute();
    expect(tokens).toEqual([]);
  });
});
