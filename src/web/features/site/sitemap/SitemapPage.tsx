import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { pages } from '@domain/routes';
import { sitemapGroups, sitemapHelp } from '@content/sitemap';
import { PageHeader } from '@web/components/PageHeader';
import { useT } from '@web/i18n/translate';
import { usePageMeta } from '@web/lib/page-meta';
import { cardClasses, jumpPillClasses } from '../kit/classes';
import { HelpCallout } from '../kit/HelpCallout';
import { TitledSection } from '../kit/TitledSection';

export function SitemapPage() {
  const t = useT();
  usePageMeta(pages.sitemap.title, pages.sitemap.description);
  return (
    <>
      <PageHeader title={pages.sitemap.title} description={pages.sitemap.description}>
        <nav aria-label={t('Sitemap sections')} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {sitemapGroups.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`} className={`inline-flex ${jumpPillClasses}`}>
                  {t(group.title)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {sitemapGroups.map((group) => (
            <TitledSection
              key={group.id}
              id={group.id}
              heading={{ title: t(group.title), text: t(group.description) }}
              lead="small"
              size="md"
              data-testid="sitemap-group"
              className={`${cardClasses} shadow-sm`}
            >
              <ul className="mt-5 space-y-4">
                {group.entries.map((entry) => (
                  <li key={entry.path}>
                    <Link
                      to={entry.path}
                      className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                    >
                      {t(entry.title)}
                    </Link>{' '}
                    <code className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                      {entry.path}
                    </code>
                    <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">
                      {t(entry.description)}
                    </p>
                  </li>
                ))}
              </ul>
            </TitledSection>
          ))}
        </div>

        <HelpCallout icon={LifeBuoy} content={sitemapHelp} />
      </div>
    </>
  );
}
