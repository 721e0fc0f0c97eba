import { MessageCircleQuestion } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { faqCategories, faqContact, faqSearch } from '@content/faq';
import { pages } from '@domain/routes';
import { NothingFound } from '@web/components/NothingFound';
import { PageHeader } from '@web/components/PageHeader';
import { Button } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { usePageMeta } from '@web/lib/page-meta';
import { useSiteIdentity } from '@web/lib/site-identity';
import { FaqQuestion } from '@web/components/FaqQuestion';
import { useInBrowser } from '@web/lib/use-in-browser';
import { jumpPillClasses } from '../kit/classes';
import { HelpCallout } from '../kit/HelpCallout';
import { SearchBox } from '../kit/SearchBox';
import { TitledSection } from '../kit/TitledSection';
import { answerOnlyMatchIds, countFaqMatches, faqResultSummary, faqSearcher } from './faq-search';

// On wide screens the category pills stand in a column as plain links.
const pillAsSideLink =
  'lg:flex lg:justify-between lg:rounded-lg lg:border-transparent lg:bg-transparent lg:px-3 lg:py-2 lg:hover:bg-slate-100 lg:dark:border-transparent lg:dark:bg-transparent lg:dark:hover:bg-slate-800';

const totalQuestions = faqCategories.reduce((sum, category) => sum + category.items.length, 0);

/** The question a `#<id>` address points at, opened when the page loads. */
function initiallyOpen(hash: string): Set<string> {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const known = faqCategories.some((category) => category.items.some((item) => item.id === id));
  return new Set(known ? [id] : []);
}

export function FaqPage() {
  usePageMeta(pages.faq.title, pages.faq.description);
  const t = useT();
  const { hash } = useLocation();
  const [query, setQuery] = useState('');
  // Until the visitor opens or searches something, the question the address points at is open;
  // the page's HTML is rendered without the address fragment, so it opens on hydration.
  const addressed = initiallyOpen(useInBrowser() ? hash : '');
  const [chosen, setOpen] = useState<ReadonlySet<string> | null>(null);
  const open = chosen ?? addressed;
  const inputRef = useRef<HTMLInputElement>(null);
  const site = useSiteIdentity();

  const searchFaq = useMemo(() => faqSearcher(faqCategories, site), [site]);
  const results = useMemo(() => searchFaq(query), [searchFaq, query]);
  const count = countFaqMatches(results);

  const changeQuery = (value: string) => {
    setQuery(value);
    setOpen(new Set(answerOnlyMatchIds(searchFaq(value))));
  };

  const clear = () => {
    changeQuery('');
    inputRef.current?.focus();
  };

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current ?? addressed);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <PageHeader title={pages.faq.title} description={pages.faq.description}>
        <div className="mt-8 max-w-2xl">
          <SearchBox
            id="faq-search"
            copy={{ label: t(faqSearch.label), placeholder: t(faqSearch.placeholder) }}
            value={query}
            onChange={changeQuery}
            inputRef={inputRef}
          />
          <p
            role="status"
            className="mt-3 text-sm font-medium text-slate-600 dark:text-slate-300"
            data-testid="faq-result-count"
          >
            {faqResultSummary({
              count,
              total: totalQuestions,
              categories: faqCategories.length,
              query,
            })}
          </p>
        </div>
      </PageHeader>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[14rem_minmax(0,1fr)] lg:px-8">
        <div>
          {results.length > 0 && (
            <nav aria-label={t(faqSearch.categoriesLabel)} className="lg:sticky lg:top-24">
              <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
                {results.map(({ category, matches }) => (
                  <li key={category.id}>
                    <a
                      href={`#${category.id}`}
                      className={`inline-flex items-center gap-2 ${jumpPillClasses} ${pillAsSideLink}`}
                    >
                      {t(category.title)}
                      <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                        {matches.length}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>

        <div className="min-w-0">
          {results.length === 0 ? (
            <NothingFound
              titleId="faq-empty-title"
              title={t(faqSearch.emptyTitle)}
              text={t(faqSearch.emptyText)}
              look="search"
              action={
                <Button variant="secondary" className="mt-6" onClick={clear}>
                  {t(faqSearch.clear)}
                </Button>
              }
            />
          ) : (
            <div className="space-y-12">
              {results.map(({ category, matches }) => (
                <TitledSection
                  key={category.id}
                  id={category.id}
                  heading={{ title: t(category.title), text: t(category.description) }}
                >
                  <ul className="mt-5 space-y-3">
                    {matches.map(({ item }) => (
                      <FaqQuestion
                        key={item.id}
                        item={item}
                        open={open.has(item.id)}
                        onToggle={toggle}
                        lang="en"
                      />
                    ))}
                  </ul>
                </TitledSection>
              ))}
            </div>
          )}

          <HelpCallout icon={MessageCircleQuestion} content={faqContact} rowFrom="xl" />
        </div>
      </div>
    </>
  );
}
