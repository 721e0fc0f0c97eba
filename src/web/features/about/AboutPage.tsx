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
import { NumberedSteps } from '../../components/NumberedSteps';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';
import { buttonClasses } from '../../components/ui/Button';
import { usePageMeta } from '../../lib/page-meta';
import { TeamSection } from './TeamSection';

const valueIcons: Record<ValueIcon, LucideIcon> = {
  terminal: Terminal,
  heart: Heart,
  accessibility: Accessibility,
  scale: Scale,
};

export function AboutPage() {
  usePageMeta(pages.about.title, pages.about.description);
  return (
    <>
      <PageHeader title={pages.about.title} description={pages.about.description} />

      <PageSection
        title={mission.title}
        eyebrow={mission.eyebrow}
        aside={
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
        }
      >
        <p className="mt-6 text-lg leading-8 text-slate-600 dark:text-slate-300">{mission.text}</p>
      </PageSection>

      <PageSection title={story.title} tinted width="3xl">
        <div className="mt-6 space-y-5 text-lg leading-8 text-slate-700 dark:text-slate-300">
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </PageSection>

      <PageSection title={teaching.title} intro={teaching.intro}>
        <NumberedSteps steps={teaching.steps} />
      </PageSection>

      <PageSection title={valuesIntro.title} tinted>
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
      </PageSection>

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
