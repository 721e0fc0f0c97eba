import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within a screen's height of the viewport (and from then on),
 * so a heavy part below the fold loads as the reader scrolls towards it, not with the page.
 * Where IntersectionObserver is missing it is true at once.
 */
export function useNearViewport(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
