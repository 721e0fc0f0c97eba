import type { Kysely } from 'kysely';
import {
  firstLessonOf,
  type CompletedBy,
  lessonViewSeconds,
  minutesOf,
  movedMeanwhile,
  nextLesson,
  previousLesson,
  ProgressRuleError,
  repeatCompletion,
  selectLesson,
} from '@domain/course-progress';
import type { CourseProgress, ProgressRequest } from '@domain/learning-api';
import type { Course } from '@domain/learning';
import { courseProgressFromRows } from '@domain/progress-rows';
import { learnerTimeZone } from '../account/time-zone';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

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
  return courseProgressFromRows(course, { record, lessons, exercises });
}

function asHttpError(error: unknown): never {
  if (error instanceof ProgressRuleError) {
    throw new HttpError(error.kind === 'unknown_lesson' ? 404 : 409, error.kind, error.message);
  }
  throw error;
}

/**
 * Applies one SPEC §4 transition to a signed-in learner's record. Opening (or any first action)
 * creates the record with the first lesson current. Every move starts a new view of the current
 * lesson at `now` (last_accessed_at); Next credits the lesson with the time since then, as
 * lessonViewSeconds bounds it, so time comes from the server's clock and never adds up past it.
 */
export async function applyProgress(
  db: Db,
  userId: string,
  course: Course,
  request: ProgressRequest,
  now: Date = new Date(),
): Promise<void> {
  const lessonIds = course.lessons.map((lesson) => lesson.id);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const record = await trx
      .selectFrom('course_progress')
      .select(['current_lesson_id', 'last_accessed_at'])
      .where('user_id', '=', userId)
      .where('course_id', '=', course.id)
      .executeTakeFirst();
    let current = record?.current_lesson_id ?? firstLessonOf(lessonIds);
    const shownAt = record?.last_accessed_at ?? at;
    if (!record) {
      await trx
        .insertInto('course_progress')
        .values({
          user_id: userId,
          course_id: course.id,
          current_lesson_id: current,
          started_at: at,
          last_accessed_at: at,
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
        // Claims this view: of two Next at once, only one finds it unchanged and counts it.
        const claimed = await trx
          .updateTable('course_progress')
          .set({ current_lesson_id: step.current, last_accessed_at: at })
          .where('user_id', '=', userId)
          .where('course_id', '=', course.id)
          .where('current_lesson_id', '=', step.completes)
          .where('last_accessed_at', '=', shownAt)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw movedMeanwhile(step.completes);
        await completeLesson(trx, {
          userId,
          courseId: course.id,
          lessonId: step.completes,
          seconds: lessonViewSeconds({ shownAt, now, visibleSeconds: request.visibleSeconds }),
          at,
          timeZone: await learnerTimeZone(trx, userId),
          by: 'next',
        });
        current = step.current;
      }
    } catch (error) {
      asHttpError(error);
    }
    await trx
      .updateTable('course_progress')
      .set({ current_lesson_id: current, last_accessed_at: at })
      .where('user_id', '=', userId)
      .where('course_id', '=', course.id)
      .execute();
  });
}

/**
 * A first pass of a lesson's exercise completes the lesson too (Next still does, SPEC §4). The
 * completion keeps the pass's instant and the learner's zone, as Next's does. When the lesson is
 * the one on screen, its view so far counts (the server's measure, capped like Next's: a pass
 * is work, not a tab left open) and a new view begins, so a later Next counts only what follows.
 * A learner with no record of the course gets one, on this lesson. Run inside the transaction
 * that records the pass.
 */
export async function completeLessonByPass(
  db: Db,
  input: { userId: string; courseId: string; lessonId: string; now: Date; timeZone: string },
): Promise<void> {
  const at = input.now.toISOString();
  const record = await db
    .selectFrom('course_progress')
    .select(['current_lesson_id', 'last_accessed_at'])
    .where('user_id', '=', input.userId)
    .where('course_id', '=', input.courseId)
    .executeTakeFirst();
  let seconds = 0;
  if (!record) {
    await db
      .insertInto('course_progress')
      .values({
        user_id: input.userId,
        course_id: input.courseId,
        current_lesson_id: input.lessonId,
        started_at: at,
        last_accessed_at: at,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
      .execute();
  } else if (record.current_lesson_id === input.lessonId) {
    // Claims the view, as Next does: a Next at the same moment counts it, or this pass does.
    const claimed = await db
      .updateTable('course_progress')
      .set({ last_accessed_at: at })
      .where('user_id', '=', input.userId)
      .where('course_id', '=', input.courseId)
      .where('current_lesson_id', '=', input.lessonId)
      .where('last_accessed_at', '=', record.last_accessed_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) {
      seconds = lessonViewSeconds({ shownAt: record.last_accessed_at, now: input.now });
    }
  }
  await completeLesson(db, {
    userId: input.userId,
    courseId: input.courseId,
    lessonId: input.lessonId,
    seconds,
    at,
    timeZone: input.timeZone,
    by: 'pass',
  });
}

/** Completes a lesson: the first completion keeps its instant and zone; see repeatCompletion. */
async function completeLesson(
  db: Db,
  input: {
    userId: string;
    courseId: string;
    lessonId: string;
    seconds: number;
    at: string;
    timeZone: string;
    by: CompletedBy;
  },
): Promise<void> {
  const keys = { user_id: input.userId, course_id: input.courseId, lesson_id: input.lessonId };
  const find = () =>
    db
      .selectFrom('lesson_completions')
      .select(['time_spent_seconds', 'attempts'])
      .where((eb) => eb.and(keys))
      .executeTakeFirst();
  let previous = await find();
  if (!previous) {
    // A pass and a Next of the same lesson at once: the second finds the first's completion.
    const inserted = await db
      .insertInto('lesson_completions')
      .values({
        ...keys,
        completed_at: input.at,
        time_zone: input.timeZone,
        time_spent_seconds: input.seconds,
        time_spent_minutes: minutesOf(input.seconds),
        attempts: 1,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'course_id', 'lesson_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return;
    previous = await find();
    if (!previous) throw new Error('The lesson completion vanished after it was written');
  }
  const repeat = repeatCompletion(
    { seconds: previous.time_spent_seconds, attempts: previous.attempts },
    input.seconds,
    input.by,
  );
  if (repeat.seconds === previous.time_spent_seconds && repeat.attempts === previous.attempts) {
    return;
  }
  await db
    .updateTable('lesson_completions')
    .set({
      time_spent_seconds: repeat.seconds,
      time_spent_minutes: minutesOf(repeat.seconds),
      attempts: repeat.attempts,
    })
    .where((eb) => eb.and(keys))
    .execute();
}
