import { Check, Share2 } from 'lucide-react';
import { Button } from '@web/components/ui/Button';
import { useCopy } from '@web/lib/use-copy';

/** Copies the certificate's public address; says so for two seconds. */
export function ShareLink({ url }: { url: string }) {
  const { state, copy } = useCopy();

  const Icon = state === 'copied' ? Check : Share2;
  return (
    <>
      <Button variant="secondary" onClick={() => void copy(url)}>
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
