import { useState } from 'react';
import { Link } from 'react-router';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { TeamLesson } from '@domain/team-dashboard-api';
import { activityTime } from '@web/components/ActivityList';
import { LoadError } from '@web/components/LoadError';
import { Trans } from '@web/i18n/Trans';
import { useT } from '@web/i18n/translate';
import { memberPagePath, useTeamLessons } from '../dashboard-calls';
import type { TeamPanelProps } from '../team-tabs';

/** Per lesson of the C course: how many passed its exercise, and who is stuck on it. */
export function LessonsTab({ team }: TeamPanelProps) {
  const t = useT();
  const lessons = useTeamLessons(team.id);
  const [stuckOnly, setStuckOnly] = useState(false);
  const [now] = useState(() => new Date());
  const all = lessons.data?.lessons ?? [];
  const withStuck = all.filter((lesson) => lesson.stuck.length > 0);
  const shown = stuckOnly ? withStuck : all;

  return (
    <section aria-labelledby="team-lessons-heading">
      <h3
        id="team-lessons-heading"
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        {t('Lessons')}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t(
          'Each lesson of the C course: who passed its exercise, and who is stuck (checked it, and no check has passed yet).',
        )}
      </p>
      <div className="mt-4">
        {lessons.isError ? (
          <LoadError
            message={lessons.error.message}
            onRetry={() => void lessons.refetch()}
            retrying={lessons.isFetching}
          />
        ) : !lessons.data ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            {t('Loading lessons...')}
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
                {withStuck.length === 0
                  ? t('Nobody is stuck on a lesson.')
                  : t('{{count}} lessons with someone stuck.', {
                      count: withStuck.length,
                      defaultValue_one: '{{count}} lesson with someone stuck.',
                    })}
              </p>
              <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
                <input
                  type="checkbox"
                  checked={stuckOnly}
                  onChange={(event) => setStuckOnly(event.target.checked)}
                  className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500 dark:border-slate-600"
                />
                {t('Only lessons with someone stuck')}
              </label>
            </div>
            <ol className="mt-3 space-y-3">
              {shown.map((lesson) => (
                <LessonItem key={lesson.id} lesson={lesson} teamId={team.id} now={now} />
              ))}
            </ol>
          </>
        )}
      </div>
    </section>
  );
}

function LessonItem({ lesson, teamId, now }: { lesson: TeamLesson; teamId: string; now: Date }) {
  const t = useT();
  const stuck = lesson.stuck.length > 0;
  return (
    <li
      className={`rounded-xl border p-4 ${
        stuck
          ? 'border-amber-400 bg-amber-50 dark:border-amber-700 dark:bg-amber-950/30'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
      }`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-semibold text-slate-900 dark:text-white">
          {t('Lesson {{number}}: {{title}}', { number: lesson.number, title: lesson.title })}
        </h4>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1 text-emerald-800 dark:text-emerald-300">
            <CircleCheck className="size-4" aria-hidden="true" />
            {t('{{count}} passed', {
              count: lesson.passed.length,
              defaultValue_one: '{{count}} passed',
            })}
          </span>
          <span
            className={`inline-flex items-center gap-1 ${
              stuck
                ? 'font-semibold text-amber-900 dark:text-amber-200'
                : 'text-slate-600 dark:text-slate-400'
            }`}
          >
            <CircleAlert className="size-4" aria-hidden="true" />
            {t('{{count}} stuck', {
              count: lesson.stuck.length,
              defaultValue_one: '{{count}} stuck',
            })}
          </span>
        </p>
      </div>
      {stuck && (
        <ul
          className="mt-3 space-y-1 text-sm"
          aria-label={t('Stuck on lesson {{number}}', { number: lesson.number })}
        >
          {lesson.stuck.map((member) => (
            <li key={member.userId} className="text-slate-800 dark:text-slate-200">
              <Trans
                text="<link>{{name}}</link>: {{count}} failed checks, last checked <time>{{when}}</time>"
                values={{
                  name: member.name,
                  count: member.failedChecks,
                  when: activityTime(member.lastCheckedAt, now) ?? '',
                  defaultValue_one:
                    '<link>{{name}}</link>: {{count}} failed check, last checked <time>{{when}}</time>',
                }}
                parts={{
                  link: (name) => (
                    <Link
                      to={memberPagePath(teamId, member.userId)}
                      className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                    >
                      {name}
                    </Link>
                  ),
                  time: (when) => <time dateTime={member.lastCheckedAt}>{when}</time>,
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {lesson.passed.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-slate-700 dark:text-slate-300">
            {t('Who passed ({{number}})', { number: lesson.passed.length })}
          </summary>
          <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 pl-4">
            {lesson.passed.map((member) => (
              <li key={member.userId}>
                <Link
                  to={memberPagePath(teamId, member.userId)}
                  className="text-brand-700 hover:underline dark:text-brand-300"
                >
                  {member.name}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
