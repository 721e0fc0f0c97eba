import { z } from './zod';

/**
 * /compare (SPEC §2, §5): one concept written in 1 to 3 of six languages side by side. The
 * selection lives in the address (`?languages=c,cpp&concept=loops`) so a view can be shared.
 */

export const compareLanguageIds = ['c', 'cpp', 'rust', 'go', 'python', 'javascript'] as const;
export type CompareLanguageId = (typeof compareLanguageIds)[number];

export const compareConceptIds = [
  'hello-world',
  'variables',
  'functions',
  'loops',
  'arrays',
  'structures',
] as const;
export type CompareConceptId = (typeof compareConceptIds)[number];

export const MIN_COMPARE_LANGUAGES = 1;
export const MAX_COMPARE_LANGUAGES = 3;
export const DEFAULT_COMPARE_LANGUAGES: readonly CompareLanguageId[] = ['c', 'cpp'];
export const DEFAULT_COMPARE_CONCEPT: CompareConceptId = 'hello-world';

const text = z.string().refine((value) => value.trim().length > 0, 'must not be blank');

export const compareLanguageSchema = z.object({
  id: z.enum(compareLanguageIds),
  name: text,
  /** File name the program is shown under, e.g. main.rs. */
  fileName: text,
});
export type CompareLanguage = z.infer<typeof compareLanguageSchema>;

export const comparisonProgramSchema = z.object({
  /** A complete program, idiomatic for its language. */
  code: text,
  /** Exactly what it prints, without the final newline. */
  expectedOutput: z.string(),
  /** Two or three sentences on what differs from C: memory, types, errors. */
  note: text,
});
export type ComparisonProgram = z.infer<typeof comparisonProgramSchema>;

export const compareConceptSchema = z.object({
  id: z.enum(compareConceptIds),
  title: text,
  description: text,
  /** The C lesson that teaches the concept ("Open in the lesson"). */
  lessonId: z.string().regex(/^c-\d{3}$/),
  // An object of optional keys rather than z.partialRecord: the record code would grow the
  // shared vendor chunk every page loads.
  programs: z.object({
    c: comparisonProgramSchema.optional(),
    cpp: comparisonProgramSchema.optional(),
    rust: comparisonProgramSchema.optional(),
    go: comparisonProgramSchema.optional(),
    python: comparisonProgramSchema.optional(),
    javascript: comparisonProgramSchema.optional(),
  }) satisfies z.ZodType<Partial<Record<CompareLanguageId, ComparisonProgram>>>,
});
export type CompareConcept = z.infer<typeof compareConceptSchema>;

export interface CompareSelection {
  languages: CompareLanguageId[];
  concept: CompareConceptId;
}

export type ToggleOutcome =
  | { changed: true; languages: CompareLanguageId[] }
  | { changed: false; languages: CompareLanguageId[]; reason: 'last' | 'full' };

/**
 * SPEC §5: selecting adds a language (kept in the catalogue's order), deselecting removes it;
 * deselecting the last one and selecting a fourth are ignored, and the reason is returned so
 * the page can say why.
 */
export function toggleCompareLanguage(
  languages: readonly CompareLanguageId[],
  language: CompareLanguageId,
): ToggleOutcome {
  if (languages.includes(language)) {
    if (languages.length <= MIN_COMPARE_LANGUAGES)
      return { changed: false, languages: [...languages], reason: 'last' };
    return { changed: true, languages: languages.filter((id) => id !== language) };
  }
  if (languages.length >= MAX_COMPARE_LANGUAGES)
    return { changed: false, languages: [...languages], reason: 'full' };
  const next = new Set([...languages, language]);
  return { changed: true, languages: compareLanguageIds.filter((id) => next.has(id)) };
}

const isLanguage = (value: string): value is CompareLanguageId =>
  (compareLanguageIds as readonly string[]).includes(value);
const isConcept = (value: string): value is CompareConceptId =>
  (compareConceptIds as readonly string[]).includes(value);

/**
 * The selection an address asks for. Unknown or repeated languages are dropped, at most three
 * are kept, and an address without a usable one falls back to the defaults (C and C++).
 */
export function parseCompareSelection(params: URLSearchParams): CompareSelection {
  const wanted = (params.get('languages') ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(isLanguage);
  const unique = [...new Set(wanted)].slice(0, MAX_COMPARE_LANGUAGES);
  const concept = (params.get('concept') ?? '').trim().toLowerCase();
  return {
    languages: unique.length > 0 ? unique : [...DEFAULT_COMPARE_LANGUAGES],
    concept: isConcept(concept) ? concept : DEFAULT_COMPARE_CONCEPT,
  };
}

/** The address of a selection; the defaults leave it out so /compare stays /compare. */
export function compareSelectionParams(selection: CompareSelection): URLSearchParams {
  const params = new URLSearchParams();
  const defaults =
    selection.languages.length === DEFAULT_COMPARE_LANGUAGES.length &&
    selection.languages.every((id, index) => DEFAULT_COMPARE_LANGUAGES[index] === id);
  if (!defaults) params.set('languages', selection.languages.join(','));
  if (selection.concept !== DEFAULT_COMPARE_CONCEPT) params.set('concept', selection.concept);
  return params;
}
