import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether an element's content is taller or wider than its box (then it scrolls, and a keyboard
 * must be able to reach it), measured after every render (its content may have changed) and
 * whenever the box changes size (a narrower window wraps more lines). `paused` keeps the last
 * answer, as while a box is shown whole.
 */
export function useOverflows<T extends HTMLElement>(paused = false) {
  const ref = useRef<T>(null);
  const pausedRef = useRef(paused);
  const [overflows, setOverflows] = useState(false);
  const measure = useCallback(() => {
    const element = ref.current;
    if (element && !pausedRef.current) {
      setOverflows(
        element.scrollHeight > element.clientHeight + 1 ||
          element.scrollWidth > element.clientWidth + 1,
      );
    }
  }, []);
  useLayoutEffect(() => {
    pausedRef.current = paused;
    measure();
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);
  return { ref, overflows };
}
