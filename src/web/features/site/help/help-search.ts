import type { HelpArticle, HelpBlock } from '@content/help';
import { plainText } from '@content/legal';
import { siteText } from '@content/site-text';
import type { SiteIdentity } from '@domain/public-config';
import { formatNumber, t } from '@web/i18n/translate';
import { createTextSearch, termsInText, type SearchField } from '@web/lib/text-search';

export interface HelpSearchResult {
  article: HelpArticle;
  /** A short piece of the article around the first match. */
  snippet: string;
}

const SNIPPET_LENGTH = 160;

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

/**
 * The sentence of the article that holds the most of the matched words, around the first of
 * them; the summary when the body holds none.
 */
function snippetFor(article: HelpArticle, terms: ReadonlySet<string>, site: SiteIdentity): string {
  let best: { text: string; distinct: number; first: number } | null = null;
  for (const text of bodyTexts(article.body, site)) {
    const found = termsInText(text, terms);
    if (found.distinct > (best?.distinct ?? 0)) best = { text, ...found };
  }
  return best ? excerpt(best.text, best.first) : article.summary;
}

/** The fields of an article that the search reads, as this site shows them. */
function articleFields(
  categoryTitle: (article: HelpArticle) => string,
  site: SiteIdentity,
): SearchField<HelpArticle>[] {
  return [
    { name: 'title', text: (article) => article.title, boost: 4 },
    {
      name: 'summary',
      text: (article) => `${categoryTitle(article)} ${article.summary}`,
      boost: 2,
    },
    { name: 'body', text: (article) => bodyTexts(article.body, site).join('\n') },
  ];
}

/**
 * A search over the articles (src/web/lib/text-search: stems, typos, synonyms, every word of the
 * query somewhere in the title, the category, the summary or the body), best match first.
 */
export function helpSearcher(
  articles: readonly HelpArticle[],
  categoryTitle: (article: HelpArticle) => string,
  site: SiteIdentity,
): (query: string) => HelpSearchResult[] {
  const search = createTextSearch(articles, articleFields(categoryTitle, site));
  return (query) =>
    search(query).map(({ doc, terms }) => ({
      article: doc,
      snippet: snippetFor(doc, terms, site),
    }));
}

/** '12.4K views', '850 views', '1 view', '1.2M views' (in English). */
export function formatViews(views: number): string {
  return t('{{views}} views', {
    count: views,
    views: formatNumber(views, { notation: 'compact', maximumFractionDigits: 1 }),
    defaultValue_one: '{{views}} view',
  });
}

/** The sentence of the live result count. */
export function helpResultSummary(count: number, query: string): string {
  const shown = query.trim();
  if (count === 0) return t('No articles found for "{{query}}"', { query: shown });
  return t('{{count}} articles found for "{{query}}"', {
    count,
    query: shown,
    defaultValue_one: '{{count}} article found for "{{query}}"',
  });
}
