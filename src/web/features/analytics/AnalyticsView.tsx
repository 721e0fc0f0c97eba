import { CONCEPT_LABELS } from '@domain/assessment-rules';
import { CalendarDays, Clock, Flame, Play } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { runWindows, type Analytics, type RunWindow } from '@domain/analytics-api';
import { StatGrid } from '@web/components/StatCard';
import { ActivityCalendar } from './ActivityCalendar';
import { ChartBox, DataTable, dayLabel, formatSeconds, Panel, passRateText } from './parts';

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

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

function runsSummary(runs: Analytics['runsPerDay']): string {
  const total = runs.rows.reduce((sum, row) => sum + row.total, 0);
  if (total === 0) return `No runs in the last ${runs.days} days.`;
  const byKey = new Map<string, number>();
  for (const row of runs.rows) {
    for (const [key, count] of Object.entries(row.counts)) {
      byKey.set(key, (byKey.get(key) ?? 0) + count);
    }
  }
  const parts = runs.series.map((series) => `${series.label}: ${byKey.get(series.key) ?? 0}`);
  return `${plural(total, 'run')} in the last ${runs.days} days. ${parts.join('; ')}.`;
}

function lessonsSummary(lessons: Analytics['timePerLesson']): string {
  if (lessons.length === 0) return 'No lesson completed yet.';
  const longest = [...lessons].sort((a, b) => b.seconds - a.seconds)[0]!;
  const total = lessons.reduce((sum, lesson) => sum + lesson.seconds, 0);
  return `${formatSeconds(total)} over ${plural(lessons.length, 'completed lesson')}; the longest was ${longest.title} (${formatSeconds(longest.seconds)}).`;
}

function masterySummary(mastery: Analytics['mastery']): string {
  const tried = mastery.filter(
    (entry) => entry.exercises.attempted + entry.challenges.attempted > 0,
  );
  if (tried.length === 0) return 'No exercise or challenge tried yet.';
  return tried
    .map(
      (entry) =>
        `${CONCEPT_LABELS[entry.concept]}: exercises ${passRateText(entry.exercises)}, challenges ${passRateText(entry.challenges)}`,
    )
    .join('. ')
    .concat('.');
}

const scoreText = (score: { correct: number; total: number } | null) =>
  score === null ? '–' : `${score.correct} of ${score.total}`;

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
            label: 'Days learned (12 months)',
            value: String(analytics.totals.daysLearned),
          },
          {
            icon: Play,
            tone: 'emerald',
            label: 'Runs (12 months)',
            value: String(analytics.totals.runs),
          },
          {
            icon: Clock,
            tone: 'sky',
            label: 'Time in lessons',
            value: formatSeconds(analytics.totals.secondsLearning),
          },
          {
            icon: Flame,
            tone: 'rose',
            label: 'Current streak',
            value: plural(streaks.current, 'day'),
            hint: `Longest: ${plural(streaks.longest, 'day')}`,
          },
        ]}
      />

      <Panel
        id={id('calendar')}
        title="Activity calendar"
        description="Days you completed a lesson, passed an exercise, solved a challenge or ran a program, over the last 12 months."
      >
        <ActivityCalendar calendar={analytics.calendar} />
      </Panel>

      <Panel
        id={id('runs')}
        title="Runs per day"
        description="Each run and how it ended: success, a compile error, a runtime error by its kind, or a limit."
        actions={
          onRunWindow && (
            <div
              role="group"
              aria-label="Days shown"
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
                  {days} days
                </button>
              ))}
            </div>
          )
        }
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{runsSummary(runsPerDay)}</p>
        <LazyChart label={`Runs per day. ${runsSummary(runsPerDay)}`} height={280}>
          <RunsPerDayChart runs={runsPerDay} />
        </LazyChart>
        <DataTable
          caption={`Runs per day, the last ${runsPerDay.days} days`}
          empty="No runs in this window."
          rows={runsPerDay.rows.filter((row) => row.total > 0).reverse()}
          rowKey={(row) => row.day}
          columns={[
            { header: 'Day', cell: (row) => dayLabel(row.day) },
            { header: 'Runs', cell: (row) => row.total, numeric: true },
            ...runsPerDay.series.map((series) => ({
              header: series.label,
              cell: (row: (typeof runsPerDay.rows)[number]) => row.counts[series.key] ?? 0,
              numeric: true,
            })),
          ]}
        />
      </Panel>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel
          id={id('time')}
          title="Time per lesson"
          description="Minutes on each lesson you completed, as the server measured them."
        >
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {lessonsSummary(analytics.timePerLesson)}
          </p>
          <LazyChart
            label={`Time per lesson. ${lessonsSummary(analytics.timePerLesson)}`}
            height={240}
          >
            <TimePerLessonChart lessons={analytics.timePerLesson} />
          </LazyChart>
          <DataTable
            caption="Time per lesson"
            empty="No lesson completed yet."
            rows={analytics.timePerLesson}
            rowKey={(row) => row.lessonId}
            columns={[
              { header: 'Lesson', cell: (row) => row.title },
              { header: 'Time', cell: (row) => formatSeconds(row.seconds), numeric: true },
            ]}
          />
        </Panel>

        <Panel
          id={id('diagnostics')}
          title="Compiler errors you meet most"
          description="gcc's messages, names left out, with the lesson that explains each."
        >
          {analytics.topDiagnostics.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              No compile errors recorded. Nice!
            </p>
          ) : (
            <ol className="space-y-3">
              {analytics.topDiagnostics.map((diagnostic) => (
                <li
                  key={diagnostic.pattern}
                  className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
                >
                  <p className="flex items-start justify-between gap-3">
                    <code className="min-w-0 text-sm break-words text-slate-900 dark:text-slate-100">
                      {diagnostic.pattern}
                    </code>
                    <span className="shrink-0 text-sm font-semibold text-slate-700 tabular-nums dark:text-slate-200">
                      {plural(diagnostic.count, 'time')}
                    </span>
                  </p>
                  {diagnostic.lesson && (
                    <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                      Explained in{' '}
                      <Link
                        to={`/learn/c?lesson=${diagnostic.lesson.id}`}
                        className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                      >
                        {diagnostic.lesson.title}
                      </Link>
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
        title="Mastery by concept"
        description="The share of the exercises and challenges you tried on each concept that you passed."
      >
        <p className="sr-only">{masterySummary(analytics.mastery)}</p>
        <LazyChart label={`Mastery by concept. ${masterySummary(analytics.mastery)}`} height={380}>
          <MasteryChart mastery={analytics.mastery} />
        </LazyChart>
        <DataTable
          caption="Mastery by concept"
          rows={analytics.mastery}
          rowKey={(row) => row.concept}
          columns={[
            { header: 'Concept', cell: (row) => CONCEPT_LABELS[row.concept] },
            {
              header: 'Exercises passed',
              cell: (row) => passRateText(row.exercises),
              numeric: true,
            },
            {
              header: 'Challenges passed',
              cell: (row) => passRateText(row.challenges),
              numeric: true,
            },
          ]}
        />
      </Panel>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel
          id={id('streaks')}
          title="Streak history"
          description="Runs of consecutive days with a lesson, an exercise or a challenge completed."
        >
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Current streak: {plural(streaks.current, 'day')}. Longest:{' '}
            {plural(streaks.longest, 'day')}.
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
                          : `${dayLabel(streak.start)} to ${dayLabel(streak.end)}`}
                      </span>
                      <span className="font-semibold tabular-nums">
                        {plural(streak.days, 'day')}
                      </span>
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
          title="Final assessment by concept"
          description="Your best and your last result on each concept of the C course's final assessment."
        >
          {assessment.attempts === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              No graded attempt yet: the assessment opens once every lesson of the C course is
              complete.
            </p>
          ) : (
            <>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {plural(assessment.attempts, 'attempt')}; best score {assessment.bestPercent ?? 0}%,
                last {assessment.lastPercent ?? 0}%.
              </p>
              <div className="mt-3 overflow-x-auto">
                <table className="w-full border-collapse text-left text-sm">
                  <caption className="sr-only">Final assessment results by concept</caption>
                  <thead>
                    <tr className="border-b border-slate-200 dark:border-slate-700">
                      <th scope="col" className="px-2 py-1.5 font-semibold">
                        Concept
                      </th>
                      <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                        Best
                      </th>
                      <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                        Last
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
                          {CONCEPT_LABELS[entry.concept]}
                        </th>
                        <td className="px-2 py-1.5 text-right tabular-nums">
                          {scoreText(entry.best)}
                        </td>
                        <td className="px-2 py-1.5 text-right tabular-nums">
                          {scoreText(entry.last)}
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
