import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { msg, useT } from '@web/i18n/translate';

/** SPEC §2: the state of the output panel (Success only for a challenge's passing run). */
export type RunStatus = 'Ready' | 'Running' | 'Error' | 'Success';

const looks: Record<RunStatus, { label: string; classes: string; icon: typeof CircleCheck }> = {
  Ready: {
    label: msg('Ready'),
    classes:
      'border-green-200 bg-green-50 text-green-700 dark:border-green-900 dark:bg-green-950/50 dark:text-green-300',
    icon: CircleCheck,
  },
  Success: {
    label: msg('Success'),
    classes:
      'border-green-200 bg-green-50 text-green-700 dark:border-green-900 dark:bg-green-950/50 dark:text-green-300',
    icon: CircleCheck,
  },
  Running: {
    label: msg('Running'),
    classes:
      'border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-300',
    icon: LoaderCircle,
  },
  Error: {
    label: msg('Error'),
    classes:
      'border-red-200 bg-red-50 text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300',
    icon: CircleAlert,
  },
};

export function RunStatusBadge({ status }: { status: RunStatus }) {
  const t = useT();
  const { label, classes, icon: Icon } = looks[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium ${classes}`}
    >
      <Icon
        aria-hidden="true"
        className={`size-3.5 ${status === 'Running' ? 'animate-spin' : ''}`}
      />
      {t(label)}
    </span>
  );
}
