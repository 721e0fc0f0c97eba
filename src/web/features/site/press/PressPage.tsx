import { Award, Download, FileText, Image, Mail, Quote } from 'lucide-react';
import { Link } from 'react-router';
import { pages } from '@domain/routes';
import {
  awards,
  awardsIntro,
  coverage,
  coverageIntro,
  mediaContact,
  pressAssets,
  pressFacts,
  pressIntro,
  pressKit,
  pressReleases,
  releasesIntro,
} from '@content/press';
import { PageHeader } from '@web/components/PageHeader';
import { buttonClasses } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { formatDate, useDateFormat } from '@web/lib/format-date';
import { usePageMeta } from '@web/lib/page-meta';
import { useSiteIdentity } from '@web/lib/site-identity';
import { Card, CardText, CardTitle } from '../kit/Card';
import { ClosingBand } from '../kit/ClosingBand';
import { FactTiles } from '../kit/FactTiles';
import { IconBadge } from '../kit/IconBadge';
import { PageSection } from '../kit/PageSection';

function fileName(href: string): string {
  return href.slice(href.lastIndexOf('/') + 1);
}

export function PressPage() {
  usePageMeta(pages.press.title, pages.press.description);
  const t = useT();
  const site = useSiteIdentity();
  const dateFormat = useDateFormat();
  return (
    <>
      <PageHeader title={pages.press.title} description={pages.press.description} />

      <PageSection
        title={t(pressIntro.title)}
        aside={<FactTiles facts={pressFacts} look="facts" valueLang="en" />}
      >
        <p lang="en" className="mt-6 text-lg leading-8 text-slate-700 dark:text-slate-300">
          {pressIntro.text}
        </p>
      </PageSection>

      <PageSection id="press-kit" title={t(pressKit.title)} intro={t(pressKit.text)} tinted>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {pressAssets.map((asset) => {
            const Icon = asset.format === 'SVG' ? Image : FileText;
            return (
              <Card key={asset.href} className="flex flex-col" data-testid="press-asset">
                {asset.format === 'SVG' ? (
                  <div
                    className={`grid h-28 place-items-center rounded-xl ${
                      asset.href.includes('dark')
                        ? 'bg-slate-900 dark:bg-slate-950'
                        : 'bg-slate-100 dark:bg-white'
                    }`}
                  >
                    <img src={asset.href} alt="" className="max-h-16 max-w-[85%]" />
                  </div>
                ) : (
                  <div className="grid h-28 place-items-center rounded-xl bg-brand-50 dark:bg-brand-950">
                    <Icon
                      className="size-10 text-brand-700 dark:text-brand-300"
                      aria-hidden="true"
                    />
                  </div>
                )}
                <CardTitle className="mt-5" lang="en">
                  {asset.title}
                </CardTitle>
                <CardText grow lang="en">
                  {asset.description}
                </CardText>
                <div className="mt-5 flex items-center justify-between gap-3">
                  <span lang="en" className="text-sm text-slate-600 dark:text-slate-400">
                    {asset.format} · {asset.size}
                  </span>
                  <a
                    href={asset.href}
                    download={fileName(asset.href)}
                    aria-label={t('Download {{title}} ({{format}}, {{size}})', {
                      title: asset.title,
                      format: asset.format,
                      size: asset.size,
                    })}
                    className={buttonClasses('secondary', 'sm')}
                  >
                    <Download className="size-4" aria-hidden="true" />
                    {t(pressKit.download)}
                  </a>
                </div>
              </Card>
            );
          })}
        </ul>
      </PageSection>

      <PageSection title={t(awardsIntro.title)}>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {awards.map((award) => (
            <Card key={award.title}>
              <div className="flex items-center gap-3">
                <IconBadge icon={Award} tone="amber" />
                <span className="text-sm font-semibold text-slate-600 dark:text-slate-400">
                  {award.year}
                </span>
              </div>
              <CardTitle lang="en">{award.title}</CardTitle>
              <p lang="en" className="text-sm font-medium text-brand-700 dark:text-brand-300">
                {award.organization}
              </p>
              <CardText className="mt-3" lang="en">
                {award.description}
              </CardText>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection title={t(releasesIntro.title)} tinted width="4xl">
        <ul className="mt-10 space-y-6">
          {pressReleases.map((release) => (
            <Card key={release.link} data-testid="press-release">
              <time
                dateTime={release.date}
                className="text-sm font-medium text-slate-600 dark:text-slate-400"
              >
                {formatDate(release.date, dateFormat)}
              </time>
              <h3 lang="en" className="mt-2 text-xl font-semibold text-slate-900 dark:text-white">
                {release.title}
              </h3>
              <p lang="en" className="mt-3 leading-7 text-slate-600 dark:text-slate-300">
                {release.excerpt}
              </p>
              <a
                href={release.link}
                aria-label={t('Read the full release: {{title}}', { title: release.title })}
                className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                <FileText className="size-4" aria-hidden="true" />
                {t(releasesIntro.readRelease)}
              </a>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection title={t(coverageIntro.title)} width="4xl">
        <ul className="mt-10 divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {coverage.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-2 py-5 sm:flex-row sm:items-center sm:justify-between sm:gap-6"
            >
              <div>
                <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">
                  <span lang="en">{item.outlet}</span>
                  <span className="font-normal text-slate-600 dark:text-slate-400">
                    {' · '}
                    <time dateTime={item.date}>{formatDate(item.date, dateFormat)}</time>
                  </span>
                </p>
                <h3 lang="en" className="mt-1 font-semibold text-slate-900 dark:text-white">
                  {item.headline}
                </h3>
              </div>
              <a
                href={item.link}
                aria-label={t('Read the excerpt: {{headline}}', { headline: item.headline })}
                className="shrink-0 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                {t(coverageIntro.readQuote)}
              </a>
            </li>
          ))}
        </ul>

        <h3 className="mt-14 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {t(coverageIntro.quotesTitle)}
        </h3>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          {coverage.map((item) => (
            <Card
              as="figure"
              key={item.id}
              id={`coverage-${item.id}`}
              className="target:ring-2 target:ring-brand-500"
            >
              <Quote className="size-6 text-brand-600 dark:text-brand-400" aria-hidden="true" />
              <blockquote lang="en" className="mt-3 leading-7 text-slate-700 dark:text-slate-300">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption lang="en" className="mt-4 text-sm text-slate-600 dark:text-slate-400">
                <span className="font-semibold text-slate-900 dark:text-white">{item.outlet}</span>,
                “{item.headline}”
              </figcaption>
            </Card>
          ))}
        </div>
      </PageSection>

      <ClosingBand
        titleId="press-contact"
        title={t(mediaContact.title)}
        text={t(mediaContact.text(site))}
        icon={Mail}
        compact
      >
        {site.pressEmail ? (
          <a
            href={`mailto:${site.pressEmail}`}
            className={buttonClasses('secondary', 'lg', 'mt-8 border-transparent')}
          >
            {site.pressEmail}
          </a>
        ) : (
          <Link
            to="/contact"
            className={buttonClasses('secondary', 'lg', 'mt-8 border-transparent')}
          >
            {t(mediaContact.contactForm)}
          </Link>
        )}
        <p className="mt-4 font-medium text-white">{t(mediaContact.responseNote)}</p>
      </ClosingBand>
    </>
  );
}
