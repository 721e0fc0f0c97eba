import type { Kysely } from 'kysely';
import {
  completionPercent,
  firstLessonOf,
  minutesOf,
  nextLesson,
  previousLesson,
  ProgressRuleError,
  repeatCompletion,
  selectLesson,
} from '../../../domain/course-progress';
import type { CourseProgress, ProgressRequest } from '../../../domain/learning-api';
import type { Course } from '../../../domain/learning';
import { nowIso } from '../../auth/users';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';

type Db = Kysely<Database>;

/** The learner's record of one course with its completions, as SPEC §3 names them. */
export async function readProgress(
  db: Db,
  userId: string,
  course: Course,
): Promise<CourseProgress | null> {
  const [record, lessons, exercises] = await Promise.all([
    db
      .selectFrom('course_progress')
      .selectAll()
      .where('user_id', '=', userId)
      .where('course_id', '=', course.id)
      .executeTakeFirst(),
    db
      .selectFrom('lesson_completions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('course_id', '=', course.id)
      .orderBy('completed_at')
      .execute(),
    db
      .selectFrom('exercise_completions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('course_id', '=', course.id)
      .where('first_passed_at', 'is not', null)
      .orderBy('first_passed_at')
      .execute(),
  ]);
  if (!record) return null;
  return {
    courseId: course.id,
    currentLessonId: record.current_lesson_id,
    lessonsCompleted: lessons.map((row) => ({
      lessonId: row.lesson_id,
      completed: true,
      completedAt: row.completed_at,
      timeSpent: row.time_spent_minutes,
      attempts: row.attempts,
    })),
    exercisesPassed: exercises.map((row) => ({
      lessonId: row.lesson_id,
      firstPassedAt: row.first_passed_at ?? row.last_checked_at,
      attempts: row.attempts,
    })),
    totalTimeSpent: lessons.reduce((sum, row) => sum + row.time_spent_minutes, 0),
    startedAt: record.started_at,
    lastAccessedAt: record.last_accessed_at,
    percent: completionPercent(lessons.length, course.totalLessons),
  };
}

function asHttpError(error: unknown): never {
  if (error instanceof ProgressRuleError) {
    throw new HttpError(error.kind === 'unknown_lesson' ? 404 : 409, error.kind, error.message);
  }
  throw error;
}

/**
 * Applies one SPEC §4 transition to a signed-in learner's record. Opening (or any first action)
 * creates the record with the first lesson current.
 */
export async function applyProgress(
  db: Db,
  userId: string,
  course: Course,
  request: ProgressRequest,
): Promise<void> {
  const lessonIds = course.lessons.map((lesson) => lesson.id);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const record = await trx
      .selectFrom('course_progress')
      .select('current_lesson_id')
      .where('user_id', '=', userId)
      .where('course_id', '=', course.id)
      .executeTakeFirst();
    let current = record?.current_lesson_id ?? firstLessonOf(lessonIds);
    if (!record) {
      await trx
        .insertInto('course_progress')
        .values({
          user_id: userId,
          course_id: course.id,
          current_lesson_id: current,
          started_at: now,
          last_accessed_at: now,
        })
        .execute();
    }
    try {
      if (request.action === 'select') current = selectLesson(lessonIds, request.lessonId);
      if (request.action === 'previous') {
        current = previousLesson(lessonIds, current, request.lessonId);
      }
      if (request.action === 'next') {
        const step = nextLesson(lessonIds, current, request.lessonId);
        await completeLesson(trx, {
          userId,
          courseId: course.id,
          lessonId: step.completes,
          minutes: minutesOf(request.visibleSeconds),
          now,
        });
        current = step.current;
      }
    } catch (error) {
      asHttpError(error);
    }
    await trx
      .updateTable('course_progress')
      .set({ current_lesson_id: current, last_accessed_at: now })
      .where('user_id', '=', userId)
      .where('course_id', '=', course.id)
      .execute();
  });
}

async function completeLesson(
  db: Db,
  input: { userId: string; courseId: string; lessonId: string; minutes: number; now: string },
): Promise<void> {
  const keys = { user_id: input.userId, course_id: input.courseId, lesson_id: input.lessonId };
  const previous = await db
    .selectFrom('lesson_completions')
    .select(['time_spent_minutes', 'attempts'])
    .where('user_id', '=', keys.user_id)
    .where('course_id', '=', keys.course_id)
    .where('lesson_id', '=', keys.lesson_id)
    .executeTakeFirst();
  if (!previous) {
    await db
      .insertInto('lesson_completions')
      .values({
        ...keys,
        completed_at: input.now,
        time_spent_minutes: input.minutes,
        attempts: 1,
      })
      .execute();
    return;
  }
  const repeat = repeatCompletion(
    { timeSpent: previous.time_spent_minutes, attempts: previous.attempts },
    input.minutes,
  );
  await db
    .updateTable('lesson_completions')
    .set({ time_spent_minutes: repeat.timeSpent, attempts: repeat.attempts })
    .where('user_id', '=', keys.user_id)
    .where('course_id', '=', keys.course_id)
    .where('lesson_id', '=', keys.lesson_id)
    .execute();
}
