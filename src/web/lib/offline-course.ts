/*
 * Whose course is kept on this device: a Pro learner's, once the service worker has stored
 * every lesson. Read offline, when the plan cannot be, to say what works without a connection.
 */

const KEY = 'codenest:offline-course';

export function courseKeptFor(userId: string): boolean {
  try {
    return window.localStorage.getItem(KEY) === userId;
  } catch {
    return false;
  }
}

/** Marks the course kept for this learner, or for nobody. */
export function setCourseKept(userId: string | null): void {
  try {
    if (userId === null) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, userId);
  } catch {
    // Storage full or refused: the notice then speaks as if the course were not kept.
  }
}
