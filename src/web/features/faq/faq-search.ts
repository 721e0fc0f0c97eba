import type { FaqCategory, FaqItem } from '../../../../content/faq';
import { siteText } from '../../../../content/site-text';
import type { SiteIdentity } from '../../../domain/public-config';

export interface FaqMatch {
  item: FaqItem;
  /** The query appears in the question. */
  inQuestion: boolean;
  /** The query appears in the answer. */
  inAnswer: boolean;
}

export interface FaqCategoryResult {
  category: FaqCategory;
  matches: FaqMatch[];
}

/** The query as it is compared: trimmed, inner whitespace collapsed, lower case. */
export function normalizeFaqQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * SPEC §5: an item matches when the query appears in its question or its answer (as this site
 * shows it), ignoring case. Returns null when it does not match; an empty query matches everything.
 */
export function matchFaqItem(item: FaqItem, query: string, site: SiteIdentity): FaqMatch | null {
  const needle = normalizeFaqQuery(query);
  if (needle === '') return { item, inQuestion: false, inAnswer: false };
  const inQuestion = item.question.toLowerCase().includes(needle);
  const inAnswer = siteText(item.answer, site).replace(/\s+/g, ' ').toLowerCase().includes(needle);
  return inQuestion || inAnswer ? { item, inQuestion, inAnswer } : null;
}

/** The categories with at least one matching item, each with its matching items in order. */
export function searchFaq(
  categories: FaqCategory[],
  query: string,
  site: SiteIdentity,
): FaqCategoryResult[] {
  return categories
    .map((category) => ({
      category,
      matches: category.items
        .map((item) => matchFaqItem(item, query, site))
        .filter((match): match is FaqMatch => match !== null),
    }))
    .filter((result) => result.matches.length > 0);
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
  if (shown === '') return `${total} questions in ${categories} categories`;
  if (count === 0) return `No questions match "${shown}"`;
  return `${count} of ${total} questions ${count === 1 ? 'matches' : 'match'} "${shown}"`;
}
