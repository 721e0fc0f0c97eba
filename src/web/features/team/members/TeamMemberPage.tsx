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
import { useCurrentUser } from '@web/lib/account';
import { formatDueAt } from '@web/lib/due-date';
import { daysLabel, formatDateTime, useDateFormat } from '@web/lib/format-date';
import { usePageMeta } from '@web/lib/page-meta';
import { TeamError } from '@web/lib/teams';
import { useTeamMember } from '../dashboard-calls';

function BackLink({ teamId }: { teamId: string | null }) {
  const to = teamId ? `/team?${new URLSearchParams({ team: teamId, tab: 'members' })}` : '/team';
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to the members
    </Link>
  );
}

/** /team/members/:userId?team=<id>: one member's figures, lessons and submitted code. */
export function TeamMemberPage() {
  const { title, description } = pages.teamMember;
  usePageMeta(title, description);
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
          This address does not say which team the member is in. Open the member from your
          team&apos;s members list.
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
    body = <PageLoading message="Loading the member's progress..." />;
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
  const dateFormat = useDateFormat();
  const { member, lessons, submissions, assignments } = detail;
  const [now] = useState(() => new Date());
  const stats = [
    {
      icon: BookOpen,
      label: 'Lessons done',
      value: `${member.lessonsDone} of ${lessons.length}`,
    },
    { icon: CircleCheck, label: 'Exercises passed', value: String(member.exercisesPassed) },
    {
      icon: Trophy,
      label: 'Challenges',
      value: String(member.challengesCompleted),
      tone: 'amber' as const,
    },
    { icon: Star, label: 'Points', value: `${member.points} XP`, tone: 'violet' as const },
    { icon: Flame, label: 'Streak', value: daysLabel(member.streak), tone: 'rose' as const },
    { icon: Clock, label: 'Time', value: formatMinutes(member.minutes), tone: 'sky' as const },
    {
      icon: History,
      label: 'Last active',
      value: member.lastActiveAt ? (activityTime(member.lastActiveAt, now) ?? 'Never') : 'Never',
      tone: 'emerald' as const,
    },
  ];
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900 dark:text-white">
        {member.name}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        <span className="break-all">{member.email}</span> · {ROLE_NAMES[member.role]} · joined{' '}
        <time dateTime={member.joinedAt}>{formatDateTime(member.joinedAt, dateFormat)}</time>
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

const EXERCISE_STATES: Record<MemberLesson['exercise'], string> = {
  passed: 'Passed',
  stuck: 'Not passed yet',
  not_started: 'Not tried',
};

function exerciseText(lesson: MemberLesson): string {
  const failed =
    lesson.failedChecks === 1 ? '1 failed check' : `${lesson.failedChecks} failed checks`;
  if (lesson.exercise === 'not_started') return EXERCISE_STATES.not_started;
  if (lesson.exercise === 'passed') {
    return lesson.failedChecks === 0 ? 'Passed' : `Passed after ${failed}`;
  }
  return `${EXERCISE_STATES.stuck} (${failed})`;
}

function LessonTable({ lessons }: { lessons: readonly MemberLesson[] }) {
  const dateFormat = useDateFormat();
  return (
    <section aria-labelledby="member-lessons-heading" className="mt-10">
      <h2
        id="member-lessons-heading"
        className="text-xl font-semibold text-slate-900 dark:text-white"
      >
        Lessons
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
            Each lesson of the C course: when it was completed and how its exercise went
          </caption>
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr className="text-slate-700 dark:text-slate-200">
              <th scope="col" className="px-3 py-2 font-semibold">
                Lesson
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Completed
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Exercise
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
                    'Not yet'
                  )}
                </td>
                <td
                  className={`px-3 py-2 whitespace-nowrap ${
                    lesson.exercise === 'stuck'
                      ? 'font-semibold text-amber-900 dark:text-amber-200'
                      : 'text-slate-700 dark:text-slate-300'
                  }`}
                >
                  {exerciseText(lesson)}
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
  const dateFormat = useDateFormat();
  return (
    <section aria-labelledby="member-assignments-heading" className="mt-10">
      <h2
        id="member-assignments-heading"
        className="text-xl font-semibold text-slate-900 dark:text-white"
      >
        Assignments
      </h2>
      {assignments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          No assignments in this team yet. Set one in the Assignments tab.
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
                  {ASSIGNMENT_KIND_NAMES[assignment.kind]}: {assignment.title}
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  Due {formatDueAt(assignment.dueAt, dateFormat)}
                  {assignment.completedAt
                    ? ` · finished ${formatDateTime(assignment.completedAt, dateFormat)}`
                    : ''}
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
  return (
    <section aria-labelledby="member-code-heading" className="mt-10">
      <h2 id="member-code-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        Submitted code
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        The last code checked for each exercise and submitted for each challenge. Members are told
        when they join: “{TEACHER_SEES_CODE_NOTICE}”
      </p>
      {submissions.length === 0 ? (
        <EmptyState
          icon={CircleCheck}
          title="No code submitted yet"
          text="Code appears here once they check an exercise or submit a challenge."
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

function SubmissionItem({ kind, title, code, passed, submittedAt }: SubmittedCode) {
  const dateFormat = useDateFormat();
  const heading = `${kind === 'exercise' ? 'Exercise' : 'Challenge'}: ${title}`;
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
            {passed ? 'Passed' : 'Failed'}
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
        aria-label={`Code of ${heading}`}
        className="max-h-96 overflow-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <pre className="p-4 font-mono text-xs leading-relaxed text-slate-800 dark:text-slate-200">
          <code>{code}</code>
        </pre>
      </div>
    </li>
  );
}
