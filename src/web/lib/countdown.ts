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

/** A countdown as mm:ss (minutes may pass 59: a 60-minute limit starts at 60:00). */
export function clockText(secondsLeft: number): string {
  const seconds = Math.max(0, secondsLeft);
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
