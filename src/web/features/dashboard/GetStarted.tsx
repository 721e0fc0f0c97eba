import { ArrowRight, CodeXml } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@web/components/ui/Button';
import { Trans } from '@web/i18n/Trans';
import { useT } from '@web/i18n/translate';
import { HeroCard } from './HeroCard';

export function BrowseCoursesLink() {
  const t = useT();
  return (
    <Link
      to="/courses"
      className="inline-flex h-10 items-center justify-center rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-100/60 dark:text-brand-300 dark:hover:bg-brand-900/40"
    >
      {t('Browse all courses')}
    </Link>
  );
}

/** The dashboard's start for a learner who has not started a course yet. */
export function GetStarted() {
  const t = useT();
  return (
    <HeroCard titleId="get-started-title" icon={CodeXml}>
      <h2
        id="get-started-title"
        className="mt-4 text-lg font-semibold text-slate-900 dark:text-white"
      >
        {t('Get Started')}
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">
        <Trans
          text="New to C or coming back to it? The C Programming course takes you from your first <code>printf</code> to pointers and memory, and every example runs right here in your browser."
          parts={{ code: (chunk) => <code className="font-mono text-[0.85em]">{chunk}</code> }}
        />
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Link to="/learn/c" className={buttonClasses('primary', 'md')}>
          {t('Start C Programming Course')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
        <BrowseCoursesLink />
      </div>
    </HeroCard>
  );
}
