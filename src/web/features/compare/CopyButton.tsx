import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@web/components/ui/Button';

const SHOWN_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

const labels: Record<CopyState, string> = { idle: 'Copy', copied: 'Copied', failed: 'Copy failed' };

/** Copies a program to the clipboard; says "Copied" for two seconds. */
export function CopyButton({ code, languageName }: { code: string; languageName: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  const Icon = state === 'copied' ? Check : Copy;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${labels[state]} the ${languageName} program`}
        onClick={() => void copy()}
      >
        <Icon aria-hidden="true" className="size-4" />
        {labels[state]}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied' ? `The ${languageName} program is on the clipboard.` : ''}
      </span>
    </>
  );
}
