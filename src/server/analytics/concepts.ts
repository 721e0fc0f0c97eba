import { type AssessmentConcept } from '@domain/assessment-rules';
import { challenges } from '@content/challenges';
import { practiceChallenges } from '@content/practice-challenges';

/**
 * Which concept of the final assessment (ASSESSMENT_CONCEPTS) each lesson of the C course
 * teaches: the concept of the bank's items that point to it, and for the lessons the bank does
 * not point to, the closest one.
 */
export const LESSON_CONCEPTS: Readonly<Record<string, AssessmentConcept>> = {
  'c-001': 'basics',
  'c-002': 'types-and-operators',
  'c-003': 'types-and-operators',
  'c-004': 'control-flow',
  'c-005': 'control-flow',
  'c-006': 'files-and-io',
  'c-007': 'functions',
  'c-008': 'functions',
  'c-009': 'arrays',
  'c-010': 'strings',
  'c-011': 'pointers',
  'c-012': 'pointers',
  'c-013': 'pointers',
  'c-014': 'structs',
  'c-015': 'structs',
  'c-016': 'memory',
  'c-017': 'memory',
  'c-018': 'files-and-io',
  'c-019': 'preprocessor-and-build',
  'c-020': 'preprocessor-and-build',
  'c-021': 'types-and-operators',
  'c-022': 'pointers',
  'c-023': 'memory',
  'c-024': 'structs',
};

/** The practice challenges' topics as concepts; a topic not listed (edge cases) counts for none. */
export const TOPIC_CONCEPTS: Readonly<Record<string, AssessmentConcept>> = {
  loops: 'control-flow',
  'nested loops': 'control-flow',
  conditionals: 'control-flow',
  switch: 'control-flow',
  'state machines': 'control-flow',
  'binary search': 'arrays',
  'integer division': 'types-and-operators',
  modulo: 'types-and-operators',
  'modular arithmetic': 'types-and-operators',
  'integer overflow': 'types-and-operators',
  'floating point': 'types-and-operators',
  bits: 'types-and-operators',
  'shifts and masks': 'types-and-operators',
  hexadecimal: 'types-and-operators',
  bitmasks: 'types-and-operators',
  'bitwise operators': 'types-and-operators',
  'formatted output': 'basics',
  strings: 'strings',
  characters: 'strings',
  compression: 'strings',
  parsing: 'strings',
  arrays: 'arrays',
  '2D arrays': 'arrays',
  sorting: 'arrays',
  stacks: 'arrays',
  functions: 'functions',
  recursion: 'functions',
  pointers: 'pointers',
  'two pointers': 'pointers',
  structs: 'structs',
  enums: 'structs',
  'linked lists': 'memory',
  'dynamic memory': 'memory',
  realloc: 'memory',
};

/** SPEC's three daily challenges carry no topics: what each practises. */
const DAILY_TOPICS: Readonly<Record<string, readonly string[]>> = {
  'daily-001': ['arrays', 'loops', 'functions'],
  'daily-002': ['strings', 'characters'],
  'daily-003': ['loops', 'functions'],
};

function topicsOf(challengeId: string): readonly string[] {
  return (
    DAILY_TOPICS[challengeId] ??
    practiceChallenges.find((challenge) => challenge.id === challengeId)?.topics ??
    []
  );
}

/** The concepts a challenge practises, each once. */
export function challengeConcepts(challengeId: string): AssessmentConcept[] {
  const concepts = topicsOf(challengeId).flatMap((topic) => {
    const concept = TOPIC_CONCEPTS[topic];
    return concept ? [concept] : [];
  });
  return [...new Set(concepts)];
}

/** Every challenge a learner can submit, for the tests of the maps above. */
export const ALL_CHALLENGE_IDS: readonly string[] = [
  ...challenges.map((challenge) => challenge.id),
  ...practiceChallenges.map((challenge) => challenge.id),
];
