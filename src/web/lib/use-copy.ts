import { useEffect, useState } from 'react';

/** How long "Copied" (or "Copy failed") shows before the button reads as before. */
const SHOWN_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text to the clipboard; the state says how it went for two seconds, then is idle again. */
export function useCopy(): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return { state, copy };
}
