import { Award, Download, FileText, Image, Mail, Quote } from 'lucide-react';
import { Link } from 'react-router';
import { pages } from '../../../../content/pages';
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
} from '../../../../content/press';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';
import { buttonClasses } from '../../components/ui/Button';
import { formatDate } from '../../lib/format-date';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteIdentity } from '../../lib/site-identity';

const card =
  'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900';

function fileName(href: string): string {
  return href.slice(href.lastIndexOf('/') + 1);
}

export function PressPage() {
  usePageMeta(pages.press.title, pages.press.description);
  const site = useSiteIdentity();
  return (
    <>
      <PageHeader title={pages.press.title} description={pages.press.description} />

      <PageSection
        title={pressIntro.title}
        aside={
          <dl className="grid grid-cols-1 gap-4 self-center min-[420px]:grid-cols-2">
            {pressFacts.map((fact) => (
              <div
                key={fact.label}
                className="rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900"
              >
                <dt className="text-sm text-slate-600 dark:text-slate-400">{fact.label}</dt>
                <dd className="mt-1 font-semibold text-slate-900 dark:text-white">{fact.value}</dd>
              </div>
            ))}
          </dl>
        }
      >
        <p className="mt-6 text-lg leading-8 text-slate-700 dark:text-slate-300">
          {pressIntro.text}
        </p>
      </PageSection>

      <PageSection id="press-kit" title={pressKit.title} intro={pressKit.text} tinted>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {pressAssets.map((asset) => {
            const Icon = asset.format === 'SVG' ? Image : FileText;
            return (
              <li key={asset.href} className={`${card} flex flex-col`} data-testid="press-asset">
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
                <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">
                  {asset.title}
                </h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-slate-600 dark:text-slate-400">
                  {asset.description}
                </p>
                <div className="mt-5 flex items-center justify-between gap-3">
                  <span className="text-sm text-slate-600 dark:text-slate-400">
                    {asset.format} · {asset.size}
                  </span>
                  <a
                    href={asset.href}
                    download={fileName(asset.href)}
                    aria-label={`${pressKit.download} ${asset.title} (${asset.format}, ${asset.size})`}
                    className={buttonClasses('secondary', 'sm')}
                  >
                    <Download className="size-4" aria-hidden="true" />
                    {pressKit.download}
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection title={awardsIntro.title}>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {awards.map((award) => (
            <li key={award.title} className={card}>
              <div className="flex items-center gap-3">
                <span className="grid size-11 place-items-center rounded-xl bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300">
                  <Award className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-slate-600 dark:text-slate-400">
                  {award.year}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                {award.title}
              </h3>
              <p className="text-sm font-medium text-brand-700 dark:text-brand-300">
                {award.organization}
              </p>
              <p className="mt-3 text-sm leading-6 text-slate-600 dark:text-slate-400">
                {award.description}
              </p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection title={releasesIntro.title} tinted width="4xl">
        <ul className="mt-10 space-y-6">
          {pressReleases.map((release) => (
            <li key={release.link} className={card} data-testid="press-release">
              <time
                dateTime={release.date}
                className="text-sm font-medium text-slate-600 dark:text-slate-400"
              >
                {formatDate(release.date)}
              </time>
              <h3 className="mt-2 text-xl font-semibold text-slate-900 dark:text-white">
                {release.title}
              </h3>
              <p className="mt-3 leading-7 text-slate-600 dark:text-slate-300">{release.excerpt}</p>
              <a
                href={release.link}
                aria-label={`${releasesIntro.readRelease}: ${release.title}`}
                className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                <FileText className="size-4" aria-hidden="true" />
                {releasesIntro.readRelease}
              </a>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection title={coverageIntro.title} width="4xl">
        <ul className="mt-10 divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {coverage.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-2 py-5 sm:flex-row sm:items-center sm:justify-between sm:gap-6"
            >
              <div>
                <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">
                  {item.outlet}
                  <span className="font-normal text-slate-600 dark:text-slate-400">
                    {' · '}
                    <time dateTime={item.date}>{formatDate(item.date)}</time>
                  </span>
                </p>
                <h3 className="mt-1 font-semibold text-slate-900 dark:text-white">
                  {item.headline}
                </h3>
              </div>
              <a
                href={item.link}
                aria-label={`${coverageIntro.readQuote}: ${item.headline}`}
                className="shrink-0 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                {coverageIntro.readQuote}
              </a>
            </li>
          ))}
        </ul>

        <h3 className="mt-14 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {coverageIntro.quotesTitle}
        </h3>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          {coverage.map((item) => (
            <figure
              key={item.id}
              id={`coverage-${item.id}`}
              className={`${card} target:ring-2 target:ring-brand-500`}
            >
              <Quote className="size-6 text-brand-600 dark:text-brand-400" aria-hidden="true" />
              <blockquote className="mt-3 leading-7 text-slate-700 dark:text-slate-300">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="mt-4 text-sm text-slate-600 dark:text-slate-400">
                <span className="font-semibold text-slate-900 dark:text-white">{item.outlet}</span>,
                “{item.headline}”
              </figcaption>
            </figure>
          ))}
        </div>
      </PageSection>

      <section aria-labelledby="press-contact" className="px-4 pb-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-brand-600 to-violet-700 px-6 py-12 text-center shadow-xl sm:px-12">
          <span className="mx-auto grid size-12 place-items-center rounded-xl bg-white/15 text-white">
            <Mail className="size-6" aria-hidden="true" />
          </span>
          <h2 id="press-contact" className="mt-4 text-3xl font-bold tracking-tight text-white">
            {mediaContact.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{mediaContact.text(site)}</p>
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
              {mediaContact.contactForm}
            </Link>
          )}
          <p className="mt-4 font-medium text-white">{mediaContact.responseNote}</p>
        </div>
      </section>
    </>
  );
}
