import { Activity, BookOpen, CircleCheck, Trophy } from 'lucide-react';
import { useState } from 'react';
import type { DateFormat } from '@domain/account';
import type { ActivityItem } from '@domain/progress';
import { currentLanguage, formatNumber, INTL_LOCALES, t, useT } from '@web/i18n/translate';
import { currentDateFormat, formatDateTime, formatDay } from '@web/lib/format-date';
import { EmptyState } from './EmptyState';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago", then "Nov 3" (or "Nov 3, 2025"),
 * or the date in the learner's date format; in the interface's language.
 */
export function activityTime(
  at: string,
  now: Date,
  format: DateFormat | null = currentDateFormat(),
): string | null {
  const time = new Date(at);
  if (Number.isNaN(time.getTime())) return null;
  const elapsed = now.getTime() - time.getTime();
  if (elapsed < MINUTE) return t('just now');
  if (elapsed < HOUR) return t('{{count}} min ago', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('{{count}} h ago', { count: Math.floor(elapsed / HOUR) });
  const midnight = (date: Date) =>
    new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((midnight(now) - midnight(time)) / DAY);
  if (days <= 1) return t('yesterday');
  if (days < 7) return t('{{count}} days ago', { count: days });
  if (format !== null) return formatDay(at, format);
  return time.toLocaleDateString(INTL_LOCALES[currentLanguage()], {
    month: 'short',
    day: 'numeric',
    ...(time.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

const kinds = {
  lesson: {
    icon: BookOpen,
    classes: 'bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300',
  },
  exercise: {
    icon: CircleCheck,
    classes: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  },
  challenge: {
    icon: Trophy,
    classes: 'bg-amber-50 text-amber-600 dark:bg-amber-950 dark:text-amber-300',
  },
} as const;

/**
 * The learner's latest completed lessons and challenges. `items` is undefined while the list
 * loads (`loading`) or when it could not be loaded.
 */
export function ActivityList({
  items,
  loading = false,
}: {
  items: ActivityItem[] | undefined;
  loading?: boolean;
}) {
  const t = useT();
  const [now] = useState(() => new Date());

  if (loading) {
    return (
      <div>
        <p className="sr-only">{t('Loading activity')}</p>
        <ul aria-hidden="true" className="space-y-4">
          {[0, 1, 2].map((row) => (
            <li key={row} className="flex items-center gap-3">
              <span className="size-9 shrink-0 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
              <span className="flex-1 space-y-2">
                <span className="block h-3.5 w-3/4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
                <span className="block h-3 w-1/4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (!items) {
    return (
      <p className="text-sm text-slate-500 dark:text-slate-400">
        {t('Your activity is not available right now.')}
      </p>
    );
  }

  if (items.length === 0) {
    return (
      <EmptyState
        icon={Activity}
        className="py-6"
        title={t('No activity yet')}
        text={t('Complete a lesson or a daily challenge and it will show up here.')}
      />
    );
  }

  return (
    <ul className="-my-3 divide-y divide-slate-100 dark:divide-slate-800">
      {items.map((item, index) => {
        const { icon: Icon, classes } = kinds[item.kind];
        const when = activityTime(item.at, now);
        return (
          <li key={`${item.at}-${item.title}-${index}`} className="flex items-center gap-3 py-3">
            <span className={`grid size-9 shrink-0 place-items-center rounded-full ${classes}`}>
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium break-words text-slate-900 dark:text-white">
                {t(item.title)}
              </p>
              {when && (
                <time
                  dateTime={item.at}
                  title={formatDateTime(item.at)}
                  className="text-xs text-slate-500 dark:text-slate-400"
                >
                  {when}
                </time>
              )}
            </div>
            {item.points > 0 && (
              <span className="shrink-0 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
                {t('+{{points}} XP', { points: formatNumber(item.points) })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
