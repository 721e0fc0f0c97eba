/*
 * SPEC §4 lesson progress as pure rules: where a course starts, what Next, Previous and choosing
 * a lesson do, and how time and percent are counted. The server applies them to a signed-in
 * learner's record; the web app uses the same rules for what it shows.
 */

/** What a transition may not do, with the words the learner reads. */
export class ProgressRuleError extends Error {
  constructor(
    readonly kind: 'unknown_lesson' | 'not_current' | 'at_start',
    message: string,
  ) {
    super(message);
    this.name = 'ProgressRuleError';
  }
}

/** Opening a course without progress makes its first lesson current. */
export function firstLessonOf(lessonIds: readonly string[]): string {
  const first = lessonIds[0];
  if (first === undefined) throw new Error('A course without lessons cannot be started');
  return first;
}

/** SPEC §9: time spent is kept in rounded minutes. */
export function minutesOf(visibleSeconds: number): number {
  return Math.round(Math.max(0, visibleSeconds) / 60);
}

/** Completed lessons over all lessons, rounded (SPEC §4). */
export function completionPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(completed, total) / total) * 100);
}

function indexOf(lessonIds: readonly string[], lessonId: string): number {
  const index = lessonIds.indexOf(lessonId);
  if (index < 0) {
    throw new ProgressRuleError(
      'unknown_lesson',
      `There is no lesson ${lessonId} in this course. Pick a lesson from the list.`,
    );
  }
  return index;
}

function requireCurrent(currentLessonId: string, lessonId: string): void {
  if (currentLessonId !== lessonId) {
    throw new ProgressRuleError(
      'not_current',
      `You are on lesson ${currentLessonId}, not ${lessonId}: another tab may have moved on. Reload the page and try again.`,
    );
  }
}

/**
 * Next completes the current lesson and moves to the one after it. On the last lesson it
 * completes the course and stays there.
 */
export function nextLesson(
  lessonIds: readonly string[],
  currentLessonId: string,
  lessonId: string,
): { completes: string; current: string } {
  const index = indexOf(lessonIds, lessonId);
  requireCurrent(currentLessonId, lessonId);
  return { completes: lessonId, current: lessonIds[index + 1] ?? lessonId };
}

/** Previous only moves the current lesson back; nothing is completed or undone. */
export function previousLesson(
  lessonIds: readonly string[],
  currentLessonId: string,
  lessonId: string,
): string {
  const index = indexOf(lessonIds, lessonId);
  requireCurrent(currentLessonId, lessonId);
  const previous = lessonIds[index - 1];
  if (previous === undefined) {
    throw new ProgressRuleError('at_start', 'This is the first lesson: there is none before it.');
  }
  return previous;
}

/** Choosing a lesson in the list makes it current. */
export function selectLesson(lessonIds: readonly string[], lessonId: string): string {
  indexOf(lessonIds, lessonId);
  return lessonId;
}

/** A lesson completed again adds its time and one attempt (SPEC §4). */
export function repeatCompletion(
  previous: { timeSpent: number; attempts: number },
  minutes: number,
): { timeSpent: number; attempts: number } {
  return { timeSpent: previous.timeSpent + minutes, attempts: previous.attempts + 1 };
}
