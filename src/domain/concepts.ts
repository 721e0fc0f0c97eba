/** The concepts of the C course: an assessment item tests one, and analytics' mastery is by them. */
export const ASSESSMENT_CONCEPTS = [
  'basics',
  'types-and-operators',
  'control-flow',
  'functions',
  'arrays',
  'strings',
  'pointers',
  'memory',
  'structs',
  'files-and-io',
  'preprocessor-and-build',
] as const;
export type AssessmentConcept = (typeof ASSESSMENT_CONCEPTS)[number];

/** Each concept as the pages name it. */
export const CONCEPT_LABELS: Record<AssessmentConcept, string> = {
  basics: 'Basics',
  'types-and-operators': 'Types and operators',
  'control-flow': 'Control flow',
  functions: 'Functions',
  arrays: 'Arrays',
  strings: 'Strings',
  pointers: 'Pointers',
  memory: 'Memory',
  structs: 'Structs',
  'files-and-io': 'Files and I/O',
  'preprocessor-and-build': 'Preprocessor and build',
};
