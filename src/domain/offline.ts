/*
 * What the pages and the service worker tell each other about the offline course (a Pro
 * learner's C course kept on the device) and about updates.
 */

/** The page asks the worker to keep every course's lessons on this device (Pro). */
export interface KeepCourseMessage {
  type: 'keep-course';
}

/** The page asks the worker to forget the kept lessons (the learner has no Pro, or left). */
export interface ForgetCourseMessage {
  type: 'forget-course';
}

/** The learner chose "Reload to update": the waiting worker takes over. */
export interface SkipWaitingMessage {
  type: 'skip-waiting';
}

export type PageToWorkerMessage = KeepCourseMessage | ForgetCourseMessage | SkipWaitingMessage;

/** The worker's answer to keep-course and forget-course, on the message's port. */
export interface CourseKeptAnswer {
  kept: boolean;
  /** Lesson files now on the device. */
  files: number;
}

export const isPageToWorkerMessage = (value: unknown): value is PageToWorkerMessage =>
  typeof value === 'object' &&
  value !== null &&
  ['keep-course', 'forget-course', 'skip-waiting'].includes(
    (value as { type?: unknown }).type as string,
  );

/** The cache that holds the kept lessons; one per release, the older ones are removed. */
export const COURSE_CACHE_PREFIX = 'codenest-course-';
