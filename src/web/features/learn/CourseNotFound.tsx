import { Link } from 'react-router';
import { buttonClasses } from '@web/components/ui/Button';
import { usePageMeta } from '@web/lib/page-meta';

/** SPEC §2 and §8: a course or lesson that does not exist. */
export function CourseNotFound() {
  usePageMeta('Course Not Found', 'The requested course could not be found.');
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Course Not Found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        The requested course could not be found.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/learn/c" className={buttonClasses('primary', 'md')}>
          Start the C course
        </Link>
        <Link to="/courses" className={buttonClasses('secondary', 'md')}>
          Browse courses
        </Link>
      </div>
    </div>
  );
}
