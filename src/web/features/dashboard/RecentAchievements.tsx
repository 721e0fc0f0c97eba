import { Award } from 'lucide-react';
import { Link } from 'react-router';
import type { EarnedAchievement } from '@domain/progress';
import { useT } from '@web/i18n/translate';
import { formatDate, useDateFormat } from '@web/lib/format-date';

const SHOWN = 3;

/** The latest achievements, each with the day it was earned and the activity that earned it. */
export function RecentAchievements({
  achievements,
}: {
  achievements: EarnedAchievement[] | undefined;
}) {
  const t = useT();
  const dateFormat = useDateFormat();
  if (!achievements || achievements.length === 0) return null;
  const latest = [...achievements].reverse().slice(0, SHOWN);
  return (
    <section
      aria-labelledby="recent-achievements-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2
          id="recent-achievements-title"
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          {t('Latest Achievements')}
        </h2>
        <Link
          to="/profile"
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          {t('All {{number}}', { number: achievements.length })}
        </Link>
      </div>
      <ul className="mt-4 space-y-3">
        {latest.map((achievement) => (
          <li key={achievement.id} className="flex items-start gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-900/60 dark:text-amber-300">
              <Award className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="font-medium text-slate-900 dark:text-white">{t(achievement.title)}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('{{date}}: {{source}}', {
                  date: formatDate(achievement.earnedAt.slice(0, 10), dateFormat),
                  source: achievement.source,
                })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
