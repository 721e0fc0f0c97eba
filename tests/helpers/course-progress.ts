// A learner's progress through the C course written straight to the database, as the progress
// and check-exercise functions would have written it.
import type { Kysely } from 'kysely';
import { cCourse } from '@content/course-c';
import type { Database } from '@server/db/schema';

const AT = '2026-11-27T09:00:00.000Z';

/** Completes the course's first `count` lessons, each after 30 minutes. */
export async function completeLessons(
  db: Kysely<Database>,
  userId: string,
  count = cCourse.lessons.length,
): Promise<void> {
  for (const lesson of cCourse.lessons.slice(0, count)) {
    await db
      .insertInto('lesson_completions')
      .values({
        user_id: userId,
        course_id: cCourse.id,
        lesson_id: lesson.id,
        completed_at: AT,
        time_spent_minutes: 30,
        time_spent_seconds: 1800,
        attempts: 1,
      })
      .execute();
  }
}

/** Marks the exercises of these lessons (all by default) passed on the server. */
export async function passExercises(
  db: Kysely<Database>,
  userId: string,
  lessonIds: readonly string[] = cCourse.lessons.map((lesson) => lesson.id),
): Promise<void> {
  for (const lessonId of lessonIds) {
    await db
      .insertInto('exercise_completions')
      .values({
        user_id: userId,
        course_id: cCourse.id,
        lesson_id: lessonId,
        attempts: 1,
        first_passed_at: AT,
        last_checked_at: AT,
      })
      .execute();
  }
}
