import { CONCEPT_LABELS } from '@domain/assessment-rules';
import { CalendarDays, Clock, Flame, Play } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { runWindows, type Analytics, type RunWindow } from '@domain/analytics-api';
import { StatGrid } from '@web/components/StatCard';
import { Trans } from '@web/i18n/Trans';
import { useDateFormat } from '@web/lib/format-date';
import { useT, type Translate } from '@web/i18n/translate';
import { ActivityCalendar } from './ActivityCalendar';
import {
  ChartBox,
  DataTable,
  dayLabel,
  daysText,
  formatSeconds,
  Panel,
  passRateText,
  seriesName,
} from './parts';

// recharts comes in a chunk of its own, after the page and its tables.
const charts = () => import('./AnalyticsCharts');
const RunsPerDayChart = lazy(async () => ({ default: (await charts()).RunsPerDayChart }));
const TimePerLessonChart = lazy(async () => ({ default: (await charts()).TimePerLessonChart }));
const MasteryChart = lazy(async () => ({ default: (await charts()).MasteryChart }));

function LazyChart({
  label,
  height,
  children,
}: {
  label: string;
  height: number;
  children: ReactNode;
}) {
  return (
    <ChartBox label={label} height={height}>
      <Suspense
        fallback={
          <div className="size-full animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none dark:bg-slate-800/60" />
        }
      >
        {children}
      </Suspense>
    </ChartBox>
  );
}

function runsSummary(runs: Analytics['runsPerDay'], t: Translate): string {
  const total = runs.rows.reduce((sum, row) => sum + row.total, 0);
  if (total === 0) return t('No runs in the last {{days}} days.', { days: runs.days });
  const byKey = new Map<string, number>();
  for (const row of runs.rows) {
    for (const [key, count] of Object.entries(row.counts)) {
      byKey.set(key, (byKey.get(key) ?? 0) + count);
    }
  }
  const parts = runs.series.map(
    (series) => `${seriesName(series, t)}: ${byKey.get(series.key) ?? 0}`,
  );
  return t('{{count}} runs in the last {{days}} days. {{outcomes}}.', {
    count: total,
    days: runs.days,
    outcomes: parts.join('; '),
    defaultValue_one: '{{count}} run in the last {{days}} days. {{outcomes}}.',
  });
}

function lessonsSummary(lessons: Analytics['timePerLesson'], t: Translate): string {
  if (lessons.length === 0) return t('No lesson completed yet.');
  const longest = [...lessons].sort((a, b) => b.seconds - a.seconds)[0]!;
  const total = lessons.reduce((sum, lesson) => sum + lesson.seconds, 0);
  return t('{{time}} over {{count}} completed lessons; the longest was {{title}} ({{longest}}).', {
    count: lessons.length,
    time: formatSeconds(total, t),
    title: longest.title,
    longest: formatSeconds(longest.seconds, t),
    defaultValue_one:
      '{{time}} over {{count}} completed lesson; the longest was {{title}} ({{longest}}).',
  });
}

function masterySummary(mastery: Analytics['mastery'], t: Translate): string {
  const tried = mastery.filter(
    (entry) => entry.exercises.attempted + entry.challenges.attempted > 0,
  );
  if (tried.length === 0) return t('No exercise or challenge tried yet.');
  return tried
    .map((entry) =>
      t('{{concept}}: exercises {{exercises}}, challenges {{challenges}}', {
        concept: t(CONCEPT_LABELS[entry.concept]),
        exercises: passRateText(entry.exercises, t),
        challenges: passRateText(entry.challenges, t),
      }),
    )
    .join('. ')
    .concat('.');
}

const scoreText = (score: { correct: number; total: number } | null, t: Translate) =>
  score === null ? '–' : t('{{correct}} of {{total}}', score);

/**
 * Every part of the analytics page for one answer: the learner's, or the sample a Free learner
 * sees (`sample`: the runs window is fixed and nothing links to lessons as theirs).
 */
export function AnalyticsView({
  analytics,
  onRunWindow,
  idPrefix = 'analytics',
}: {
  analytics: Analytics;
  /** Switches the runs chart's window; without it the window is fixed. */
  onRunWindow?: (days: RunWindow) => void;
  idPrefix?: string;
}) {
  const t = useT();
  // The days' texts follow the learner's date format as it loads or changes.
  useDateFormat();
  const id = (part: string) => `${idPrefix}-${part}`;
  const { runsPerDay, streaks, assessment } = analytics;

  return (
    <div className="space-y-6">
      <StatGrid
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
        stats={[
          {
            icon: CalendarDays,
            tone: 'brand',
            label: t('Days learned (12 months)'),
            value: String(analytics.totals.daysLearned),
          },
          {
            icon: Play,
            tone: 'emerald',
            label: t('Runs (12 months)'),
            value: String(analytics.totals.runs),
          },
          {
            icon: Clock,
            tone: 'sky',
            label: t('Time in lessons'),
            value: formatSeconds(analytics.totals.secondsLearning, t),
          },
          {
            icon: Flame,
            tone: 'rose',
            label: t('Current streak'),
            value: daysText(streaks.current, t),
            hint: t('Longest: {{days}}', { days: daysText(streaks.longest, t) }),
          },
        ]}
      />

      <Panel
        id={id('calendar')}
        title={t('Activity calendar')}
        description={t(
          'Days you completed a lesson, passed an exercise, solved a challenge or ran a program, over the last 12 months.',
        )}
      >
        <ActivityCalendar calendar={analytics.calendar} />
      </Panel>

      <Panel
        id={id('runs')}
        title={t('Runs per day')}
        description={t(
          'Each run and how it ended: success, a compile error, a runtime error by its kind, or a limit.',
        )}
        actions={
          onRunWindow && (
            <div
              role="group"
              aria-label={t('Days shown')}
              className="inline-flex rounded-lg border border-slate-200 p-0.5 dark:border-slate-700"
            >
              {runWindows.map((days) => (
                <button
                  key={days}
                  type="button"
                  aria-pressed={runsPerDay.days === days}
                  onClick={() => onRunWindow(days)}
                  className="rounded-md px-3 py-1 text-sm font-medium text-slate-700 aria-pressed:bg-brand-600 aria-pressed:text-white dark:text-slate-200 dark:aria-pressed:bg-brand-500 dark:aria-pressed:text-slate-950"
                >
                  {daysText(days, t)}
                </button>
              ))}
            </div>
          )
        }
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{runsSummary(runsPerDay, t)}</p>
        <LazyChart
          label={t('Runs per day. {{summary}}', { summary: runsSummary(runsPerDay, t) })}
          height={280}
        >
          <RunsPerDayChart runs={runsPerDay} />
        </LazyChart>
        <DataTable
          caption={t('Runs per day, the last {{days}} days', { days: runsPerDay.days })}
          empty={t('No runs in this window.')}
          rows={runsPerDay.rows.filter((row) => row.total > 0).reverse()}
          rowKey={(row) => row.day}
          columns={[
            { header: t('Day'), cell: (row) => dayLabel(row.day) },
            { header: t('Runs'), cell: (row) => row.total, numeric: true },
            ...runsPerDay.series.map((series) => ({
              header: seriesName(series, t),
              cell: (row: (typeof runsPerDay.rows)[number]) => row.counts[series.key] ?? 0,
              numeric: true,
            })),
          ]}
        />
      </Panel>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel
          id={id('time')}
          title={t('Time per lesson')}
          description={t('Minutes on each lesson you completed, as the server measured them.')}
        >
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {lessonsSummary(analytics.timePerLesson, t)}
          </p>
          <LazyChart
            label={t('Time per lesson. {{summary}}', {
              summary: lessonsSummary(analytics.timePerLesson, t),
            })}
            height={240}
          >
            <TimePerLessonChart lessons={analytics.timePerLesson} />
          </LazyChart>
          <DataTable
            caption={t('Time per lesson')}
            empty={t('No lesson completed yet.')}
            rows={analytics.timePerLesson}
            rowKey={(row) => row.lessonId}
            columns={[
              { header: t('Lesson'), cell: (row) => row.title },
              {
                header: t('Time', { context: 'duration' }),
                cell: (row) => formatSeconds(row.seconds, t),
                numeric: true,
              },
            ]}
          />
        </Panel>

        <Panel
          id={id('diagnostics')}
          title={t('Compiler errors you meet most')}
          description={t("gcc's messages, names left out, with the lesson that explains each.")}
        >
          {analytics.topDiagnostics.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('No compile errors recorded. Nice!')}
            </p>
          ) : (
            <ol className="space-y-3">
              {analytics.topDiagnostics.map(({ lesson, ...diagnostic }) => (
                <li
                  key={diagnostic.pattern}
                  className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
                >
                  <p className="flex items-start justify-between gap-3">
                    <code className="min-w-0 text-sm break-words text-slate-900 dark:text-slate-100">
                      {diagnostic.pattern}
                    </code>
                    <span className="shrink-0 text-sm font-semibold text-slate-700 tabular-nums dark:text-slate-200">
                      {t('{{count}} times', {
                        count: diagnostic.count,
                        defaultValue_one: '{{count}} time',
                      })}
                    </span>
                  </p>
                  {lesson && (
                    <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                      <Trans
                        text="Explained in <link>{{lesson}}</link>"
                        values={{ lesson: lesson.title }}
                        parts={{
                          link: (chunk) => (
                            <Link
                              to={`/learn/c?lesson=${lesson.id}`}
                              className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                            >
                              {chunk}
                            </Link>
                          ),
                        }}
                      />
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
        </Panel>
      </div>

      <Panel
        id={id('mastery')}
        title={t('Mastery by concept')}
        description={t(
          'The share of the exercises and challenges you tried on each concept that you passed.',
        )}
      >
        <p className="sr-only">{masterySummary(analytics.mastery, t)}</p>
        <LazyChart
          label={t('Mastery by concept. {{summary}}', {
            summary: masterySummary(analytics.mastery, t),
          })}
          height={380}
        >
          <MasteryChart mastery={analytics.mastery} />
        </LazyChart>
        <DataTable
          caption={t('Mastery by concept')}
          rows={analytics.mastery}
          rowKey={(row) => row.concept}
          columns={[
            { header: t('Concept'), cell: (row) => t(CONCEPT_LABELS[row.concept]) },
            {
              header: t('Exercises passed'),
              cell: (row) => passRateText(row.exercises, t),
              numeric: true,
            },
            {
              header: t('Challenges passed'),
              cell: (row) => passRateText(row.challenges, t),
              numeric: true,
            },
          ]}
        />
      </Panel>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel
          id={id('streaks')}
          title={t('Streak history')}
          description={t(
            'Runs of consecutive days with a lesson, an exercise or a challenge completed.',
          )}
        >
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('Current streak: {{current}}. Longest: {{longest}}.', {
              current: daysText(streaks.current, t),
              longest: daysText(streaks.longest, t),
            })}
          </p>
          {streaks.history.length > 0 && (
            <ol className="mt-3 space-y-2">
              {streaks.history.slice(0, 10).map((streak) => {
                const width = `${Math.max(4, Math.round((streak.days / Math.max(1, streaks.longest)) * 100))}%`;
                return (
                  <li key={streak.start} className="text-sm">
                    <span className="flex justify-between gap-2 text-slate-700 dark:text-slate-300">
                      <span>
                        {streak.start === streak.end
                          ? dayLabel(streak.start)
                          : t('{{start}} to {{end}}', {
                              start: dayLabel(streak.start),
                              end: dayLabel(streak.end),
                            })}
                      </span>
                      <span className="font-semibold tabular-nums">{daysText(streak.days, t)}</span>
                    </span>
                    <span
                      aria-hidden="true"
                      className="mt-1 block h-2 rounded-full bg-rose-500 dark:bg-rose-400"
                      style={{ width }}
                    />
                  </li>
                );
              })}
            </ol>
          )}
        </Panel>

        <Panel
          id={id('assessment')}
          title={t('Final assessment by concept')}
          description={t(
            "Your best and your last result on each concept of the C course's final assessment.",
          )}
        >
          {assessment.attempts === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t(
                'No graded attempt yet: the assessment opens once every lesson of the C course is complete.',
              )}
            </p>
          ) : (
            <>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t('{{count}} attempts; best score {{best}}%, last {{last}}%.', {
                  count: assessment.attempts,
                  best: assessment.bestPercent ?? 0,
                  last: assessment.lastPercent ?? 0,
                  defaultValue_one: '{{count}} attempt; best score {{best}}%, last {{last}}%.',
                })}
              </p>
              <div className="mt-3 overflow-x-auto">
                <table className="w-full border-collapse text-left text-sm">
                  <caption className="sr-only">{t('Final assessment results by concept')}</caption>
                  <thead>
                    <tr className="border-b border-slate-200 dark:border-slate-700">
                      <th scope="col" className="px-2 py-1.5 font-semibold">
                        {t('Concept')}
                      </th>
                      <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                        {t('Best')}
                      </th>
                      <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                        {t('Last')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {assessment.concepts.map((entry) => (
                      <tr
                        key={entry.concept}
                        className="border-b border-slate-100 dark:border-slate-800"
                      >
                        <th scope="row" className="px-2 py-1.5 font-normal">
                          {t(CONCEPT_LABELS[entry.concept])}
                        </th>
                        <td className="px-2 py-1.5 text-right tabular-nums">
                          {scoreText(entry.best, t)}
                        </td>
                        <td className="px-2 py-1.5 text-right tabular-nums">
                          {scoreText(entry.last, t)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </Panel>
      </div>
    </div>
  );
}
