import { addDays } from '@domain/progress';
import type { Analytics, CalendarDay } from '@domain/analytics-api';
import { useDateFormat } from '@web/lib/format-date';
import { useT } from '@web/i18n/translate';
import { ChartBox, DataTable, dayLabel, daysText, monthLabel } from './parts';

const LEVELS = [
  'bg-slate-100 dark:bg-slate-800',
  'bg-brand-200 dark:bg-brand-900',
  'bg-brand-400 dark:bg-brand-700',
  'bg-brand-600 dark:bg-brand-500',
  'bg-brand-800 dark:bg-brand-300',
];

function activityOf(entry: CalendarDay | undefined): number {
  return entry ? entry.lessons + entry.exercises + entry.challenges + entry.runs : 0;
}

function levelOf(activity: number): number {
  if (activity === 0) return 0;
  if (activity <= 2) return 1;
  if (activity <= 5) return 2;
  if (activity <= 9) return 3;
  return 4;
}

/** Weeks (Monday first) from the week of `start` to the week of `end`; days outside are null. */
function weeksOf(start: string, end: string): (string | null)[][] {
  const weekday = (new Date(`${start}T00:00:00Z`).getUTCDay() + 6) % 7;
  const weeks: (string | null)[][] = [];
  let day = addDays(start, -weekday);
  while (day <= end) {
    const week: (string | null)[] = [];
    for (let index = 0; index < 7; index++) {
      week.push(day >= start && day <= end ? day : null);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** "2026-12" → "2027-01". */
function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

interface MonthRow {
  month: string;
  days: number;
  lessons: number;
  exercises: number;
  challenges: number;
  runs: number;
}

function monthsOf(calendar: Analytics['calendar']): MonthRow[] {
  const months = new Map<string, MonthRow>();
  const last = calendar.end.slice(0, 7);
  for (let month = calendar.start.slice(0, 7); month <= last; month = nextMonth(month)) {
    months.set(month, { month, days: 0, lessons: 0, exercises: 0, challenges: 0, runs: 0 });
  }
  for (const entry of calendar.days) {
    const row = months.get(entry.day.slice(0, 7));
    if (!row) continue;
    row.days += 1;
    row.lessons += entry.lessons;
    row.exercises += entry.exercises;
    row.challenges += entry.challenges;
    row.runs += entry.runs;
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/** The last 12 months as a grid of days, GitHub-style, with its summary and a table per month. */
export function ActivityCalendar({ calendar }: { calendar: Analytics['calendar'] }) {
  const t = useT();
  useDateFormat();
  const byDay = new Map(calendar.days.map((entry) => [entry.day, entry]));
  const weeks = weeksOf(calendar.start, calendar.end);
  const months = monthsOf(calendar);
  const busiest = [...months].sort((a, b) => b.days - a.days)[0];
  const summary =
    calendar.days.length === 0
      ? t('No learning days in the last 12 months yet.')
      : t(
          '{{count}} days learned in the last 12 months; the busiest month was {{month}} with {{days}}.',
          {
            count: calendar.days.length,
            month: monthLabel(busiest!.month),
            days: daysText(busiest!.days, t),
            defaultValue_one:
              '{{count}} day learned in the last 12 months; the busiest month was {{month}} with {{days}}.',
          },
        );

  return (
    <div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{summary}</p>
      {/* On a phone the year is wider than the screen: it scrolls sideways, opening on the
          latest weeks (the scroller runs right to left, the grid inside left to right). */}
      <div
        dir="rtl"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by keyboard
        tabIndex={0}
        role="region"
        aria-label={t('Activity calendar, scrolls sideways')}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <ChartBox label={t('Activity calendar. {{summary}}', { summary })}>
          <div
            dir="ltr"
            className="mt-3 grid min-w-[38rem] gap-[2px]"
            style={{ gridTemplateColumns: `repeat(${weeks.length}, minmax(0, 1fr))` }}
          >
            {weeks.map((week) => (
              <div key={week.find(Boolean) ?? ''} className="grid gap-[2px]">
                {week.map((day, index) =>
                  day ? (
                    <span
                      key={day}
                      title={t('{{day}}: {{count}} activities', {
                        day: dayLabel(day),
                        count: activityOf(byDay.get(day)),
                      })}
                      className={`block aspect-square rounded-[2px] ${LEVELS[levelOf(activityOf(byDay.get(day)))]}`}
                    />
                  ) : (
                    <span key={`blank-${index}`} className="block aspect-square" />
                  ),
                )}
              </div>
            ))}
          </div>
        </ChartBox>
      </div>
      <div
        aria-hidden="true"
        className="mt-2 flex items-center justify-end gap-1 text-xs text-slate-600 dark:text-slate-400"
      >
        {t('Less')}
        {LEVELS.map((level) => (
          <span key={level} className={`inline-block size-3 rounded-[2px] ${level}`} />
        ))}
        {t('More')}
      </div>
      <DataTable
        caption={t('Days learned per month')}
        rows={months}
        rowKey={(row) => row.month}
        columns={[
          { header: t('Month'), cell: (row) => monthLabel(row.month) },
          { header: t('Days learned'), cell: (row) => row.days, numeric: true },
          {
            header: t('Lessons', { context: 'column' }),
            cell: (row) => row.lessons,
            numeric: true,
          },
          { header: t('Exercises'), cell: (row) => row.exercises, numeric: true },
          { header: t('Challenges'), cell: (row) => row.challenges, numeric: true },
          { header: t('Runs'), cell: (row) => row.runs, numeric: true },
        ]}
      />
    </div>
  );
}
