import {
  BookOpen,
  Clock,
  HeartPulse,
  House,
  Laptop,
  Mail,
  Plane,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import {
  CAREERS_EMAIL,
  careersContact,
  careersIntro,
  hiringProcess,
  jobs,
  jobsIntro,
  perks,
  perksIntro,
  type PerkIcon,
} from '../../../../content/careers';
import { pages } from '../../../../content/pages';
import { PageHeader } from '../../components/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { usePageMeta } from '../../lib/page-meta';
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
const sectionTitle = 'text-3xl font-bold tracking-tight text-slate-900 dark:text-white';
const chipBase = 'rounded-full border px-3.5 py-1.5 text-sm font-medium transition';
const chipOn = 'border-brand-600 bg-brand-600 text-white';
const chipOff =
  'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-brand-500 dark:hover:text-white';

export function CareersPage() {
  usePageMeta(pages.careers.title, pages.careers.description);
  const [department, setDepartment] = useState(ALL_DEPARTMENTS);
  const shown = filterJobs(jobs, department);

  return (
    <>
      <PageHeader title={pages.careers.title} description={pages.careers.description} />

      <section aria-labelledby="careers-intro" className="py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <h2 id="careers-intro" className={sectionTitle}>
            {careersIntro.title}
          </h2>
          <p className="mt-6 text-lg leading-8 text-slate-700 dark:text-slate-300">
            {careersIntro.text}
          </p>
          <p className="mt-4 leading-7 text-slate-600 dark:text-slate-400">{careersIntro.note}</p>
          <a href="#open-positions" className={buttonClasses('primary', 'lg', 'mt-8')}>
            {careersIntro.cta}
          </a>
        </div>
      </section>

      <section
        aria-labelledby="careers-perks"
        className="border-y border-slate-200 bg-slate-50 py-16 sm:py-20 dark:border-slate-800 dark:bg-slate-900/40"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="careers-perks" className={sectionTitle}>
            {perksIntro.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{perksIntro.text}</p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {perks.map((perk) => {
              const Icon = perkIcons[perk.icon];
              return (
                <li
                  key={perk.title}
                  className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
                >
                  <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                    {perk.title}
                  </h3>
                  <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">
                    {perk.description}
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section id="open-positions" aria-labelledby="careers-jobs" className="py-16 sm:py-20">
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <h2 id="careers-jobs" className={sectionTitle}>
            {jobsIntro.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{jobsIntro.text}</p>

          <div
            role="group"
            aria-label={jobsIntro.filterLabel}
            className="mt-8 flex flex-wrap gap-2"
          >
            {[ALL_DEPARTMENTS, ...departments].map((name) => {
              const active = department === name;
              return (
                <button
                  key={name}
                  type="button"
                  aria-pressed={active}
                  onClick={() => setDepartment(name)}
                  className={`${chipBase} ${active ? chipOn : chipOff}`}
                >
                  {name === ALL_DEPARTMENTS ? jobsIntro.allDepartments : name}
                </button>
              );
            })}
          </div>
          <p role="status" className="mt-4 text-sm font-medium text-slate-600 dark:text-slate-400">
            {positionCount(shown.length)}
          </p>

          <div className="mt-6 space-y-6">
            {shown.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </div>
        </div>
      </section>

      <section
        aria-labelledby="careers-process"
        className="border-y border-slate-200 bg-slate-50 py-16 sm:py-20 dark:border-slate-800 dark:bg-slate-900/40"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="careers-process" className={sectionTitle}>
            {hiringProcess.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{hiringProcess.text}</p>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {hiringProcess.steps.map((step, index) => (
              <li
                key={step.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <span
                  aria-hidden="true"
                  className="grid size-9 place-items-center rounded-full bg-brand-600 font-mono text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                  {step.title}
                </h3>
                <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">
                  {step.description}
                </p>
              </li>
            ))}
          </ol>
          <p className="mt-8 rounded-xl border border-brand-200 bg-brand-50 px-5 py-4 font-medium text-brand-800 dark:border-brand-900 dark:bg-brand-950 dark:text-brand-200">
            {hiringProcess.reviewNote}
          </p>
        </div>
      </section>

      <section aria-labelledby="careers-contact" className="py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
          <h2 id="careers-contact" className={sectionTitle}>
            {careersContact.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{careersContact.text}</p>
          <a href={`mailto:${CAREERS_EMAIL}`} className={buttonClasses('secondary', 'lg', 'mt-8')}>
            <Mail className="size-5" aria-hidden="true" />
            {CAREERS_EMAIL}
          </a>
        </div>
      </section>
    </>
  );
}
