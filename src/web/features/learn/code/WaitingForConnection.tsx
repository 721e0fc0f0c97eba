import { WifiOff } from 'lucide-react';
import { msg, useT } from '@web/i18n/translate';

/**
 * A run or a check asked for offline: it waits (React Query pauses it) and goes out by itself
 * when the connection is back.
 */
export function WaitingForConnection({ action }: { action: 'run' | 'check' }) {
  const t = useT();
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {action === 'run'
        ? t('You are offline. Your program runs as soon as the connection is back.')
        : t('You are offline. Your solution is checked as soon as the connection is back.')}
    </p>
  );
}

export const WAITING_LABEL = msg('Waiting for the connection…');
