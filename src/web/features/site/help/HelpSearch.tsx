import { SearchX } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { helpCategoryTitle, helpSearch } from '@content/help';
import { SearchForm } from '@web/components/SearchForm';
import { Button } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { rowsPanelClasses } from '../kit/classes';
import { SearchBox } from '../kit/SearchBox';
import { ArticleLink } from './ArticleLink';
import { helpResultSummary, type HelpSearchResult } from './help-search';

/** The search box and its Search button: Enter and the button both search. */
export function HelpSearchForm({
  value,
  onChange,
  onSearch,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onSearch: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const t = useT();
  return (
    <SearchForm onSearch={onSearch} className="mt-8 flex max-w-2xl flex-col gap-3 sm:flex-row">
      <SearchBox
        id="help-search"
        copy={{ label: t(helpSearch.label), placeholder: t(helpSearch.placeholder) }}
        value={value}
        onChange={onChange}
        inputRef={inputRef}
        className="flex-1"
      />
      <Button type="submit" size="lg">
        {t(helpSearch.button)}
      </Button>
    </SearchForm>
  );
}

/** The articles found for the last search, under the search box. */
export function HelpSearchResults({
  query,
  results,
  onClear,
}: {
  query: string;
  results: HelpSearchResult[];
  onClear: () => void;
}) {
  const t = useT();
  return (
    <section aria-labelledby="help-results-title" className="mt-6 max-w-3xl">
      <h2 id="help-results-title" className="sr-only">
        {t(helpSearch.resultsTitle)}
      </h2>
      {results.length > 0 ? (
        <ul className={rowsPanelClasses} data-testid="help-results">
          {results.map(({ article, snippet }) => (
            <li key={article.id} className="p-5">
              <ArticleLink
                id={article.id}
                origin="results"
                lang="en"
                className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                {article.title}
              </ArticleLink>
              <p className="mt-1 text-xs font-medium uppercase tracking-wider text-slate-600 dark:text-slate-400">
                {t(helpCategoryTitle(article.category))}
              </p>
              <p lang="en" className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">
                {snippet}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center dark:border-slate-700 dark:bg-slate-900">
          <SearchX aria-hidden="true" className="mx-auto size-9 text-slate-400" />
          <h3 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">
            {t(helpSearch.emptyTitle)}
          </h3>
          <p className="mx-auto mt-2 max-w-md text-sm text-slate-600 dark:text-slate-300">
            {t('{{summary}}. {{hint}}', {
              summary: helpResultSummary(0, query),
              hint: t(helpSearch.emptyText),
            })}
          </p>
          <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
            <Button variant="secondary" onClick={onClear}>
              {t(helpSearch.clear)}
            </Button>
            <Link
              to="/contact"
              className="inline-flex h-10 items-center justify-center px-4 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              {t('Contact support')}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
