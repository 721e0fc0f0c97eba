import { ASSESSMENT_CONCEPTS } from './assessment-rules';
import { LESSON_ID, testCaseSchema } from './course-content';
import { z } from './zod';

/**
 * The C course's final assessment bank: what a learner is shown of each item (`*ItemSchema`) and,
 * kept apart in content/keys, what grades it (`*KeySchema`). An attempt draws about 20 items, at
 * least one of each kind, spread over the concepts.
 */

/** The concepts the bank covers; an item tests one, and results are given per concept. */
export const assessmentConceptSchema = z.enum(ASSESSMENT_CONCEPTS);

export const ASSESSMENT_ITEM_ID = /^a-\d{3}$/;
const text = z.string().refine((value) => value.trim().length > 0, 'must not be blank');

const itemBase = {
  id: z.string().regex(ASSESSMENT_ITEM_ID),
  concept: assessmentConceptSchema,
  /** The lesson that teaches what the item asks, pointed to after grading. */
  lessonId: z.string().regex(LESSON_ID),
  /** Markdown, no raw HTML. */
  prompt: text,
};

/** A question on a concept with one correct choice among three to five. */
export const choiceItemSchema = z.object({
  ...itemBase,
  kind: z.literal('choice'),
  choices: z.array(text).min(3).max(5),
});

/** "What does this program print?": graded against what the program really prints. */
export const outputItemSchema = z.object({
  ...itemBase,
  kind: z.literal('output'),
  /** Compiles without warnings and prints the same on every run. */
  program: text,
  stdin: z.string().default(''),
});

/** A short program to write, checked on the server with hidden cases like an exercise. */
export const codeItemSchema = z.object({
  ...itemBase,
  kind: z.literal('code'),
  /** Compiles without warnings, but fails at least one case. */
  starterCode: text,
  visibleCases: z.array(testCaseSchema).min(1),
});

export const assessmentItemSchema = z.discriminatedUnion('kind', [
  choiceItemSchema,
  outputItemSchema,
  codeItemSchema,
]);
export type AssessmentItem = z.infer<typeof assessmentItemSchema>;

/** What grades an item and explains it after grading; never sent before an attempt is submitted. */
export const assessmentKeySchema = z.discriminatedUnion('kind', [
  z.object({
    id: z.string().regex(ASSESSMENT_ITEM_ID),
    kind: z.literal('choice'),
    /** Index into the item's choices. */
    correct: z.number().int().min(0),
    explanation: text,
  }),
  z.object({
    id: z.string().regex(ASSESSMENT_ITEM_ID),
    kind: z.literal('output'),
    /** What the program prints, checked against a real run by the content tests. */
    expectedOutput: z.string(),
    explanation: text,
  }),
  z.object({
    id: z.string().regex(ASSESSMENT_ITEM_ID),
    kind: z.literal('code'),
    /** Passes every case, visible and hidden; compiles without warnings. */
    solution: text,
    hiddenCases: z.array(testCaseSchema).min(3),
    explanation: text,
  }),
]);
export type AssessmentKey = z.infer<typeof assessmentKeySchema>;

/** The bank's least size, and the least number of coding items. */
export const ASSESSMENT_BANK_MIN_ITEMS = 60;
export const ASSESSMENT_BANK_MIN_CODE_ITEMS = 3;
