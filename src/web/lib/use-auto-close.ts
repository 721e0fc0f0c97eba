import { useEffect, useEffectEvent } from 'react';

/** Calls `onClose` `ms` after the component mounts: a confirmation that closes itself. */
export function useAutoClose(onClose: () => void, ms: number): void {
  const close = useEffectEvent(() => onClose());
  useEffect(() => {
    const timer = window.setTimeout(() => close(), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
}
