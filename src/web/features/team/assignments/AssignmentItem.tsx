import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Trash2 } from 'lucide-react';
import { ASSIGNMENT_KIND_NAMES } from '@domain/team-assignments';
import type { Assignment } from '@domain/team-assignments-api';
import { AssignmentStatusBadge } from '@web/components/AssignmentStatusBadge';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { LoadError } from '@web/components/LoadError';
import { Button } from '@web/components/ui/Button';
import { Trans } from '@web/i18n/Trans';
import { msg, useT } from '@web/i18n/translate';
import { formatDueAt } from '@web/lib/due-date';
import { memberPagePath } from '../dashboard-calls';
import { assignmentsKey, deleteAssignment, useAssignmentStatuses } from './assignment-calls';
import { useDateFormat } from '@web/lib/format-date';

/** One assignment: its counts, its members' statuses on demand, and deleting it. */
export function AssignmentItem({ teamId, assignment }: { teamId: string; assignment: Assignment }) {
  const t = useT();
  const dateFormat = useDateFormat();
  const queryClient = useQueryClient();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { counts } = assignment;
  const total = counts.done + counts.late + counts.notStarted;
  const kind = t(ASSIGNMENT_KIND_NAMES[assignment.kind]);

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
            {kind}
          </p>
          <h4 className="font-semibold break-words text-slate-900 dark:text-white">
            {assignment.title}
          </h4>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            <Trans
              text="Due <time>{{due}}</time>"
              values={{ due: formatDueAt(assignment.dueAt, dateFormat) }}
              parts={{ time: (due) => <time dateTime={assignment.dueAt}>{due}</time> }}
            />
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setDeleting(true)}
          aria-label={t('Delete the assignment {{title}}', { title: assignment.title })}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('Delete')}
        </Button>
      </div>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800 dark:text-slate-200">
        <span>
          {t('{{count}} done', { count: counts.done, defaultValue_one: '{{count}} done' })}
        </span>
        <span>
          {t('{{count}} late', { count: counts.late, defaultValue_one: '{{count}} late' })}
        </span>
        <span>
          {t('{{count}} not started', {
            count: counts.notStarted,
            defaultValue_one: '{{count}} not started',
          })}
        </span>
        <span className="text-slate-600 dark:text-slate-400">
          {t('of {{count}} members', { count: total, defaultValue_one: 'of {{count}} member' })}
        </span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <ChevronDown
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
        {open ? t('Hide members') : t('Show members')}
      </Button>
      <div id={panelId} hidden={!open}>
        {open && <MemberStatuses teamId={teamId} assignment={assignment} />}
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('Delete "{{title}}"?', { title: assignment.title })}
          text={t(
            "It leaves your members' dashboards and this list, and no reminder goes out for it. The work members already did stays theirs.",
          )}
          keepLabel={t('Keep it')}
          confirmLabel={t('Delete assignment')}
          busyLabel={t('Deleting...')}
          danger
          onConfirm={() => deleteAssignment(teamId, assignment.id)}
          errorMessage={(caught) =>
            t(
              caught instanceof Error
                ? caught.message
                : msg('The assignment could not be deleted.'),
            )
          }
          onDone={() => {
            setDeleting(false);
            void queryClient.invalidateQueries({ queryKey: assignmentsKey(teamId) });
          }}
          onClose={() => setDeleting(false)}
        />
      )}
    </li>
  );
}

function MemberStatuses({ teamId, assignment }: { teamId: string; assignment: Assignment }) {
  const t = useT();
  const dateFormat = useDateFormat();
  const statuses = useAssignmentStatuses(teamId, assignment.id, true);
  if (statuses.isError) {
    return (
      <div className="mt-3">
        <LoadError
          message={statuses.error.message}
          onRetry={() => void statuses.refetch()}
          retrying={statuses.isFetching}
        />
      </div>
    );
  }
  if (!statuses.data) {
    return (
      <p role="status" className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        {t('Loading members...')}
      </p>
    );
  }
  if (statuses.data.length === 0) {
    return (
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        {t('The team has no members yet: invite them from Seats and invitations.')}
      </p>
    );
  }
  return (
    <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          {t("Each member's status of {{title}}", { title: assignment.title })}
        </caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800/60 dark:text-slate-200">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('Member')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('Status')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('Completed')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {statuses.data.map((member) => (
            <tr key={member.userId}>
              <th scope="row" className="px-3 py-2 font-medium">
                <Link
                  to={memberPagePath(teamId, member.userId)}
                  className="text-brand-700 hover:underline dark:text-brand-300"
                >
                  {member.name}
                </Link>
              </th>
              <td className="px-3 py-2">
                <AssignmentStatusBadge status={member.status} />
              </td>
              <td className="px-3 py-2 text-slate-700 dark:text-slate-300">
                {member.completedAt ? (
                  <time dateTime={member.completedAt}>
                    {formatDueAt(member.completedAt, dateFormat)}
                  </time>
                ) : (
                  t('Not yet')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
