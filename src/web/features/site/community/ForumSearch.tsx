import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@web/components/EmptyState';
import { LoadError } from '@web/components/LoadError';
import { SearchForm } from '@web/components/SearchForm';
import { Button } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { forumKeys, searchForum } from '@web/lib/forum';
import { rowsPanelClasses, tagClasses } from '../kit/classes';
import { SearchBox } from '../kit/SearchBox';
import { TitledSection } from '../kit/TitledSection';
import { placeLabel, threadHref } from '@web/components/community/community-format';
import { TimeAgo } from './TimeAgo';

const MIN_QUERY = 2;

/** Full-text search over every thread and post; each result links to its thread. */
export function ForumSearch() {
  const t = useT();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const results = useQuery({
    queryKey: forumKeys.search(query),
    queryFn: () => searchForum(query),
    enabled: query.length >= MIN_QUERY,
  });

  const search = () => {
    const words = draft.trim();
    setTooShort(words.length < MIN_QUERY);
    if (words.length >= MIN_QUERY) setQuery(words);
  };

  const now = new Date();
  return (
    <TitledSection
      titleId="forum-search-title"
      heading={{
        title: t('Search the discussions'),
        text: t('Someone may have asked already.'),
      }}
      lead="small"
      size="md"
    >
      <SearchForm label={t('Discussions')} onSearch={search} className="mt-4 flex gap-2">
        <SearchBox
          id="forum-search"
          look="toolbar"
          className="min-w-0 flex-1"
          copy={{
            label: t('Search the discussions'),
            placeholder: t('scanf, pointers, c-012…'),
          }}
          value={draft}
          onChange={setDraft}
        />
        <Button type="submit" size="lg" className="px-4">
          {t('Search')}
        </Button>
      </SearchForm>
      {tooShort && (
        <p className="mt-2 text-sm text-red-700 dark:text-red-300" role="alert">
          {t('Type at least {{min}} characters to search.', { min: MIN_QUERY })}
        </p>
      )}
      <div aria-live="polite" className="mt-4">
        {query.length >= MIN_QUERY &&
          (results.isError ? (
            <LoadError message={results.error.message} onRetry={() => void results.refetch()} />
          ) : !results.data ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('Searching…')}</p>
          ) : results.data.length === 0 ? (
            <div className={`${rowsPanelClasses} p-4`}>
              <EmptyState
                icon={SearchX}
                title={t('Nothing found for “{{query}}”', { query })}
                text={t('Try other words, or ask the community.')}
              />
            </div>
          ) : (
            <>
              <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">
                {t('{{count}} discussions for “{{query}}”', {
                  count: results.data.length,
                  query,
                  defaultValue_one: '{{count}} discussion for “{{query}}”',
                })}
              </p>
              <ul className={rowsPanelClasses} data-testid="search-results">
                {results.data.map((hit) => (
                  <li key={hit.threadId} className="p-4">
                    <Link
                      to={`${threadHref(hit.threadId)}#post-${encodeURIComponent(hit.postId)}`}
                      className="font-semibold text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-300"
                    >
                      {hit.title}
                    </Link>
                    {hit.excerpt && (
                      <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">
                        {hit.excerpt}
                      </p>
                    )}
                    <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                      <span className={tagClasses}>{placeLabel(hit.place)}</span>
                      <TimeAgo at={hit.createdAt} now={now} />
                    </p>
                  </li>
                ))}
              </ul>
            </>
          ))}
      </div>
    </TitledSection>
  );
}
