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

/** SPEC §9: time spent is shown in rounded minutes (of a lesson's seconds, summed exactly). */
export function minutesOf(seconds: number): number {
  return Math.round(Math.max(0, seconds) / 60);
}

/**
 * The most one view of a lesson counts, however long it stays open. The lessons' estimates are
 * under an hour, so a slow reader has room, while a tab left open overnight is not study time.
 */
export const MAX_LESSON_VIEW_SECONDS = 2 * 60 * 60;

/**
 * Seconds a view of a lesson counts when Next (or a first pass of its exercise) completes it: the
 * time the server's clock measured since the move that showed the lesson (`shownAt`), at most
 * MAX_LESSON_VIEW_SECONDS, and no more than the page says it was visible when it says so (a tab
 * in the background is not study time). A client can lower it, never raise it past the time that
 * has passed.
 */
export function lessonViewSeconds(view: {
  shownAt: string;
  now: Date;
  visibleSeconds?: number;
}): number {
  const elapsed = Math.floor((view.now.getTime() - Date.parse(view.shownAt)) / 1000);
  if (!Number.isFinite(elapsed)) return 0;
  const visible = view.visibleSeconds ?? MAX_LESSON_VIEW_SECONDS;
  return Math.max(0, Math.min(elapsed, MAX_LESSON_VIEW_SECONDS, visible));
}

/**
 * The time a learner has invested, in rounded minutes (SPEC §9) of every lesson's seconds summed
 * exactly: lessons of a few seconds each add up instead of each rounding down to nothing.
 */
export function investedMinutes(lessonSeconds: Iterable<number>): number {
  let total = 0;
  for (const seconds of lessonSeconds) total += Math.max(0, seconds);
  return minutesOf(total);
}

/**
 * The lesson a learner goes on with: the current one until it is completed, then the first one
 * after it still to do (from the start again past the end). Null once every lesson is completed.
 */
export function lessonToContinue(
  lessonIds: readonly string[],
  currentLessonId: string,
  completedLessonIds: Iterable<string>,
): string | null {
  const completed = new Set(completedLessonIds);
  const start = Math.max(0, lessonIds.indexOf(currentLessonId));
  for (let step = 0; step < lessonIds.length; step++) {
    const lessonId = lessonIds[(start + step) % lessonIds.length]!;
    if (!completed.has(lessonId)) return lessonId;
  }
  return null;
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

/** Two moves at once from two tabs: the one that finds the lesson's view taken is refused. */
export function movedMeanwhile(lessonId: string): ProgressRuleError {
  return new ProgressRuleError(
    'not_current',
    `Lesson ${lessonId} was moved on from another tab at the same moment. Reload the page and try again.`,
  );
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

/** What completes a lesson: Next (SPEC §4), or the first pass of the lesson's exercise. */
export type CompletedBy = 'next' | 'pass';

/**
 * A lesson completed again adds its time (in seconds), and one attempt when Next completes it
 * (SPEC §4). A pass of its exercise after the lesson was completed adds the view's time only.
 */
export function repeatCompletion(
  previous: { seconds: number; attempts: number },
  seconds: number,
  by: CompletedBy = 'next',
): { seconds: number; attempts: number } {
  return {
    seconds: previous.seconds + seconds,
    attempts: previous.attempts + (by === 'next' ? 1 : 0),
  };
}
