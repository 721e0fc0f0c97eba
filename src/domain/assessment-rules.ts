/*
 * The final assessment's and the certificate's rules, and the course's concepts: plain values,
 * free of zod, so the pages that show them load no schema before their first call.
 */

/** The course with a final assessment and a certificate: the C course. */
export const CERTIFIED_COURSE_ID = 'c-programming';

/** SPEC §3: the certificate needs 80% or more on the final assessment. */
export const ASSESSMENT_PASS_PERCENT = 80;
/** The time of one attempt, and the wait before another after an attempt ends. */
export const ASSESSMENT_MINUTES = 60;
export const ASSESSMENT_RETAKE_HOURS = 24;
/** Answers saved or submitted this long after the deadline still count (a slow network). */
export const ASSESSMENT_GRACE_SECONDS = 30;

/** How many items of each kind an attempt draws: 20 in all, at least three of them coding tasks. */
export const ATTEMPT_ITEMS = { choice: 9, output: 8, code: 3 } as const;
export const ATTEMPT_ITEM_COUNT = ATTEMPT_ITEMS.choice + ATTEMPT_ITEMS.output + ATTEMPT_ITEMS.code;

/** SPEC §3's requirements of the certificate, in the order the course outline lists them. */
export const requirementIds = ['lessons', 'exercises', 'project', 'assessment'] as const;
export type RequirementId = (typeof requirementIds)[number];

/** What the public page and its downloads say of an unknown, hidden or revoked id (404). */
export const CERTIFICATE_NOT_FOUND = 'Certificate not found';

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
