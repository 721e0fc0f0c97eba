import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { findHelpArticle, helpArticles, helpCategoryTitle } from '@content/help';
import { pages } from '@domain/routes';
import { PageHeader } from '@web/components/PageHeader';
import { usePageMeta } from '@web/lib/page-meta';
import { useSiteIdentity } from '@web/lib/site-identity';
import { ArticleOpenerContext } from './ArticleLink';
import { ArticleView } from './ArticleView';
import { HelpCategories } from './HelpCategories';
import { HelpSearchForm, HelpSearchResults } from './HelpSearch';
import { helpResultSummary, helpSearcher } from './help-search';
import { LiveChatDialog } from './LiveChatDialog';
import { PopularArticles } from './PopularArticles';
import { QuickActions } from './QuickActions';
import { StillNeedHelp } from './StillNeedHelp';
import { stepsBackToHelpHome } from './support-links';
import { SupportHours } from './SupportHours';
import { useInBrowser } from '@web/lib/use-in-browser';
import { VideoTutorials } from './VideoTutorials';

export function HelpPage() {
  usePageMeta(pages.help.title, pages.help.description);
  const location = useLocation();
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [chatOpen, setChatOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const opener = useRef<string | null>(null);
  const shownArticle = useRef<string | null>(null);

  // The page's HTML is rendered without an address fragment: the article follows on hydration.
  const hash = useInBrowser() ? location.hash : '';
  const article = findHelpArticle(decodeURIComponent(hash.replace(/^#/, '')));

  const site = useSiteIdentity();
  const searchArticles = useMemo(
    () => helpSearcher(helpArticles, (found) => helpCategoryTitle(found.category), site),
    [site],
  );
  const results = useMemo(
    () => (searched === null ? [] : searchArticles(searched)),
    [searchArticles, searched],
  );

  // Back from an article: focus returns to the link that opened it.
  useEffect(() => {
    const previous = shownArticle.current;
    shownArticle.current = article?.id ?? null;
    if (article || !previous || !opener.current) return;
    document.querySelector<HTMLElement>(`[data-article-link="${opener.current}"]`)?.focus();
  }, [article]);

  const rememberOpener = useCallback((key: string) => {
    opener.current = key;
  }, []);

  const search = () => {
    const query = input.trim();
    setSearched(query === '' ? null : query);
    if (article) void navigate('/help');
  };

  const clearSearch = () => {
    setInput('');
    setSearched(null);
    inputRef.current?.focus();
  };

  const backToHelp = () => {
    const steps = stepsBackToHelpHome(location.state);
    if (steps === null) void navigate('/help');
    else void navigate(-steps);
  };

  const startChat = () => setChatOpen(true);

  return (
    <ArticleOpenerContext value={rememberOpener}>
      <PageHeader title={pages.help.title} description={pages.help.description}>
        <HelpSearchForm value={input} onChange={setInput} onSearch={search} inputRef={inputRef} />
        <p
          role="status"
          className="mt-3 text-sm font-medium text-slate-600 dark:text-slate-300"
          data-testid="help-result-count"
        >
          {searched !== null && helpResultSummary(results.length, searched)}
        </p>
        {searched !== null && !article && (
          <HelpSearchResults query={searched} results={results} onClear={clearSearch} />
        )}
      </PageHeader>

      {article ? (
        <ArticleView article={article} onBack={backToHelp} />
      ) : (
        <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <div className="grid gap-12 lg:grid-cols-3">
            <div className="space-y-16 lg:col-span-2">
              <HelpCategories />
              <PopularArticles />
            </div>
            <div className="space-y-8">
              <QuickActions onStartChat={startChat} />
              <SupportHours />
            </div>
          </div>
          <VideoTutorials />
        </div>
      )}

      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <StillNeedHelp onStartChat={startChat} />
      </div>

      {chatOpen && <LiveChatDialog onClose={() => setChatOpen(false)} />}
    </ArticleOpenerContext>
  );
}
