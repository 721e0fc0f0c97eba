import { completionPercent, investedMinutes } from './course-progress';
import type { CourseProgress } from './learning-api';

/*
 * A learner's progress in a course, made from the rows of course_progress, lesson_completions
 * and exercise_completions: the server reads them from its database, the learn page through
 * /rest/v1, and both make the same CourseProgress of them here.
 */

/** The learner's row of course_progress, with the columns /rest/v1 serves. */
export interface CourseProgressRow {
  current_lesson_id: string;
  started_at: string;
  last_accessed_at: string;
}

/** One of the learner's rows of lesson_completions, with the columns /rest/v1 serves. */
export interface LessonCompletionRow {
  lesson_id: string;
  completed_at: string;
  /** The lesson's time in rounded minutes. */
  time_spent_minutes: number;
  attempts: number;
  /** The exact seconds behind the minutes: the server has them, /rest/v1 does not serve them. */
  time_spent_seconds?: number;
}

/** One of the learner's rows of exercise_completions, with the columns /rest/v1 serves. */
export interface ExerciseCompletionRow {
  lesson_id: string;
  attempts: number;
  /** null while the exercise has been checked but never passed. */
  first_passed_at: string | null;
}

export interface ProgressRows {
  record: CourseProgressRow;
  /** In the order they were completed. */
  lessons: readonly LessonCompletionRow[];
  /** In the order they were first passed. */
  exercises: readonly ExerciseCompletionRow[];
}

/**
 * The total time of the completed lessons in minutes: the exact seconds summed then rounded
 * (investedMinutes) when every row has them, else the lessons' rounded minutes summed.
 */
function totalMinutes(lessons: readonly LessonCompletionRow[]): number {
  const seconds = lessons.map((row) => row.time_spent_seconds);
  if (seconds.every((value): value is number => value !== undefined)) {
    return investedMinutes(seconds);
  }
  return lessons.reduce((sum, row) => sum + row.time_spent_minutes, 0);
}

/** SPEC §3 course progress of one course from the learner's rows; exercises never passed are left out. */
export function courseProgressFromRows(
  course: { id: string; totalLessons: number },
  rows: ProgressRows,
): CourseProgress {
  return {
    courseId: course.id,
    currentLessonId: rows.record.current_lesson_id,
    lessonsCompleted: rows.lessons.map((row) => ({
      lessonId: row.lesson_id,
      completed: true,
      completedAt: row.completed_at,
      timeSpent: row.time_spent_minutes,
      attempts: row.attempts,
    })),
    exercisesPassed: rows.exercises.flatMap((row) =>
      row.first_passed_at
        ? [{ lessonId: row.lesson_id, firstPassedAt: row.first_passed_at, attempts: row.attempts }]
        : [],
    ),
    totalTimeSpent: totalMinutes(rows.lessons),
    startedAt: rows.record.started_at,
    lastAccessedAt: rows.record.last_accessed_at,
    percent: completionPercent(rows.lessons.length, course.totalLessons),
  };
}
