import {
  BookOpen,
  Clock,
  HeartPulse,
  House,
  Laptop,
  Mail,
  MessageSquare,
  Plane,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  careersContact,
  careersIntro,
  hiringProcess,
  jobs,
  jobsIntro,
  perks,
  perksIntro,
  type PerkIcon,
} from '@content/careers';
import { pages } from '@domain/routes';
import { PageHeader } from '@web/components/PageHeader';
import { buttonClasses } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { usePageMeta } from '@web/lib/page-meta';
import { useSiteIdentity } from '@web/lib/site-identity';
import { FilterChip } from '../kit/FilterChip';
import { IconCards } from '../kit/IconCards';
import { NumberedSteps } from '../kit/NumberedSteps';
import { PageSection } from '../kit/PageSection';
import { JobCard } from './JobCard';
import { ALL_DEPARTMENTS, departmentsOf, filterJobs, positionCount } from './jobs';

const perkIcons: Record<PerkIcon, LucideIcon> = {
  laptop: Laptop,
  health: HeartPulse,
  plane: Plane,
  book: BookOpen,
  clock: Clock,
  home: House,
};

const departments = departmentsOf(jobs);

export function CareersPage() {
  usePageMeta(pages.careers.title, pages.careers.description);
  const t = useT();
  const [department, setDepartment] = useState(ALL_DEPARTMENTS);
  const shown = filterJobs(jobs, department);
  const site = useSiteIdentity();

  return (
    <>
      <PageHeader title={pages.careers.title} description={pages.careers.description} />

      <PageSection title={t(careersIntro.title)} width="3xl">
        <p lang="en" className="mt-6 text-lg leading-8 text-slate-700 dark:text-slate-300">
          {careersIntro.text}
        </p>
        <p lang="en" className="mt-4 leading-7 text-slate-600 dark:text-slate-400">
          {careersIntro.note}
        </p>
        <a href="#open-positions" className={buttonClasses('primary', 'lg', 'mt-8')}>
          {t(careersIntro.cta)}
        </a>
      </PageSection>

      <PageSection title={t(perksIntro.title)} intro={perksIntro.text} introLang="en" tinted>
        <IconCards
          items={perks}
          iconOf={(perk) => perkIcons[perk.icon]}
          className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          tone="deep"
          textLang="en"
          flat
        />
      </PageSection>

      <PageSection
        id="open-positions"
        title={t(jobsIntro.title)}
        intro={jobsIntro.text(site)}
        introLang="en"
        width="5xl"
      >
        <div
          role="group"
          aria-label={t(jobsIntro.filterLabel)}
          className="mt-8 flex flex-wrap gap-2"
        >
          {[ALL_DEPARTMENTS, ...departments].map((name) => (
            <FilterChip key={name} active={department === name} onClick={() => setDepartment(name)}>
              {name === ALL_DEPARTMENTS ? (
                t(jobsIntro.allDepartments)
              ) : (
                <span lang="en">{name}</span>
              )}
            </FilterChip>
          ))}
        </div>
        <p role="status" className="mt-4 text-sm font-medium text-slate-600 dark:text-slate-400">
          {positionCount(shown.length)}
        </p>

        <div className="mt-6 space-y-6">
          {shown.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </div>
      </PageSection>

      <PageSection title={t(hiringProcess.title)} intro={hiringProcess.text} introLang="en" tinted>
        <NumberedSteps steps={hiringProcess.steps} lang="en" />
        <p
          lang="en"
          className="mt-8 rounded-xl border border-brand-200 bg-brand-50 px-5 py-4 font-medium text-brand-800 dark:border-brand-900 dark:bg-brand-950 dark:text-brand-200"
        >
          {hiringProcess.reviewNote}
        </p>
      </PageSection>

      <PageSection
        title={t(careersContact.title)}
        intro={careersContact.text}
        introLang="en"
        width="3xl"
        centered
      >
        {site.careersEmail ? (
          <a
            href={`mailto:${site.careersEmail}`}
            className={buttonClasses('secondary', 'lg', 'mt-8')}
          >
            <Mail className="size-5" aria-hidden="true" />
            {site.careersEmail}
          </a>
        ) : (
          <Link to="/contact" className={buttonClasses('secondary', 'lg', 'mt-8')}>
            <MessageSquare className="size-5" aria-hidden="true" />
            {t(careersContact.contactForm)}
          </Link>
        )}
      </PageSection>
    </>
  );
}
