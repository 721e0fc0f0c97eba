import { useQuery } from '@tanstack/react-query';
import { ArrowRight, ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { ASSIGNMENT_KIND_NAMES } from '@domain/team-assignments';
import type { AssignmentKind } from '@domain/teams';
import type { MyAssignment } from '@domain/team-assignments-api';
import { AssignmentStatusBadge } from '@web/components/AssignmentStatusBadge';
import { LoadError } from '@web/components/LoadError';
import { buttonClasses } from '@web/components/ui/Button';
import { Trans } from '@web/i18n/Trans';
import { msg, useT } from '@web/i18n/translate';
import { useCurrentUser } from '@web/lib/account';
import type { ChallengeRouteState } from '@web/lib/challenge-session';
import { formatDueAt } from '@web/lib/due-date';
import { useDateFormat } from '@web/lib/format-date';
import { teamCall, teamKeys } from '@web/lib/teams';

function fetchMyAssignments(): Promise<MyAssignment[]> {
  return teamCall({
    name: 'my-assignments',
    method: 'GET',
    schema: async () => (await import('@domain/team-assignments-api')).myAssignmentsAnswerSchema,
    fallback: msg('Your assignments could not be loaded. Please try again.'),
  });
}

/** The signed-in member's assignments from their teams. */
function useMyAssignments() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: [...teamKeys.of(user?.id ?? 'signed-out'), 'assignments'],
    queryFn: fetchMyAssignments,
    enabled: user !== null,
  });
}

/** The way into each kind of assignment: its button's text, and its name with the title. */
const openTexts: Record<AssignmentKind, { text: string; label: string }> = {
  lesson: { text: msg('Open lesson'), label: msg('Open lesson: {{title}}') },
  exercise: { text: msg('Open exercise'), label: msg('Open exercise: {{title}}') },
  challenge: { text: msg('Start challenge'), label: msg('Start challenge: {{title}}') },
};

/** Opens the assignment: its lesson's page, or /challenge started on the challenge. */
function OpenLink({ assignment }: { assignment: MyAssignment }) {
  const t = useT();
  const { text, label } = openTexts[assignment.kind];
  const state: ChallengeRouteState | undefined =
    assignment.kind === 'challenge' && assignment.timeLimit !== null
      ? { challenge: assignment.targetId, isDaily: false, timeLimit: assignment.timeLimit }
      : undefined;
  return (
    <Link
      to={assignment.link}
      state={state}
      aria-label={t(label, { title: assignment.title })}
      className={buttonClasses('secondary', 'sm', 'shrink-0')}
    >
      {t(text)}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

function Facts({ assignment }: { assignment: MyAssignment }) {
  const t = useT();
  const dateFormat = useDateFormat();
  return (
    <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
      <Trans
        text="{{kind}} · {{team}} · Due <time>{{due}}</time>"
        values={{
          kind: t(ASSIGNMENT_KIND_NAMES[assignment.kind]),
          team: assignment.teamName,
          due: formatDueAt(assignment.dueAt, dateFormat),
        }}
        parts={{ time: (chunk) => <time dateTime={assignment.dueAt}>{chunk}</time> }}
      />
    </p>
  );
}

/**
 * The dashboard's list of what the learner's teachers assigned: the unfinished ones first, each
 * with its status and a way to open it; the finished ones folded away below. Nothing at all for
 * a learner with no assignment.
 */
export function MyAssignments() {
  const t = useT();
  const assignments = useMyAssignments();
  if (assignments.isError) {
    return (
      <section aria-labelledby="assignments-title" className="mt-8">
        <h2 id="assignments-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('Your assignments')}
        </h2>
        <div className="mt-3">
          <LoadError
            message={assignments.error.message}
            onRetry={() => void assignments.refetch()}
            retrying={assignments.isFetching}
          />
        </div>
      </section>
    );
  }
  const all = assignments.data ?? [];
  if (all.length === 0) return null;
  const open = all.filter((assignment) => assignment.completedAt === null);
  const finished = all.filter((assignment) => assignment.completedAt !== null);

  return (
    <section
      aria-labelledby="assignments-title"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-600 text-white dark:bg-brand-500">
          <ClipboardList className="size-5" aria-hidden="true" />
        </span>
        <h2 id="assignments-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('Your assignments')}
        </h2>
      </div>
      {open.length === 0 ? (
        <p className="mt-4 text-slate-700 dark:text-slate-200">
          {t('All your assignments are finished. Well done!')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {open.map((assignment) => (
            <li
              key={assignment.id}
              className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-medium break-words text-slate-900 dark:text-white">
                    {assignment.title}
                  </h3>
                  <AssignmentStatusBadge status={assignment.status} />
                </div>
                <Facts assignment={assignment} />
              </div>
              <OpenLink assignment={assignment} />
            </li>
          ))}
        </ul>
      )}
      {finished.length > 0 && (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-medium text-slate-700 dark:text-slate-200">
            {t('Finished ({{number}})', { number: finished.length })}
          </summary>
          <ul className="mt-2 space-y-2">
            {finished.map((assignment) => (
              <li key={assignment.id}>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-words text-slate-900 dark:text-white">
                    {assignment.title}
                  </span>
                  <AssignmentStatusBadge status={assignment.status} />
                </div>
                <Facts assignment={assignment} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
