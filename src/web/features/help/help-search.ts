import type { HelpArticle, HelpBlock } from '../../../../content/help';
import { plainText } from '../../../../content/legal';
import { siteText } from '../../../../content/site-text';
import type { SiteIdentity } from '../../../domain/public-config';

export interface HelpSearchResult {
  article: HelpArticle;
  /** A short piece of the article around the first match. */
  snippet: string;
}

const SNIPPET_LENGTH = 160;

/** The words of a query, lower case, without quotes; empty for a blank query. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .replace(/["“”]/g, ' ')
    .split(/\s+/)
    .filter((term) => term !== '');
}

/** The body of an article as plain sentences, in reading order, as this site shows them. */
export function bodyTexts(body: HelpBlock[], site: SiteIdentity): string[] {
  return body
    .flatMap((block) => (block.kind === 'paragraph' ? [block.text] : block.items))
    .map((text) => plainText(siteText(text, site)));
}

/** About `length` characters of `text` around `index`, cut at spaces, with ellipses where cut. */
export function excerpt(text: string, index: number, length = SNIPPET_LENGTH): string {
  if (text.length <= length) return text;
  let start = Math.max(0, index - Math.floor(length / 3));
  let end = Math.min(text.length, start + length);
  start = Math.max(0, end - length);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < index) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > index) end = space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

function snippetFor(article: HelpArticle, terms: string[], site: SiteIdentity): string {
  for (const term of terms) {
    for (const text of bodyTexts(article.body, site)) {
      const index = text.toLowerCase().indexOf(term);
      if (index !== -1) return excerpt(text, index);
    }
  }
  return article.summary;
}

/**
 * Articles in which every word of the query appears (ignoring case) in the title, the category,
 * the summary or the body. Title matches rank first, then summary matches; ties keep content order.
 */
export function searchHelp(
  articles: HelpArticle[],
  query: string,
  categoryTitle: (article: HelpArticle) => string,
  site: SiteIdentity,
): HelpSearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  return articles
    .map((article, order) => {
      const title = article.title.toLowerCase();
      const summary = `${categoryTitle(article)} ${article.summary}`.toLowerCase();
      const body = bodyTexts(article.body, site).join(' ').toLowerCase();
      let score = 0;
      for (const term of terms) {
        if (title.includes(term)) score += 4;
        else if (summary.includes(term)) score += 2;
        else if (body.includes(term)) score += 1;
        else return null;
      }
      return { article, score, order };
    })
    .filter((hit): hit is { article: HelpArticle; score: number; order: number } => hit !== null)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ article }) => ({ article, snippet: snippetFor(article, terms, site) }));
}

/** '12.4K views', '850 views', '1 view', '1.2M views'. */
export function formatViews(views: number): string {
  if (views < 1000) return `${views} ${views === 1 ? 'view' : 'views'}`;
  const compact = (value: number) => value.toFixed(1).replace(/\.0$/, '');
  const thousands = Math.round(views / 100) / 10;
  if (thousands < 1000) return `${compact(thousands)}K views`;
  return `${compact(Math.round(views / 100_000) / 10)}M views`;
}

/** The sentence of the live result count. */
export function helpResultSummary(count: number, query: string): string {
  const shown = query.trim();
  if (count === 0) return `No articles found for "${shown}"`;
  return `${count} ${count === 1 ? 'article' : 'articles'} found for "${shown}"`;
}
