import { useEffect, useState } from 'react';

/**
 * Whole seconds until `deadline` (epoch ms), read from Date.now() once a second with
 * setInterval: tests move the clock with fake timers (Vitest) or page.clock (Playwright).
 */
export function useSecondsLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
