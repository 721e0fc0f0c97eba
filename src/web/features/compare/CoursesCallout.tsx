import { ArrowRight, GraduationCap } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';

/** The page's closing block: from comparing to learning (SPEC §2, link to /courses). */
export function CoursesCallout() {
  const t = useT();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-start gap-6 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8 dark:bg-brand-950/50"
    >
      <div className="flex gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white text-brand-600 dark:bg-slate-900 dark:text-brand-300">
          <GraduationCap aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={titleId} className="text-xl font-semibold text-slate-900 dark:text-white">
            {t('Ready to go deeper?')}
          </h2>
          <p className="mt-1 max-w-xl text-slate-700 dark:text-slate-300">
            {t('Start with the free C course, or see what is coming for the other languages.')}
          </p>
        </div>
      </div>
      <Link to="/courses" className={buttonClasses('primary', 'lg', 'shrink-0')}>
        {t('Browse courses')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
