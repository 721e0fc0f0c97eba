import { cSourceSchema, SOLUTION_SOURCE, type SourceLimits } from './c-source';
import { executionStatuses } from './execution';
import { courseIdSchema, lessonIdSchema } from './ids';
import { z } from './zod';

/**
 * The learning calls (/functions/v1/progress, check-exercise, lesson-draft, course-wishes) and
 * what they answer. The server validates requests with these schemas and types its answers with
 * them; the web app parses the answers it reads with the same schemas.
 */

export const progressRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('open'), courseId: courseIdSchema }),
    z.object({
      action: z.literal('next'),
      courseId: courseIdSchema,
      /** The lesson being completed: it must be the current one. */
      lessonId: lessonIdSchema,
      /**
       * Seconds the page says the lesson was on screen (the tab visible). Only a bound: the
       * server counts its own measure of the view when that is less (lessonViewSeconds).
       */
      visibleSeconds: z
        .number({ message: 'must be a number of seconds' })
        .int('must be a whole number of seconds')
        .min(0, 'must not be negative'),
    }),
    z.object({
      action: z.literal('previous'),
      courseId: courseIdSchema,
      lessonId: lessonIdSchema,
    }),
    z.object({ action: z.literal('select'), courseId: courseIdSchema, lessonId: lessonIdSchema }),
  ],
  { message: 'action: must be one of open, next, previous or select' },
);
export type ProgressRequest = z.infer<typeof progressRequestSchema>;

/** SPEC §3 completed lesson entry. */
export const lessonCompletionSchema = z.object({
  lessonId: z.string(),
  completed: z.literal(true),
  completedAt: z.string(),
  /** Whole minutes, as the server measured them. */
  timeSpent: z.number(),
  attempts: z.number(),
});
export type LessonCompletion = z.infer<typeof lessonCompletionSchema>;

export const exercisePassSchema = z.object({
  lessonId: z.string(),
  firstPassedAt: z.string(),
  /** Checks it took to pass the first time. */
  attempts: z.number(),
});
export type ExercisePass = z.infer<typeof exercisePassSchema>;

/**
 * SPEC §3 course progress, as the server keeps it for a signed-in learner: the answer of
 * POST /functions/v1/progress, and what the learn page makes of the learner's /rest/v1 rows
 * (courseProgressFromRows).
 */
export const courseProgressSchema = z.object({
  courseId: z.string(),
  currentLessonId: z.string(),
  lessonsCompleted: z.array(lessonCompletionSchema),
  exercisesPassed: z.array(exercisePassSchema),
  /** Whole minutes over every completed lesson. */
  totalTimeSpent: z.number(),
  startedAt: z.string(),
  lastAccessedAt: z.string(),
  /** Completed lessons over the course's lessons, rounded. */
  percent: z.number(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

export const draftKinds = ['example', 'exercise'] as const;
export type DraftKind = (typeof draftKinds)[number];

/** A draft's code: any text within the size (an empty editor is kept too). */
const DRAFT_SOURCE = {
  missing: 'must be a string of C source code, or null to forget the draft',
  empty: null,
} as const;

/** PUT /functions/v1/lesson-draft: keep the code of a lesson's editor, or forget it. */
export function lessonDraftRequestSchema(limits: SourceLimits) {
  return z.object({
    lessonId: lessonIdSchema,
    kind: z.enum(draftKinds, { message: 'must be "example" or "exercise"' }),
    /** The code to keep; null forgets the draft (Reset). */
    code: cSourceSchema(limits, DRAFT_SOURCE).nullable(),
  });
}
export type LessonDraftRequest = z.infer<ReturnType<typeof lessonDraftRequestSchema>>;

/** A learner's draft as /rest/v1/lesson_drafts answers it (the web app reads these rows). */
export const lessonDraftRowSchema = z.object({
  kind: z.enum(draftKinds),
  code: z.string(),
  updated_at: z.string(),
});
export type LessonDraftRow = z.infer<typeof lessonDraftRowSchema>;
/** A draft with its lesson: every draft of the learner, read for the course offline. */
export const lessonDraftWithLessonSchema = lessonDraftRowSchema.extend({ lesson_id: z.string() });

export const lessonDraftSchema = z.object({
  lessonId: z.string(),
  kind: z.enum(draftKinds),
  code: z.string(),
  updatedAt: z.string(),
});
export type LessonDraft = z.infer<typeof lessonDraftSchema>;

/** The answer of PUT /functions/v1/lesson-draft: the draft kept, or that it was forgotten. */
export const lessonDraftAnswerSchema = z.union([
  lessonDraftSchema,
  z.object({ deleted: z.literal(true) }),
]);
export type LessonDraftAnswer = z.infer<typeof lessonDraftAnswerSchema>;

/** POST /functions/v1/check-exercise: run a lesson exercise's cases on the learner's solution. */
export function checkExerciseRequestSchema(limits: SourceLimits) {
  return z.object({
    lessonId: lessonIdSchema,
    code: cSourceSchema(limits, SOLUTION_SOURCE),
  });
}
export type CheckExerciseRequest = z.infer<ReturnType<typeof checkExerciseRequestSchema>>;

export const caseResultSchema = z.object({
  name: z.string(),
  stdin: z.string(),
  expectedOutput: z.string(),
  actualOutput: z.string(),
  passed: z.boolean(),
  status: z.enum(executionStatuses),
  /** The runner's words for a failure (time limit, crash), or null. */
  error: z.string().nullable(),
});
export type CaseResult = z.infer<typeof caseResultSchema>;

/** POST /functions/v1/check-exercise. */
export const checkExerciseResponseSchema = z.object({
  /** Every case, visible and hidden, passed. */
  passed: z.boolean(),
  /** gcc's messages when the solution did not compile (then no case ran), else null. */
  compileError: z
    .object({
      error: z.string(),
      diagnostics: z.array(
        z.object({
          line: z.number(),
          column: z.number(),
          severity: z.string(),
          message: z.string(),
        }),
      ),
    })
    .nullable(),
  /** The visible cases, with what the program printed. */
  cases: z.array(caseResultSchema),
  /** Only counts: hidden inputs and outputs never leave the server. */
  hidden: z.object({ passed: z.number().int(), total: z.number().int() }),
  /** What was recorded for a signed-in learner (null for visitors). */
  recorded: z
    .object({ firstPassedAt: z.string().nullable(), attempts: z.number().int() })
    .nullable(),
});
export type CheckExerciseResponse = z.infer<typeof checkExerciseResponseSchema>;

/** POST /functions/v1/course-wishes: be told when a coming-soon course of the catalogue opens. */
export const courseWishRequestSchema = z.object({ courseId: courseIdSchema });
export type CourseWishRequest = z.infer<typeof courseWishRequestSchema>;

/** A learner's wish to be told when a course opens: the answer of POST /functions/v1/course-wishes. */
export const courseWishSchema = z.object({
  courseId: z.string(),
  /** When the learner asked (ISO); asking again keeps the first time. */
  createdAt: z.string(),
});
export type CourseWish = z.infer<typeof courseWishSchema>;

/** GET /functions/v1/course-wishes: the learner's wishes, oldest first. */
export const courseWishesSchema = z.object({ wishes: z.array(courseWishSchema) });
export type CourseWishes = z.infer<typeof courseWishesSchema>;
