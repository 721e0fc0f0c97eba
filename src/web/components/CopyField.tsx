import { Copy } from 'lucide-react';
import { useT } from '@web/i18n/translate';
import { useCopy } from '@web/lib/use-copy';
import { inputClasses } from './ui/field-classes';
import { Button } from './ui/Button';

/** A value to copy (a link, a key, an address): read-only, selected on focus, with a Copy button. */
export function CopyField({
  value,
  label,
  buttonLabel,
}: {
  value: string;
  /** The field's accessible name. */
  label: string;
  /** The button's text; "Copy" unless given. */
  buttonLabel?: string;
}) {
  const t = useT();
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
          {state === 'copied'
            ? t('Copied')
            : state === 'failed'
              ? t('Copy failed')
              : (buttonLabel ?? t('Copy'))}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {state === 'copied' ? t('Copied.') : state === 'failed' ? t('Copying failed.') : ''}
      </p>
    </>
  );
}
