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
} from '@content/about';
import { pages } from '@domain/routes';
import { PageHeader } from '@web/components/PageHeader';
import { buttonClasses } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { usePageMeta } from '@web/lib/page-meta';
import { ClosingBand } from '../kit/ClosingBand';
import { FactTiles } from '../kit/FactTiles';
import { IconCards } from '../kit/IconCards';
import { NumberedSteps } from '../kit/NumberedSteps';
import { PageSection } from '../kit/PageSection';
import { TeamSection } from './TeamSection';

const valueIcons: Record<ValueIcon, LucideIcon> = {
  terminal: Terminal,
  heart: Heart,
  accessibility: Accessibility,
  scale: Scale,
};

export function AboutPage() {
  usePageMeta(pages.about.title, pages.about.description);
  const t = useT();
  return (
    <>
      <PageHeader title={pages.about.title} description={pages.about.description} />

      <PageSection
        title={t(mission.title)}
        eyebrow={t(mission.eyebrow)}
        aside={<FactTiles facts={figures} look="figures" />}
      >
        <p lang="en" className="mt-6 text-lg leading-8 text-slate-600 dark:text-slate-300">
          {mission.text}
        </p>
      </PageSection>

      <PageSection title={t(story.title)} tinted width="3xl">
        <div
          lang="en"
          className="mt-6 space-y-5 text-lg leading-8 text-slate-700 dark:text-slate-300"
        >
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </PageSection>

      <PageSection title={t(teaching.title)} intro={teaching.intro} introLang="en">
        <NumberedSteps steps={teaching.steps} lang="en" />
      </PageSection>

      <PageSection title={t(valuesIntro.title)} tinted>
        <IconCards
          items={values}
          iconOf={(value) => valueIcons[value.icon]}
          className="mt-10 grid gap-6 sm:grid-cols-2"
          tone="deep"
          textLang="en"
          beside
          flat
        />
      </PageSection>

      <TeamSection />

      <ClosingBand
        titleId="about-cta"
        title={t(aboutCta.title)}
        text={t(aboutCta.text)}
        actions={
          <>
            <Link
              to={aboutCta.primary.to}
              className={buttonClasses('secondary', 'lg', 'border-transparent')}
            >
              {t(aboutCta.primary.label)}
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
            <Link
              to={aboutCta.secondary.to}
              className="inline-flex h-12 items-center justify-center rounded-lg px-6 font-medium text-white ring-1 ring-white/60 transition hover:bg-white/10"
            >
              {t(aboutCta.secondary.label)}
            </Link>
          </>
        }
      />
    </>
  );
}
