import { Briefcase, Check, Clock, MapPin, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { jobsIntro, type Job } from '@content/careers';
import { buttonClasses } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { useSiteIdentity } from '@web/lib/site-identity';
import { Card } from '../kit/Card';
import { applicationMailto } from './jobs';

/**
 * One open position (SPEC §3 Job) with its Apply Now link: an e-mail to the site's careers
 * address, or the contact form when it has none.
 */
export function JobCard({ job }: { job: Job }) {
  const t = useT();
  const titleId = `job-${job.id}`;
  const { careersEmail } = useSiteIdentity();
  const label = t('Apply Now for {{title}}', { title: job.title });
  const classes = buttonClasses('primary', 'md', 'shrink-0');
  return (
    <Card as="article" aria-labelledby={titleId} data-testid="job" className="sm:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p lang="en" className="text-sm font-semibold text-brand-700 dark:text-brand-300">
            {job.department}
          </p>
          <h3
            id={titleId}
            lang="en"
            className="mt-1 text-xl font-bold text-slate-900 dark:text-white"
          >
            {job.title}
          </h3>
        </div>
        {careersEmail ? (
          <a href={applicationMailto(job, careersEmail)} aria-label={label} className={classes}>
            {t(jobsIntro.apply)}
          </a>
        ) : (
          <Link to="/contact" aria-label={label} className={classes}>
            {t(jobsIntro.apply)}
          </Link>
        )}
      </div>

      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
        {(
          [
            [MapPin, t('Location'), job.location],
            [Clock, t('Type'), job.type],
            [Wallet, t('Salary'), job.salary],
          ] as const
        ).map(([Icon, term, detail]) => (
          <div key={term} className="inline-flex items-center gap-1.5">
            <dt>
              <Icon className="size-4" aria-hidden="true" />
              <span className="sr-only">{term}</span>
            </dt>
            <dd lang="en">{detail}</dd>
          </div>
        ))}
      </dl>

      <p lang="en" className="mt-5 leading-7 text-slate-700 dark:text-slate-300">
        {job.description}
      </p>

      <h4 className="mt-6 flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
        <Briefcase className="size-4 text-brand-600 dark:text-brand-400" aria-hidden="true" />
        {t(jobsIntro.requirementsTitle)}
      </h4>
      <ul className="mt-3 space-y-2">
        {job.requirements.map((requirement) => (
          <li
            key={requirement}
            lang="en"
            className="flex gap-2 text-sm leading-6 text-slate-600 dark:text-slate-400"
          >
            <Check
              className="mt-1 size-4 shrink-0 text-green-700 dark:text-green-400"
              aria-hidden="true"
            />
            {requirement}
          </li>
        ))}
      </ul>
    </Card>
  );
}
