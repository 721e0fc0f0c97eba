import { Link } from 'react-router';
import { buttonClasses } from '@web/components/ui/Button';
import { msg, useT } from '@web/i18n/translate';
import { usePageMeta } from '@web/lib/page-meta';

/** SPEC §2 and §8: a course or lesson that does not exist. */
export function CourseNotFound() {
  const t = useT();
  usePageMeta(msg('Course Not Found'), msg('The requested course could not be found.'));
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t('Course Not Found')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        {t('The requested course could not be found.')}
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/learn/c" className={buttonClasses('primary', 'md')}>
          {t('Start the C course')}
        </Link>
        <Link to="/courses" className={buttonClasses('secondary', 'md')}>
          {t('Browse courses')}
        </Link>
      </div>
    </div>
  );
}
