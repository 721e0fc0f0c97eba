import { messageSW, Workbox } from 'workbox-window';
import type { CourseKeptAnswer, PageToWorkerMessage } from '@domain/offline';

/*
 * This page's side of the service worker (/sw.js): registers it, learns when a new release
 * waits ("Reload to update") and talks to the active worker about the offline course.
 */

const SERVICE_WORKER = '/sw.js';

let workbox: Workbox | null = null;
let updateWaiting = false;
const listeners = new Set<() => void>();

export const serviceWorkerSupported = (): boolean =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

export function registerServiceWorker(): void {
  if (workbox || !serviceWorkerSupported()) return;
  workbox = new Workbox(SERVICE_WORKER);
  workbox.addEventListener('waiting', () => {
    updateWaiting = true;
    for (const listener of listeners) listener();
  });
  // A browser that refuses (private mode, storage off) keeps the site working online.
  workbox.register().catch(() => undefined);
}

export const isUpdateWaiting = (): boolean => updateWaiting;

export function subscribeToUpdates(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The waiting release takes over, and the page reloads with it: never old and new mixed. */
export async function reloadToUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'skip-waiting' } satisfies PageToWorkerMessage);
}

/** Asks the active worker to keep or forget the course; null when no worker is active. */
export async function tellCourseWorker(
  message: Extract<PageToWorkerMessage, { type: 'keep-course' | 'forget-course' }>,
): Promise<CourseKeptAnswer | null> {
  if (!serviceWorkerSupported()) return null;
  const registration = await navigator.serviceWorker.ready;
  if (!registration.active) return null;
  return (await messageSW(registration.active, message)) as CourseKeptAnswer;
}
