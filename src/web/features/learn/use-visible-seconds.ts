import { useCallback, useEffect, useRef } from 'react';

/**
 * Seconds the page has been visible since `key` last changed (SPEC §4 counts time spent on a
 * lesson; a tab in the background is not study time).
 */
export function useVisibleSeconds(key: string): () => number {
  const total = useRef(0);
  const since = useRef<number | null>(null);

  useEffect(() => {
    total.current = 0;
    since.current = document.visibilityState === 'visible' ? performance.now() : null;
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        since.current ??= performance.now();
      } else if (since.current !== null) {
        total.current += performance.now() - since.current;
        since.current = null;
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [key]);

  return useCallback(() => {
    const running = since.current === null ? 0 : performance.now() - since.current;
    return Math.floor((total.current + running) / 1000);
  }, []);
}
