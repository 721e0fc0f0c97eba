import { Copy } from 'lucide-react';
import { useCopy } from '@web/lib/use-copy';
import { inputClasses } from './ui/field-classes';
import { Button } from './ui/Button';

/** A value to copy (a link, a key, an address): read-only, selected on focus, with a Copy button. */
export function CopyField({
  value,
  label,
  buttonLabel = 'Copy',
}: {
  value: string;
  /** The field's accessible name. */
  label: string;
  buttonLabel?: string;
}) {
  const { state, copy } = useCopy();
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <input
          readOnly
          value={value}
          aria-label={label}
          onFocus={(event) => event.target.select()}
          className={`${inputClasses} mt-0 min-w-0 flex-1 font-mono text-xs`}
        />
        <Button variant="secondary" size="sm" onClick={() => void copy(value)}>
          <Copy className="size-4" aria-hidden="true" />
          {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : buttonLabel}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {state === 'copied' ? 'Copied.' : state === 'failed' ? 'Copying failed.' : ''}
      </p>
    </>
  );
}
