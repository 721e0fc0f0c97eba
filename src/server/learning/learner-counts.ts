import type { Kysely } from 'kysely';
import type { CourseLearners } from '@domain/catalogue';
import type { Database } from '../db/schema';

/**
 * How many learners have started each course: distinct learners with any progress row in it
 * (the course record, a completed lesson or a checked exercise). Courses nobody started count 0.
 */
export async function countCourseLearners(
  db: Kysely<Database>,
  courseIds: readonly string[],
): Promise<CourseLearners> {
  if (courseIds.length === 0) return { courses: [] };
  const ids = [...courseIds];
  // UNION keeps each (learner, course) pair once, however many rows a learner has.
  const pairs = db
    .selectFrom('course_progress')
    .select(['user_id', 'course_id'])
    .where('course_id', 'in', ids)
    .union(
      db
        .selectFrom('lesson_completions')
        .select(['user_id', 'course_id'])
        .where('course_id', 'in', ids),
    )
    .union(
      db
        .selectFrom('exercise_completions')
        .select(['user_id', 'course_id'])
        .where('course_id', 'in', ids),
    );
  const rows = await db
    .selectFrom(pairs.as('started'))
    .select([
      'started.course_id',
      (eb) => eb.fn.countAll<number | string | bigint>().as('learners'),
    ])
    .groupBy('started.course_id')
    .execute();
  const counted = new Map(rows.map((row) => [row.course_id, Number(row.learners)]));
  return {
    courses: ids.map((courseId) => ({ courseId, learners: counted.get(courseId) ?? 0 })),
  };
}
