import { Lightbulb } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';

/** The challenge's hints behind a show/hide toggle. */
export function ChallengeHints({ hints }: { hints: readonly string[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div>
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Lightbulb aria-hidden="true" className="size-4" />
        {open ? t('Hide Hints') : t('Show Hints')}
      </Button>
      <ul
        id={listId}
        lang="en"
        hidden={!open}
        className="mt-3 list-disc space-y-1.5 rounded-lg border border-amber-200 bg-amber-50 py-3 pl-8 pr-4 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
      >
        {hints.map((hint) => (
          <li key={hint}>{hint}</li>
        ))}
      </ul>
    </div>
  );
}
