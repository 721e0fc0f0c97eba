import type { CourseProgressSummary } from '@domain/progress';
import { useT } from '@web/i18n/translate';

/** A signed-in learner's progress in a course they started: "3 of 24 lessons · 13%". */
export function CourseProgress({
  title,
  progress,
}: {
  title: string;
  progress: CourseProgressSummary;
}) {
  const t = useT();
  const percent = Math.min(Math.max(progress.percent, 0), 100);
  return (
    <div>
      <p className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('{{completed}} of {{count}} lessons · {{percent}}%', {
          completed: progress.completed,
          count: progress.total,
          percent,
        })}
      </p>
      <div
        role="progressbar"
        aria-label={t('{{title}} progress', { title })}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-500 to-violet-500 transition-[width] duration-500 dark:from-brand-400 dark:to-violet-400"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
