import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';

/** The buttons under a lesson program (`children`), then Reset and a line on the keyboard shortcut. */
export function ProgramActions({
  onReset,
  keyHint,
  children,
}: {
  onReset: () => void;
  keyHint: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-3">
      {children}
      <Button variant="ghost" onClick={onReset}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {t('Reset')}
      </Button>
      <p className="text-xs text-slate-500 dark:text-slate-400">{keyHint}</p>
    </div>
  );
}
