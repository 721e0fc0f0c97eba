import type { FaqCategory, FaqItem } from '@content/faq';
import { siteText } from '@content/site-text';
import type { SiteIdentity } from '@domain/public-config';
import { t } from '@web/i18n/translate';
import { createTextSearch } from '@web/lib/text-search';

export interface FaqMatch {
  item: FaqItem;
  /** A word of the query was found in the question. */
  inQuestion: boolean;
  /** A word of the query was found in the answer. */
  inAnswer: boolean;
}

export interface FaqCategoryResult {
  category: FaqCategory;
  matches: FaqMatch[];
}

/**
 * SPEC §5 with the site's text search (src/web/lib/text-search: stems, typos, synonyms): an item
 * matches when every word of the query is found in its question or its answer (as this site
 * shows it). Returns the categories with at least one matching item, each with its matching
 * items in their order; an empty query matches everything.
 */
export function faqSearcher(
  categories: readonly FaqCategory[],
  site: SiteIdentity,
): (query: string) => FaqCategoryResult[] {
  const items = categories.flatMap((category) => category.items);
  const search = createTextSearch(items, [
    { name: 'question', text: (item) => item.question, boost: 2 },
    { name: 'answer', text: (item) => siteText(item.answer, site) },
  ]);
  return (query) => {
    const matches = new Map<string, FaqMatch>();
    if (query.trim() === '') {
      for (const item of items) matches.set(item.id, { item, inQuestion: false, inAnswer: false });
    } else {
      for (const { doc, fields } of search(query)) {
        matches.set(doc.id, {
          item: doc,
          inQuestion: fields.has('question'),
          inAnswer: fields.has('answer'),
        });
      }
    }
    return categories
      .map((category) => ({
        category,
        matches: category.items.flatMap((item) => matches.get(item.id) ?? []),
      }))
      .filter((result) => result.matches.length > 0);
  };
}

export function countFaqMatches(results: FaqCategoryResult[]): number {
  return results.reduce((sum, result) => sum + result.matches.length, 0);
}

/** Items that match only in their answer: they are opened so the reader sees why they matched. */
export function answerOnlyMatchIds(results: FaqCategoryResult[]): string[] {
  return results.flatMap((result) =>
    result.matches.filter((match) => match.inAnswer && !match.inQuestion).map((m) => m.item.id),
  );
}

/** The sentence of the live result count. */
export function faqResultSummary({
  count,
  total,
  categories,
  query,
}: {
  count: number;
  total: number;
  categories: number;
  query: string;
}): string {
  const shown = query.trim();
  if (shown === '') {
    return t('{{count}} questions in {{categories}} categories', {
      count: total,
      categories,
      defaultValue_one: '{{count}} question in {{categories}} categories',
    });
  }
  if (count === 0) return t('No questions match "{{query}}"', { query: shown });
  return t('{{count}} of {{total}} questions match "{{query}}"', {
    count,
    total,
    query: shown,
    defaultValue_one: '{{count}} of {{total}} questions matches "{{query}}"',
  });
}
