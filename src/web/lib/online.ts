import { useSyncExternalStore } from 'react';

/** Whether the browser says it is connected (true where it cannot tell, and while rendering). */
export const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The connection, re-rendering as it comes and goes. Prerendered pages render online. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Resolves when the browser is connected: at once, or at its next `online` event. */
export function whenOnline(signal?: AbortSignal): Promise<void> {
  if (isOnline()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      signal?.removeEventListener('abort', abort);
      resolve();
    };
    const abort = () => {
      window.removeEventListener('online', done);
      reject(signal?.reason instanceof Error ? signal.reason : new Error('Aborted'));
    };
    window.addEventListener('online', done, { once: true });
    signal?.addEventListener('abort', abort, { once: true });
  });
}
