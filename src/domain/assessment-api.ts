import { CERTIFIED_COURSE_ID } from './assessment-rules';
import {
  assessmentConceptSchema,
  assessmentItemSchema,
  ASSESSMENT_ITEM_ID,
} from './assessment-content';
import { fitsUtf8Bytes, tooLongMessage, type SourceLimits } from './c-source';
import { courseIdSchema } from './ids';
import { z } from './zod';

/**
 * The final assessment's calls: GET and POST /functions/v1/assessment (the learner's standing,
 * starting an attempt), PUT /functions/v1/assessment-answer (an answer saved as the learner
 * goes) and POST /functions/v1/assessment-submit (grading). The server validates requests with
 * these schemas and the web app parses the answers with them.
 */

/** An answer: a choice's index, the output typed, or a coding item's program; null: none yet. */
export const assessmentAnswerSchema = z.union([z.number().int().min(0).max(9), z.string()]);
export type AssessmentAnswer = z.infer<typeof assessmentAnswerSchema>;

/** What the browser is shown of an open attempt: its items without their keys, and its clock. */
export const openAttemptSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  deadlineAt: z.string(),
  items: z.array(assessmentItemSchema),
  /** The answers saved so far, by item id. */
  answers: z.record(z.string(), assessmentAnswerSchema),
});
export type OpenAttempt = z.infer<typeof openAttemptSchema>;

/** One item of a graded attempt, keyed at last: right or wrong, why, and what was right. */
export const attemptItemResultSchema = z.object({
  itemId: z.string().regex(ASSESSMENT_ITEM_ID),
  correct: z.boolean(),
  answer: assessmentAnswerSchema.nullable(),
  explanation: z.string(),
  /** A choice item's right choice; an output item's real output; a coding item's case counts. */
  expected: z.union([
    z.object({ kind: z.literal('choice'), correct: z.number().int() }),
    z.object({ kind: z.literal('output'), output: z.string() }),
    z.object({
      kind: z.literal('code'),
      passed: z.number().int(),
      total: z.number().int(),
      compileError: z.string().nullable(),
    }),
  ]),
});
export type AttemptItemResult = z.infer<typeof attemptItemResultSchema>;

export const conceptScoreSchema = z.object({
  concept: assessmentConceptSchema,
  correct: z.number().int(),
  total: z.number().int(),
});
export type ConceptScore = z.infer<typeof conceptScoreSchema>;

/** A submitted (or timed-out) attempt: its score, each item with its grading, per concept. */
export const gradedAttemptSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  submittedAt: z.string(),
  /** True when the time ran out before the learner submitted. */
  timedOut: z.boolean(),
  correct: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  passed: z.boolean(),
  items: z.array(assessmentItemSchema),
  results: z.array(attemptItemResultSchema),
  concepts: z.array(conceptScoreSchema),
});
export type GradedAttempt = z.infer<typeof gradedAttemptSchema>;

/** GET /functions/v1/assessment: where the learner stands with the course's assessment. */
export const assessmentStandingSchema = z.object({
  courseId: z.string(),
  /** All lessons complete: the assessment is open to the learner. */
  unlocked: z.boolean(),
  lessons: z.object({ done: z.number().int(), total: z.number().int() }),
  /** The attempt in progress, if any. */
  open: openAttemptSchema.nullable(),
  /** The last graded attempt, if any. */
  last: gradedAttemptSchema.nullable(),
  /** The best score so far, null before any graded attempt. */
  bestPercent: z.number().int().nullable(),
  /** When a new attempt may start, when that is later than now; null: now (if unlocked). */
  retakeAt: z.string().nullable(),
  attempts: z.number().int(),
});
export type AssessmentStanding = z.infer<typeof assessmentStandingSchema>;

/** POST /functions/v1/assessment: start an attempt (or get the one in progress). */
export const startAssessmentRequestSchema = z.object({
  courseId: courseIdSchema.default(CERTIFIED_COURSE_ID),
});

/** The longest answer kept: a coding item's program, within the runner's source limit. */
export function assessmentAnswerRequestSchema(limits: SourceLimits) {
  const answer = z.union([
    z.number().int('must be the index of a choice').min(0).max(9),
    z
      .string()
      .refine(
        (value) => fitsUtf8Bytes(value, limits.sourceMaxBytes),
        tooLongMessage(limits.sourceMaxBytes, 'source'),
      ),
    z.null(),
  ]);
  return z.object({
    attemptId: z.string().min(1, 'is required'),
    itemId: z.string().regex(ASSESSMENT_ITEM_ID, 'must be an item id such as a-001'),
    /** null forgets the answer. */
    answer,
  });
}
export type AssessmentAnswerRequest = z.infer<ReturnType<typeof assessmentAnswerRequestSchema>>;

/** POST /functions/v1/assessment-submit: grade the attempt with its answers (these last). */
export function assessmentSubmitRequestSchema(limits: SourceLimits) {
  const one = assessmentAnswerRequestSchema(limits).shape.answer;
  return z.object({
    attemptId: z.string().min(1, 'is required'),
    answers: z.record(z.string().regex(ASSESSMENT_ITEM_ID), one).default({}),
  });
}
export type AssessmentSubmitRequest = z.infer<ReturnType<typeof assessmentSubmitRequestSchema>>;
