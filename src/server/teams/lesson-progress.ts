import type { Kysely } from 'kysely';
import type { Course } from '@domain/learning';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

export interface LessonProgressRow {
  courseId: string;
  lessonId: string;
  title: string;
  /** The lesson's first completion, or null. */
  completedAt: string | null;
  /** The first pass of the lesson's exercise, or null. */
  exercisePassedAt: string | null;
}

/**
 * Each person's completion of every lesson of `courses`, in course order: two queries for all of
 * them (a page of the team API holds up to 100 people).
 */
export async function lessonProgressOf(
  db: Db,
  userIds: readonly string[],
  courses: readonly Course[],
): Promise<Map<string, LessonProgressRow[]>> {
  const result = new Map<string, LessonProgressRow[]>();
  if (userIds.length === 0) return result;
  const ids = [...userIds];
  const [completions, passes] = await Promise.all([
    db
      .selectFrom('lesson_completions')
      .select(['user_id', 'course_id', 'lesson_id', 'completed_at'])
      .where('user_id', 'in', ids)
      .execute(),
    db
      .selectFrom('exercise_completions')
      .select(['user_id', 'course_id', 'lesson_id', 'first_passed_at'])
      .where('user_id', 'in', ids)
      .where('first_passed_at', 'is not', null)
      .execute(),
  ]);
  const key = (userId: string, courseId: string, lessonId: string) =>
    `${userId}\u0000${courseId}\u0000${lessonId}`;
  const completedAt = new Map(
    completions.map((row) => [key(row.user_id, row.course_id, row.lesson_id), row.completed_at]),
  );
  const passedAt = new Map(
    passes.map((row) => [key(row.user_id, row.course_id, row.lesson_id), row.first_passed_at]),
  );
  for (const userId of ids) {
    result.set(
      userId,
      courses.flatMap((course) =>
        course.lessons.map((lesson) => ({
          courseId: course.id,
          lessonId: lesson.id,
          title: lesson.title,
          completedAt: completedAt.get(key(userId, course.id, lesson.id)) ?? null,
          exercisePassedAt: passedAt.get(key(userId, course.id, lesson.id)) ?? null,
        })),
      ),
    );
  }
  return result;
}
