import { ClipboardList } from 'lucide-react';
import { ASSIGNEES_NOTICE, REMINDER_NOTICE } from '@domain/team-assignments';
import { EmptyState } from '@web/components/EmptyState';
import { LoadError } from '@web/components/LoadError';
import { useT } from '@web/i18n/translate';
import type { TeamPanelProps } from '../team-tabs';
import { useAssignments } from './assignment-calls';
import { AssignmentForm } from './AssignmentForm';
import { AssignmentItem } from './AssignmentItem';

/** Assignments: set a lesson, an exercise or a challenge with a due date; see who has done it. */
export function AssignmentsTab({ team }: TeamPanelProps) {
  const t = useT();
  const assignments = useAssignments(team.id);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section
        aria-labelledby="new-assignment-heading"
        className="self-start rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h3
          id="new-assignment-heading"
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          {t('New assignment')}
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t(ASSIGNEES_NOTICE)}</p>
        <AssignmentForm teamId={team.id} />
        <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">{t(REMINDER_NOTICE)}</p>
      </section>

      <section aria-labelledby="assignments-heading">
        <h3
          id="assignments-heading"
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          {t('Assignments')}
        </h3>
        <div className="mt-3">
          {assignments.isError ? (
            <LoadError
              message={assignments.error.message}
              onRetry={() => void assignments.refetch()}
              retrying={assignments.isFetching}
            />
          ) : !assignments.data ? (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              {t('Loading assignments...')}
            </p>
          ) : assignments.data.length === 0 ? (
            <EmptyState
              icon={ClipboardList}
              title={t('No assignments yet')}
              text={t(
                'Assign a lesson, an exercise or a practice challenge with a due date: your members see it on their dashboard.',
              )}
              className="py-10"
            />
          ) : (
            <ul className="space-y-3">
              {assignments.data.map((assignment) => (
                <AssignmentItem key={assignment.id} teamId={team.id} assignment={assignment} />
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}
