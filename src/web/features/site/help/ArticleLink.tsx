import { ChevronRight } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { findHelpArticle, type HelpArticle } from '@content/help';
import { nextHelpState } from './support-links';

/** Told which link opened an article, so focus can return to it on "Back to Help Center". */
export const ArticleOpenerContext = createContext<(key: string) => void>(() => undefined);

/** A link to `/help#<article-id>`, which opens the article on the page. */
export function ArticleLink({
  id,
  origin,
  className,
  lang,
  children,
}: {
  id: string;
  /** Where the link is ("category", "popular", ...): links to one article are told apart. */
  origin: string;
  className?: string;
  /** The link text's language when it is not the page's (article titles stay English). */
  lang?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const remember = useContext(ArticleOpenerContext);
  const key = `${origin}:${id}`;
  const onArticle = findHelpArticle(decodeURIComponent(location.hash.slice(1))) !== undefined;
  const state = nextHelpState(location.state, onArticle);
  return (
    <Link
      to={{ hash: id }}
      state={state}
      data-article-link={key}
      onClick={() => remember(key)}
      lang={lang}
      className={className}
    >
      {children}
    </Link>
  );
}

/** Links to the articles `ids` names, one a line; `chevron` ends each with an arrow. */
export function ArticleLinks({
  ids,
  origin,
  className,
  linkClassName,
  chevron = false,
}: {
  ids: readonly string[];
  origin: string;
  className: string;
  linkClassName: string;
  chevron?: boolean;
}) {
  const articles = ids
    .map((id) => findHelpArticle(id))
    .filter((article): article is HelpArticle => article !== undefined);
  return (
    <ul className={className}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleLink id={article.id} origin={origin} lang="en" className={linkClassName}>
            {article.title}
            {chevron && <ChevronRight aria-hidden="true" className="size-4" />}
          </ArticleLink>
        </li>
      ))}
    </ul>
  );
}
