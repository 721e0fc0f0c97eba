import { Check, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@web/components/ui/Button';

const SHOWN_MS = 2000;

type ShareState = 'idle' | 'copied' | 'failed';

/** Copies the certificate's public address; says so for two seconds. */
export function ShareLink({ url }: { url: string }) {
  const [state, setState] = useState<ShareState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  const Icon = state === 'copied' ? Check : Share2;
  return (
    <>
      <Button variant="secondary" onClick={() => void copy()}>
        <Icon aria-hidden="true" className="size-4" />
        {{ idle: 'Share (copy link)', copied: 'Link copied', failed: 'Copy failed' }[state]}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied'
          ? 'The link to this certificate is on the clipboard.'
          : state === 'failed'
            ? `The link could not be copied: ${url}`
            : ''}
      </span>
    </>
  );
}
