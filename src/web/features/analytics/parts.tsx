import type { ReactNode } from 'react';
import type { RunSeries } from '@domain/analytics-api';
import { currentLanguage, INTL_LOCALES, useT, type Translate } from '@web/i18n/translate';
import { currentDateFormat, formatDate, formatShortDay } from '@web/lib/format-date';

/** One part of the page: a card with its heading. */
export function Panel({
  id,
  title,
  description,
  actions,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {description && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
          )}
        </div>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A chart's place: one image for assistive technology, named by `label`. */
export function ChartBox({
  label,
  height,
  children,
}: {
  label: string;
  /** Pixels; a chart that sizes itself to its box needs one. */
  height?: number;
  children: ReactNode;
}) {
  return (
    <div
      role="img"
      aria-label={label}
      className="w-full"
      style={height === undefined ? undefined : { height }}
    >
      {children}
    </div>
  );
}

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures are right-aligned. */
  numeric?: boolean;
}

/** A chart's data as a table, behind a disclosure: the text alternative of the chart. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty?: string;
}) {
  const t = useT();
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 hover:underline dark:text-brand-300">
        {t('Show the data as a table')}
      </summary>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-600 dark:text-slate-400">{empty ?? t('Nothing yet.')}</p>
      ) : (
        // A long table scrolls: a focusable region, so keys can scroll it.
        <div
          className="mt-2 max-h-80 overflow-auto"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by keyboard
          tabIndex={0}
          role="region"
          aria-label={t('Table: {{caption}}', { caption })}
        >
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={`px-2 py-1.5 font-semibold text-slate-700 dark:text-slate-200 ${column.numeric ? 'text-right' : ''}`}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-b border-slate-100 dark:border-slate-800">
                  {columns.map((column, index) => {
                    const Cell = index === 0 ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.header}
                        {...(index === 0 ? { scope: 'row' } : {})}
                        className={`px-2 py-1.5 font-normal text-slate-700 dark:text-slate-300 ${column.numeric ? 'text-right tabular-nums' : ''}`}
                      >
                        {column.cell(row)}
                      </Cell>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}

/** "45 min", "1 h 5 min". */
export function formatSeconds(seconds: number, t: Translate): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('{{minutes}} min', { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? t('{{hours}} h', { hours })
    : t('{{hours}} h {{minutes}} min', { hours, minutes: rest });
}

/** "3 of 4 (75%)", or "none yet". */
export function passRateText(
  { attempted, passed }: { attempted: number; passed: number },
  t: Translate,
): string {
  if (attempted === 0) return t('none yet');
  return t('{{passed}} of {{attempted}} ({{percent}}%)', {
    passed,
    attempted,
    percent: Math.round((passed / attempted) * 100),
  });
}

/** "12 days", "1 day". */
export const daysText = (count: number, t: Translate) =>
  t('{{count}} days', { count, defaultValue_one: '{{count}} day' });

/**
 * A series of the runs chart by name. The server names it in English ("Compile error",
 * "Runtime error: Segmentation fault (SIGSEGV)"); a runtime error's kind is read back from it.
 */
export function seriesName({ label }: RunSeries, t: Translate): string {
  const runtime = /^Runtime error: (.+?)(?: \((SIG\w+)\))?$/.exec(label);
  if (!runtime) return t(label);
  const [, error = '', signal] = runtime;
  return signal
    ? t('Runtime error: {{error}} ({{signal}})', { error: t(error), signal })
    : t('Runtime error: {{error}}', { error: t(error) });
}

/**
 * "Mon 15 Jun" for a YYYY-MM-DD day, read as that calendar day wherever the browser is, in the
 * interface's language (English as in the UK).
 */
export function dayLabel(
  day: string,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' },
): string {
  // A day in the learner's date format once chosen ("11/03/2026").
  if (currentDateFormat() !== null) return formatDate(day);
  return inLanguage(day, options);
}

/** A day on a chart's axis: without its year ("11/03" in the learner's format, or "3 Nov"). */
export function axisDayLabel(day: string): string {
  if (currentDateFormat() !== null) return formatShortDay(day);
  return inLanguage(day, { day: 'numeric', month: 'short' });
}

/** A month of the activity calendar: "November 2026", in the interface's language. */
export const monthLabel = (month: string): string =>
  inLanguage(`${month}-01`, { month: 'long', year: 'numeric' });

function inLanguage(day: string, options: Intl.DateTimeFormatOptions): string {
  const language = currentLanguage();
  const locale = language === 'en' ? 'en-GB' : INTL_LOCALES[language];
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { ...options, timeZone: 'UTC' });
}
