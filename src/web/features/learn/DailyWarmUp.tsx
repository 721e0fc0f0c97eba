import { CalendarCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '@web/i18n/translate';

/** SPEC §2's daily-challenge banner: a random warm-up lesson, and today's challenge. */
export function DailyWarmUp({
  daily,
  onDailyLesson,
}: {
  daily: boolean;
  onDailyLesson: () => void;
}) {
  const t = useT();
  return (
    <div
      className={`rounded-2xl border p-4 ${
        daily
          ? 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/50'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
      }`}
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
        <CalendarCheck className="size-4 text-amber-600 dark:text-amber-300" aria-hidden="true" />
        {t('Daily Challenge')}
      </p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {daily
          ? t("Today's warm-up: this lesson was picked for you from the first five.")
          : t('Warm up with a random lesson from the first five, then take on today’s challenge.')}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onDailyLesson}
          className="inline-flex items-center gap-1.5 rounded-lg bg-amber-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-amber-800"
        >
          <Sparkles className="size-3.5" aria-hidden="true" />
          {t('Random warm-up lesson')}
        </button>
        <Link
          to="/daily-challenge"
          className="inline-flex items-center rounded-lg px-3 py-1.5 text-xs font-semibold text-amber-800 hover:bg-amber-100 dark:text-amber-200 dark:hover:bg-amber-900/60"
        >
          {t('Today’s challenge')}
        </Link>
      </div>
    </div>
  );
}
