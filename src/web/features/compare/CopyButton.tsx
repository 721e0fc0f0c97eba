import { Check, Copy } from 'lucide-react';
import { Button } from '@web/components/ui/Button';
import { useCopy, type CopyState } from '@web/lib/use-copy';

const labels: Record<CopyState, string> = { idle: 'Copy', copied: 'Copied', failed: 'Copy failed' };

/** Copies a program to the clipboard; says "Copied" for two seconds. */
export function CopyButton({ code, languageName }: { code: string; languageName: string }) {
  const { state, copy } = useCopy();

  const Icon = state === 'copied' ? Check : Copy;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${labels[state]} the ${languageName} program`}
        onClick={() => void copy(code)}
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
