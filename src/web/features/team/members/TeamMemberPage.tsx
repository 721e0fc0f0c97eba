import { Link, useParams, useSearchParams } from 'react-router';
import {
  ArrowLeft,
  BookOpen,
  CircleCheck,
  Clock,
  Flame,
  History,
  Star,
  Trophy,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatMinutes } from '@domain/progress';
import { pages } from '@domain/routes';
import { ASSIGNMENT_KIND_NAMES } from '@domain/team-assignments';
import type { MyAssignment } from '@domain/team-assignments-api';
import type { MemberLesson, SubmittedCode, TeamMemberDetail } from '@domain/team-dashboard-api';
import { ROLE_NAMES, TEACHER_SEES_CODE_NOTICE } from '@domain/teams';
import { activityTime } from '@web/components/ActivityList';
import { AssignmentStatusBadge } from '@web/components/AssignmentStatusBadge';
import { EmptyState } from '@web/components/EmptyState';
import { LoadError } from '@web/components/LoadError';
import { ErrorBox } from '@web/components/MessageBox';
import { PageLoading } from '@web/components/PageLoading';
import { StatGrid } from '@web/components/StatCard';
import { Trans } from '@web/i18n/Trans';
import { msg, useT, type Translate } from '@web/i18n/translate';
import { useCurrentUser } from '@web/lib/account';
import { formatDueAt } from '@web/lib/due-date';
import { daysLabel, formatDateTime, useDateFormat } from '@web/lib/format-date';
import { usePageMeta } from '@web/lib/page-meta';
import { TeamError } from '@web/lib/teams';
import { useTeamMember } from '../dashboard-calls';

function BackLink({ teamId }: { teamId: string | null }) {
  const t = useT();
  const to = teamId ? `/team?${new URLSearchParams({ team: teamId, tab: 'members' })}` : '/team';
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('Back to the members')}
    </Link>
  );
}

/** /team/members/:userId?team=<id>: one member's figures, lessons and submitted code. */
export function TeamMemberPage() {
  const t = useT();
  usePageMeta(pages.teamMember.title, pages.teamMember.description);
  const title = t(pages.teamMember.title);
  const user = useCurrentUser();
  const { userId = '' } = useParams();
  const [params] = useSearchParams();
  const teamId = params.get('team');
  const detail = useTeamMember(teamId ?? '', userId, user !== null && teamId !== null);
  if (!user) return null;

  let body: ReactNode;
  if (!teamId) {
    body = (
      <>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {title}
        </h1>
        <ErrorBox className="mt-6">
          {t(
            "This address does not say which team the member is in. Open the member from your team's members list.",
          )}
        </ErrorBox>
      </>
    );
  } else if (detail.isError) {
    const refused = detail.error instanceof TeamError && detail.error.status !== null;
    body = (
      <>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {title}
        </h1>
        <div className="mt-6">
          {refused ? (
            <ErrorBox>{detail.error.message}</ErrorBox>
          ) : (
            <LoadError
              message={detail.error.message}
              onRetry={() => void detail.refetch()}
              retrying={detail.isFetching}
            />
          )}
        </div>
      </>
    );
  } else if (!detail.data) {
    body = <PageLoading message={t("Loading the member's progress...")} />;
  } else {
    body = <MemberDetail detail={detail.data} />;
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <BackLink teamId={teamId} />
      <div className="mt-4">{body}</div>
    </div>
  );
}

function MemberDetail({ detail }: { detail: TeamMemberDetail }) {
  const t = useT();
  const dateFormat = useDateFormat();
  const { member, lessons, submissions, assignments } = detail;
  const [now] = useState(() => new Date());
  const stats = [
    {
      icon: BookOpen,
      label: t('Lessons done'),
      value: t('{{done}} of {{total}}', { done: member.lessonsDone, total: lessons.length }),
    },
    { icon: CircleCheck, label: t('Exercises passed'), value: String(member.exercisesPassed) },
    {
      icon: Trophy,
      label: t('Challenges'),
      value: String(member.challengesCompleted),
      tone: 'amber' as const,
    },
    {
      icon: Star,
      label: t('Points'),
      value: t('{{points}} XP', { points: member.points }),
      tone: 'violet' as const,
    },
    { icon: Flame, label: t('Streak'), value: daysLabel(member.streak), tone: 'rose' as const },
    {
      icon: Clock,
      label: t('Time', { context: 'duration' }),
      value: formatMinutes(member.minutes),
      tone: 'sky' as const,
    },
    {
      icon: History,
      label: t('Last active'),
      value: member.lastActiveAt
        ? (activityTime(member.lastActiveAt, now) ?? t('Never'))
        : t('Never'),
      tone: 'emerald' as const,
    },
  ];
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900 dark:text-white">
        {member.name}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        <span className="break-all">{member.email}</span> · {t(ROLE_NAMES[member.role])} ·{' '}
        <Trans
          text="joined <time>{{date}}</time>"
          values={{ date: formatDateTime(member.joinedAt, dateFormat) }}
          parts={{ time: (date) => <time dateTime={member.joinedAt}>{date}</time> }}
        />
      </p>
      <StatGrid
        stats={stats}
        className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-7"
      />
      {member.role === 'member' && <MemberAssignments assignments={assignments} />}
      <LessonTable lessons={lessons} />
      <Submissions submissions={submissions} />
    </>
  );
}

function exerciseText(lesson: MemberLesson, t: Translate): string {
  const count = lesson.failedChecks;
  if (lesson.exercise === 'not_started') return t('Not tried');
  if (lesson.exercise === 'passed') {
    return count === 0
      ? t('Passed')
      : t('Passed after {{count}} failed checks', {
          count,
          defaultValue_one: 'Passed after {{count}} failed check',
        });
  }
  return t('Not passed yet ({{count}} failed checks)', {
    count,
    defaultValue_one: 'Not passed yet ({{count}} failed check)',
  });
}

function LessonTable({ lessons }: { lessons: readonly MemberLesson[] }) {
  const t = useT();
  const dateFormat = useDateFormat();
  return (
    <section aria-labelledby="member-lessons-heading" className="mt-10">
      <h2
        id="member-lessons-heading"
        className="text-xl font-semibold text-slate-900 dark:text-white"
      >
        {t('Lessons')}
      </h2>
      <div
        role="region"
        aria-labelledby="member-lessons-caption"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by keyboard
        tabIndex={0}
        className="mt-3 overflow-x-auto rounded-xl border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-800"
      >
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-800">
          <caption id="member-lessons-caption" className="sr-only">
            {t('Each lesson of the C course: when it was completed and how its exercise went')}
          </caption>
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr className="text-slate-700 dark:text-slate-200">
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('Lesson')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('Completed')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('Exercise')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
            {lessons.map((lesson) => (
              <tr
                key={lesson.id}
                className={lesson.exercise === 'stuck' ? 'bg-amber-50 dark:bg-amber-950/30' : ''}
              >
                <th scope="row" className="px-3 py-2 font-medium text-slate-900 dark:text-white">
                  {lesson.number}. {lesson.title}
                </th>
                <td className="px-3 py-2 whitespace-nowrap text-slate-700 dark:text-slate-300">
                  {lesson.completedAt ? (
                    <time dateTime={lesson.completedAt}>
                      {formatDateTime(lesson.completedAt, dateFormat)}
                    </time>
                  ) : (
                    t('Not yet')
                  )}
                </td>
                <td
                  className={`px-3 py-2 whitespace-nowrap ${
                    lesson.exercise === 'stuck'
                      ? 'font-semibold text-amber-900 dark:text-amber-200'
                      : 'text-slate-700 dark:text-slate-300'
                  }`}
                >
                  {exerciseText(lesson, t)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function MemberAssignments({ assignments }: { assignments: readonly MyAssignment[] }) {
  const t = useT();
  const dateFormat = useDateFormat();
  return (
    <section aria-labelledby="member-assignments-heading" className="mt-10">
      <h2
        id="member-assignments-heading"
        className="text-xl font-semibold text-slate-900 dark:text-white"
      >
        {t('Assignments')}
      </h2>
      {assignments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t('No assignments in this team yet. Set one in the Assignments tab.')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {assignments.map((assignment) => (
            <li
              key={assignment.id}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900 dark:text-white">
                  {t('{{kind}}: {{title}}', {
                    kind: t(ASSIGNMENT_KIND_NAMES[assignment.kind]),
                    title: assignment.title,
                  })}
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  {assignment.completedAt
                    ? t('Due {{due}} · finished {{finished}}', {
                        due: formatDueAt(assignment.dueAt, dateFormat),
                        finished: formatDateTime(assignment.completedAt, dateFormat),
                      })
                    : t('Due {{due}}', { due: formatDueAt(assignment.dueAt, dateFormat) })}
                </p>
              </div>
              <AssignmentStatusBadge status={assignment.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Submissions({ submissions }: { submissions: readonly SubmittedCode[] }) {
  const t = useT();
  return (
    <section aria-labelledby="member-code-heading" className="mt-10">
      <h2 id="member-code-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('Submitted code')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        {t(
          'The last code checked for each exercise and submitted for each challenge. Members are told when they join: “{{notice}}”',
          { notice: t(TEACHER_SEES_CODE_NOTICE) },
        )}
      </p>
      {submissions.length === 0 ? (
        <EmptyState
          icon={CircleCheck}
          title={t('No code submitted yet')}
          text={t('Code appears here once they check an exercise or submit a challenge.')}
          className="py-8"
        />
      ) : (
        <ul className="mt-4 space-y-6">
          {submissions.map((submission) => (
            <SubmissionItem key={`${submission.kind}-${submission.targetId}`} {...submission} />
          ))}
        </ul>
      )}
    </section>
  );
}

const SUBMISSION_KINDS: Record<SubmittedCode['kind'], string> = {
  exercise: msg('Exercise'),
  challenge: msg('Challenge'),
};

function SubmissionItem({ kind, title, code, passed, submittedAt }: SubmittedCode) {
  const t = useT();
  const dateFormat = useDateFormat();
  const heading = t('{{kind}}: {{title}}', { kind: t(SUBMISSION_KINDS[kind]), title });
  return (
    <li className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h3 className="font-semibold text-slate-900 dark:text-white">{heading}</h3>
        <p className="flex flex-wrap items-center gap-3 text-sm">
          <span
            className={`rounded-full px-2.5 py-0.5 font-medium ${
              passed
                ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
                : 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200'
            }`}
          >
            {passed ? t('Passed') : t('Failed')}
          </span>
          <time dateTime={submittedAt} className="text-slate-600 dark:text-slate-400">
            {formatDateTime(submittedAt, dateFormat)}
          </time>
        </p>
      </div>
      <div
        role="region"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by keyboard
        tabIndex={0}
        aria-label={t('Code of {{heading}}', { heading })}
        className="max-h-96 overflow-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <pre className="p-4 font-mono text-xs leading-relaxed text-slate-800 dark:text-slate-200">
          <code>{code}</code>
        </pre>
      </div>
    </li>
  );
}
