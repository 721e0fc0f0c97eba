import { useEffect, useState } from 'react';
import { localDay, type LocalDay } from '@domain/challenge-rules';

/**
 * Today in `timeZone`, looked at every `intervalMs`. The component re-renders when the day
 * changes (at local midnight, or with the zone), not at every look.
 */
export function useLocalDay(timeZone: string, intervalMs: number): LocalDay {
  const [today, setToday] = useState(() => localDay(new Date(), timeZone));
  useEffect(() => {
    const look = () =>
      setToday((shown) => {
        const now = localDay(new Date(), timeZone);
        return now.day === shown.day ? shown : now;
      });
    look();
    const timer = window.setInterval(look, intervalMs);
    return () => window.clearInterval(timer);
  }, [timeZone, intervalMs]);
  return today;
}
