import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@web/components/ui/Button';
import { ProgressBar } from '@web/components/ui/ProgressBar';
import { useT } from '@web/i18n/translate';

/** Before every lesson is complete: how far the learner is, and the way back to the course. */
export function AssessmentLocked({ done, total }: { done: number; total: number }) {
  const t = useT();
  return (
    <section
      aria-labelledby="locked-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="locked-title"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
      >
        <Lock aria-hidden="true" className="size-5 text-slate-500 dark:text-slate-400" />
        {t('Opens after all {{total}} lessons', { total })}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {t(
          'The final assessment covers the whole C course, so it opens once every lesson is complete.',
        )}
      </p>
      <p className="mt-4 text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('{{done}} of {{total}} lessons complete', { done, total })}
      </p>
      <ProgressBar className="mt-2" value={done} max={total} label={t('Lessons complete')} />
      <Link to="/learn/c" className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('Continue the course')}
      </Link>
    </section>
  );
}
