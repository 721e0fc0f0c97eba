import type { LessonOutline } from '@content/courses/lesson-parts';

/** SPEC §2 and §9: the list shows the first 10 lessons; the daily link picks among the first 5. */
export const LESSONS_LISTED = 10;
export const DAILY_LESSON_POOL = 5;

/** SPEC §4: the daily challenge from the lesson screen opens a random lesson of the first five. */
export function randomDailyLesson<T extends LessonOutline>(
  lessons: readonly T[],
  random = Math.random,
): T {
  const pool = lessons.slice(0, DAILY_LESSON_POOL);
  const lesson = pool[Math.floor(random() * pool.length)] ?? lessons[0];
  if (!lesson) throw new Error('A course without lessons has no daily lesson');
  return lesson;
}

/**
 * The lesson to show: the one in the address, else the learner's current one, else the first.
 * Undefined when the address names a lesson the course does not have (Course Not Found).
 */
export function lessonToShow<T extends LessonOutline>(
  lessons: readonly T[],
  requested: string | null,
  current: string | null,
): T | undefined {
  if (requested !== null) return lessons.find((lesson) => lesson.id === requested);
  return lessons.find((lesson) => lesson.id === current) ?? lessons[0];
}

/** The lessons before and after, for Previous and Next (null at the ends). */
export function neighbours<T extends LessonOutline>(lessons: readonly T[], lessonId: string) {
  const index = lessons.findIndex((lesson) => lesson.id === lessonId);
  return { previous: lessons[index - 1] ?? null, next: lessons[index + 1] ?? null };
}
