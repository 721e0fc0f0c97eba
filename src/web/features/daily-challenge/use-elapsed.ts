import { startTransition, useEffect, useState } from 'react';

/**
 * False until `delayMs` has passed since the component appeared, then true. What that reveals
 * renders as a transition: React yields to the browser while it builds a large page.
 */
export function useElapsed(delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => startTransition(() => setElapsed(true)), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return elapsed;
}
