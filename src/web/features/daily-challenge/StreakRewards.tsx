import { STREAK_BADGES } from '@domain/progress';
import { useT } from '@web/i18n/translate';
import { daysLabel } from '@web/lib/format-date';
import { streakBadgeName } from './streak-badges';

/** SPEC §9 streak badges, smallest first. */
const rewards = [...STREAK_BADGES].reverse();

export function StreakRewards() {
  const t = useT();
  return (
    <section
      aria-labelledby="streak-rewards-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="streak-rewards-title"
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        {t('Streak Rewards')}
      </h2>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <th scope="col" className="py-2 font-medium">
              {t('Badge')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('Streak')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rewards.map((badge) => (
            <tr
              key={badge.name}
              className="border-b border-slate-100 last:border-0 dark:border-slate-800/60"
            >
              <th scope="row" className="py-2 font-medium text-slate-900 dark:text-white">
                {t(streakBadgeName[badge.name])}
              </th>
              <td className="py-2 text-right text-slate-700 dark:text-slate-300">
                {daysLabel(badge.days)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
