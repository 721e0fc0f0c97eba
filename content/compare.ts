import {
  compareConceptSchema,
  compareLanguageSchema,
  type CompareConcept,
  type CompareConceptId,
  type CompareLanguage,
} from '@domain/compare';

/*
 * /compare: six concepts, each written in the six languages of the catalogue, one file per
 * concept in compare/. Every program is complete and prints exactly its `expectedOutput`;
 * content/compare.test.ts compiles and runs all of them with the real toolchains.
 *
 * The page shows the languages and the concepts' titles at once; a concept's description and
 * programs are the bulk of the text, so each concept is its own module, loaded when shown.
 */

/** What a concept's module holds: the text shown once the concept is chosen. */
export type CompareConceptContent = Pick<CompareConcept, 'description' | 'programs'>;

/** A concept as its tab names it, before its programs are loaded. */
export type CompareConceptSummary = Pick<CompareConcept, 'id' | 'title' | 'lessonId'>;

export const compareLanguages: CompareLanguage[] = [
  { id: 'c', name: 'C', fileName: 'main.c' },
  { id: 'cpp', name: 'C++', fileName: 'main.cpp' },
  { id: 'rust', name: 'Rust', fileName: 'main.rs' },
  { id: 'go', name: 'Go', fileName: 'main.go' },
  { id: 'python', name: 'Python', fileName: 'main.py' },
  { id: 'javascript', name: 'JavaScript', fileName: 'main.js' },
].map((language) => compareLanguageSchema.parse(language));

/** The concepts in the order of their tabs, with the C lesson that teaches each. */
export const compareConcepts: CompareConceptSummary[] = [
  { id: 'hello-world', title: 'Hello World', lessonId: 'c-001' },
  { id: 'variables', title: 'Variables', lessonId: 'c-002' },
  { id: 'functions', title: 'Functions', lessonId: 'c-007' },
  { id: 'loops', title: 'Loops', lessonId: 'c-005' },
  { id: 'arrays', title: 'Arrays', lessonId: 'c-009' },
  { id: 'structures', title: 'Structures/Classes', lessonId: 'c-014' },
];

const conceptModules: Record<CompareConceptId, () => Promise<CompareConceptContent>> = {
  'hello-world': () => import('./compare/hello-world').then((module) => module.helloWorld),
  variables: () => import('./compare/variables').then((module) => module.variables),
  functions: () => import('./compare/functions').then((module) => module.functions),
  loops: () => import('./compare/loops').then((module) => module.loops),
  arrays: () => import('./compare/arrays').then((module) => module.arrays),
  structures: () => import('./compare/structures').then((module) => module.structures),
};

/** One concept whole: its summary with the description and programs of its module. */
export async function loadCompareConcept(id: CompareConceptId): Promise<CompareConcept> {
  const summary = compareConcepts.find((concept) => concept.id === id);
  if (!summary) throw new Error(`No comparison for the concept ${id}`);
  return compareConceptSchema.parse({ ...summary, ...(await conceptModules[id]()) });
}
