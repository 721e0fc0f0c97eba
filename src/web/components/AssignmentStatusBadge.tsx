import { Circle, CircleCheck, Clock } from 'lucide-react';
import { ASSIGNMENT_STATUS_NAMES, type AssignmentStatus } from '@domain/team-assignments';
import { useT } from '@web/i18n/translate';

const looks: Record<AssignmentStatus, { icon: typeof Circle; classes: string }> = {
  done: {
    icon: CircleCheck,
    classes:
      'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-200',
  },
  late: {
    icon: Clock,
    classes:
      'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200',
  },
  not_started: {
    icon: Circle,
    classes:
      'border-slate-300 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-200',
  },
};

/** An assignment's status as a word with its icon: never told by colour alone. */
export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  const t = useT();
  const { icon: Icon, classes } = looks[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${classes}`}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {t(ASSIGNMENT_STATUS_NAMES[status])}
    </span>
  );
}
