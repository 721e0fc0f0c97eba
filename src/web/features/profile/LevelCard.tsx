import { Star } from 'lucide-react';
import { XP_PER_LEVEL, type AccountSummary } from '@domain/progress';
import { ProgressBar } from '@web/components/ui/ProgressBar';
import { formatNumber, useT } from '@web/i18n/translate';
import { PanelSkeleton, Unavailable } from './Panel';

/** XP, level and the way to the next level. */
export function LevelCard({
  summary,
  loading,
}: {
  summary: AccountSummary | undefined;
  loading: boolean;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="level-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="level-title"
        className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400"
      >
        <Star className="size-4 text-amber-500 dark:text-amber-400" aria-hidden="true" />
        {t('Experience')}
      </h2>
      {loading ? (
        <div className="mt-4">
          <PanelSkeleton rows={1} />
        </div>
      ) : summary ? (
        <LevelDetails summary={summary} />
      ) : (
        <div className="mt-3">
          <Unavailable>{t('Your level is not available right now.')}</Unavailable>
        </div>
      )}
    </section>
  );
}

function LevelDetails({ summary }: { summary: AccountSummary }) {
  const t = useT();
  const xp = Math.max(0, summary.xp);
  const earned = xp % XP_PER_LEVEL;
  const next = summary.level + 1;
  return (
    <>
      <div className="mt-2 flex items-start justify-between gap-4">
        <p className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {t('{{xp}} XP', { xp: formatNumber(xp) })}
        </p>
        <div className="flex flex-col items-end gap-1">
          <span className="rounded-full bg-brand-600 px-3 py-1 text-sm font-semibold text-white">
            {t('Level {{level}}', { level: summary.level })}
          </span>
          <span className="text-sm font-medium text-slate-600 dark:text-slate-300">
            {t(summary.levelTitle)}
          </span>
        </div>
      </div>
      <ProgressBar
        className="mt-5"
        value={earned}
        max={XP_PER_LEVEL}
        label={t('Progress to Level {{level}}', { level: next })}
      />
      <div className="mt-2 flex flex-wrap justify-between gap-x-4 text-xs text-slate-500 dark:text-slate-400">
        <span>{t('{{earned}} / {{total}} XP', { earned, total: XP_PER_LEVEL })}</span>
        <span>{t('{{xp}} XP to Level {{level}}', { xp: XP_PER_LEVEL - earned, level: next })}</span>
      </div>
    </>
  );
}
