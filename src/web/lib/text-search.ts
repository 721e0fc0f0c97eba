import MiniSearch, { type SearchOptions } from 'minisearch';
import { stemmer } from 'stemmer';

/**
 * The site's text search (help articles, FAQ, blog): words are matched by their stem
 * ("crashes" finds "crash"), a typo of a longer word still matches ("segmantation"), a word being
 * typed matches as a prefix, and the words of a synonym group stand for each other ("segfault"
 * finds "segmentation fault"). Every word of the query must match somewhere in the document.
 */

/**
 * Words and phrases that mean the same to a reader. A document that contains one of them is
 * found by any of them.
 */
const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['segfault', 'segmentation fault', 'sigsegv'],
  ['sign in', 'log in', 'login', 'signin'],
  ['sign up', 'signup', 'register', 'create an account'],
  ['e-mail', 'email', 'mail'],
  ['refund', 'money back', 'money-back'],
  ['cancel', 'unsubscribe'],
  ['price', 'cost', 'pricing'],
  ['dark mode', 'dark theme', 'night mode'],
  ['infinite loop', 'time limit', 'timeout', 'hangs'],
  ['delete account', 'close account', 'remove account'],
];

/** Words too common to narrow a search: left out of a query that has other words. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in is it me my of on or so the to what when where which why with you your'.split(
    ' ',
  ),
);

const WORD = /[\p{L}\p{N}_+#]+/gu;

/** A word as the index keeps it: lower case, stemmed. */
function searchTerm(word: string): string {
  return stemmer(word.toLowerCase());
}

/**
 * A word as indexed: its stem, and the word itself when that differs (a typo of a word is
 * often closer to the word than to its stem).
 */
function indexedTerms(word: string): string | string[] {
  const lower = word.toLowerCase();
  const stem = stemmer(lower);
  return stem === lower ? stem : [stem, lower];
}

/** The stems of a text, in order. */
function termsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map(searchTerm);
}

const synonymGroups = SEARCH_SYNONYMS.map((group) => group.map(termsOf));

function containsSequence(terms: readonly string[], sequence: readonly string[]): boolean {
  for (let start = 0; start + sequence.length <= terms.length; start++) {
    if (sequence.every((term, offset) => terms[start + offset] === term)) return true;
  }
  return false;
}

/** The synonyms of what a text contains, as text to index beside it. */
function synonymsIn(text: string): string {
  const terms = termsOf(text);
  return SEARCH_SYNONYMS.filter((_, index) =>
    synonymGroups[index]!.some((member) => containsSequence(terms, member)),
  )
    .flat()
    .join(' ');
}

/**
 * The stems that stand for a matched term in the text itself: the term, and when it belongs to
 * a synonym group, every word of the group (a match through a synonym shows where its
 * counterpart is).
 */
function termsToShow(matched: readonly string[]): Set<string> {
  const shown = new Set(matched);
  for (const group of synonymGroups) {
    if (group.some((member) => member.some((term) => shown.has(term)))) {
      for (const member of group) for (const term of member) shown.add(term);
    }
  }
  return shown;
}

/**
 * How a text holds `terms` (stems): how many of them it contains, and where the first one
 * starts (-1 when none).
 */
export function termsInText(
  text: string,
  terms: ReadonlySet<string>,
): { distinct: number; first: number } {
  const found = new Set<string>();
  let first = -1;
  for (const match of text.matchAll(WORD)) {
    const term = searchTerm(match[0]);
    if (!terms.has(term)) continue;
    if (first === -1) first = match.index;
    found.add(term);
  }
  return { distinct: found.size, first };
}

export interface SearchField<T> {
  name: string;
  text: (doc: T) => string;
  /** How much a match here counts against a match elsewhere (1 by default). */
  boost?: number;
}

export interface TextSearchHit<T> {
  doc: T;
  score: number;
  /** The fields (by name) where a word of the query matched, synonyms included. */
  fields: Set<string>;
  /** The document's stems that matched, with their synonyms: for a snippet. */
  terms: Set<string>;
}

const SYNONYM_SUFFIX = '~synonyms';

type IndexedDoc = { id: number } & Record<string, string | number>;

/** Typos are forgiven in words of four letters or more: one letter off, two from nine. */
const fuzziness = (term: string): number | false => (term.length < 4 ? false : 0.2);

/** The query's words are read as typed so far: each may be the start of a longer word. */
const asPrefix = (term: string): boolean => term.length >= 3;

/**
 * An index of `docs` over `fields`; its `search` returns the documents that match every word of
 * the query, best first, with where they matched. A document whose text holds the whole query
 * as typed ranks above the others.
 */
export function createTextSearch<T>(
  docs: readonly T[],
  fields: readonly SearchField<T>[],
): (query: string) => TextSearchHit<T>[] {
  const rawTexts: string[] = [];
  // Built at the first search: a page that is only read never pays for it.
  let built: MiniSearch<IndexedDoc> | null = null;
  const index = () => {
    if (built) return built;
    built = new MiniSearch<IndexedDoc>({
      fields: fields.flatMap((field) => [field.name, field.name + SYNONYM_SUFFIX]),
      tokenize: (text) => text.match(WORD) ?? [],
      processTerm: indexedTerms,
      searchOptions: { processTerm: searchTerm },
    });
    built.addAll(
      docs.map((doc, id) => {
        const row: IndexedDoc = { id };
        const texts: string[] = [];
        for (const field of fields) {
          const text = field.text(doc);
          texts.push(text);
          row[field.name] = text;
          row[field.name + SYNONYM_SUFFIX] = synonymsIn(text);
        }
        rawTexts.push(texts.join('\n').toLowerCase().replace(/\s+/g, ' '));
        return row;
      }),
    );
    return built;
  };

  const boost = Object.fromEntries(
    fields.flatMap((field) => [
      [field.name, field.boost ?? 1],
      [field.name + SYNONYM_SUFFIX, (field.boost ?? 1) / 2],
    ]),
  );

  return (query: string) => {
    const words = query.match(WORD) ?? [];
    if (words.length === 0) return [];
    const meaningful = words.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
    const asTyped = query.trim().toLowerCase().replace(/\s+/g, ' ');
    const options: SearchOptions = {
      combineWith: 'AND',
      boost,
      fuzzy: fuzziness,
      prefix: asPrefix,
    };
    const results = index().search((meaningful.length > 0 ? meaningful : words).join(' '), options);
    // A document that holds the query as typed ("free()", a phrase) comes first.
    const holdsQuery = (id: number) => rawTexts[id]!.includes(asTyped);
    results.sort((a, b) => Number(holdsQuery(b.id as number)) - Number(holdsQuery(a.id as number)));
    return results.map((result) => {
      const matchedFields = new Set<string>();
      for (const found of Object.values(result.match)) {
        for (const field of found) matchedFields.add(field.replace(SYNONYM_SUFFIX, ''));
      }
      return {
        doc: docs[result.id as number]!,
        score: result.score,
        fields: matchedFields,
        terms: termsToShow(result.terms),
      };
    });
  };
}
