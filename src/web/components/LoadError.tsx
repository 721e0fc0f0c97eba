import { CircleAlert } from 'lucide-react';
import { useT } from '@web/i18n/translate';
import { Button } from './ui/Button';

/** A failed load: the reason and a way to try again. */
export function LoadError({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200"
    >
      <p className="flex items-start gap-2">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{t(message)}</span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0 self-start sm:self-auto"
        onClick={onRetry}
        disabled={retrying}
      >
        {retrying ? t('Trying again…') : t('Try again')}
      </Button>
    </div>
  );
}
