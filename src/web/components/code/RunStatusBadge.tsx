import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';

/** SPEC §2: the state of the output panel (Success only for a challenge's passing run). */
export type RunStatus = 'Ready' | 'Running' | 'Error' | 'Success';

const looks: Record<RunStatus, { classes: string; icon: typeof CircleCheck }> = {
  Ready: {
    classes:
      'border-green-200 bg-green-50 text-green-700 dark:border-green-900 dark:bg-green-950/50 dark:text-green-300',
    icon: CircleCheck,
  },
  Success: {
    classes:
      'border-green-200 bg-green-50 text-green-700 dark:border-green-900 dark:bg-green-950/50 dark:text-green-300',
    icon: CircleCheck,
  },
  Running: {
    classes:
      'border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-300',
    icon: LoaderCircle,
  },
  Error: {
    classes:
      'border-red-200 bg-red-50 text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300',
    icon: CircleAlert,
  },
};

export function RunStatusBadge({ status }: { status: RunStatus }) {
  const { classes, icon: Icon } = looks[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium ${classes}`}
    >
      <Icon
        aria-hidden="true"
        className={`size-3.5 ${status === 'Running' ? 'animate-spin' : ''}`}
      />
      {status}
    </span>
  );
}
