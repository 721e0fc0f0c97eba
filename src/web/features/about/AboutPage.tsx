import { Accessibility, ArrowRight, Heart, Scale, Terminal, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import {
  aboutCta,
  figures,
  mission,
  story,
  teaching,
  values,
  valuesIntro,
  type ValueIcon,
} from '../../../../content/about';
import { pages } from '../../../../content/pages';
import { PageHeader } from '../../components/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { usePageMeta } from '../../lib/page-meta';
import { TeamSection } from './TeamSection';

const valueIcons: Record<ValueIcon, LucideIcon> = {
  terminal: Terminal,
  heart: Heart,
  accessibility: Accessibility,
  scale: Scale,
};

const sectionTitle = 'text-3xl font-bold tracking-tight text-slate-900 dark:text-white';

export function AboutPage() {
  usePageMeta(pages.about.title, pages.about.description);
  return (
    <>
      <PageHeader title={pages.about.title} description={pages.about.description} />

      <section aria-labelledby="about-mission" className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700 dark:text-brand-300">
              {mission.eyebrow}
            </p>
            <h2 id="about-mission" className={`mt-3 ${sectionTitle}`}>
              {mission.title}
            </h2>
            <p className="mt-6 text-lg leading-8 text-slate-600 dark:text-slate-300">
              {mission.text}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4 self-center">
            {figures.map((figure) => (
              <div
                key={figure.label}
                className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <dt className="mt-1 text-sm text-slate-600 dark:text-slate-400">{figure.label}</dt>
                <dd className="text-3xl font-bold text-brand-700 sm:text-4xl dark:text-brand-300">
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section
        aria-labelledby="about-story"
        className="border-y border-slate-200 bg-slate-50 py-16 sm:py-20 dark:border-slate-800 dark:bg-slate-900/40"
      >
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <h2 id="about-story" className={sectionTitle}>
            {story.title}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-8 text-slate-700 dark:text-slate-300">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="about-teaching" className="py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="max-w-3xl">
            <h2 id="about-teaching" className={sectionTitle}>
              {teaching.title}
            </h2>
            <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{teaching.intro}</p>
          </div>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {teaching.steps.map((step, index) => (
              <li
                key={step.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
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
        </div>
      </section>

      <section
        aria-labelledby="about-values"
        className="border-y border-slate-200 bg-slate-50 py-16 sm:py-20 dark:border-slate-800 dark:bg-slate-900/40"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="about-values" className={sectionTitle}>
            {valuesIntro.title}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {values.map((value) => {
              const Icon = valueIcons[value.icon];
              return (
                <li
                  key={value.title}
                  className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
                >
                  <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                      {value.title}
                    </h3>
                    <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">
                      {value.description}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <TeamSection />

      <section aria-labelledby="about-cta" className="px-4 pb-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-brand-600 to-violet-700 px-6 py-14 text-center shadow-xl sm:px-12">
          <h2 id="about-cta" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {aboutCta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{aboutCta.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to={aboutCta.primary.to}
              className={buttonClasses('secondary', 'lg', 'border-transparent')}
            >
              {aboutCta.primary.label}
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
            <Link
              to={aboutCta.secondary.to}
              className="inline-flex h-12 items-center justify-center rounded-lg px-6 font-medium text-white ring-1 ring-white/60 transition hover:bg-white/10"
            >
              {aboutCta.secondary.label}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
