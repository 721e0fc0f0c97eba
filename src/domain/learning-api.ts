import { z } from './zod';
import { LESSON_ID } from './course-content';
import { executionStatuses } from './execution';

/**
 * The learn page's calls (/functions/v1/progress, check-exercise, lesson-draft) and what they
 * answer. The server validates requests with these schemas; the web app reads the types.
 */

export const lessonIdSchema = z
  .string({ message: 'is required: a lesson id such as c-001' })
  .regex(LESSON_ID, 'must be a lesson id such as c-001');

export const courseIdSchema = z
  .string({ message: 'is required: a course id such as c-programming' })
  .trim()
  .min(1, 'is required: a course id such as c-programming')
  .max(64, 'is too long');

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
export interface LessonCompletion {
  lessonId: string;
  completed: true;
  completedAt: string;
  /** Whole minutes, as the server measured them. */
  timeSpent: number;
  attempts: number;
}

export interface ExercisePass {
  lessonId: string;
  firstPassedAt: string;
  /** Checks it took to pass the first time. */
  attempts: number;
}

/** SPEC §3 course progress, as the server keeps it for a signed-in learner. */
export interface CourseProgress {
  courseId: string;
  currentLessonId: string;
  lessonsCompleted: LessonCompletion[];
  exercisesPassed: ExercisePass[];
  /** Whole minutes over every completed lesson. */
  totalTimeSpent: number;
  startedAt: string;
  lastAccessedAt: string;
  /** Completed lessons over the course's lessons, rounded. */
  percent: number;
}

export const draftKinds = ['example', 'exercise'] as const;
export type DraftKind = (typeof draftKinds)[number];

export function lessonDraftRequestSchema(limits: { sourceMaxBytes: number }) {
  return z.object({
    lessonId: lessonIdSchema,
    kind: z.enum(draftKinds, { message: 'must be "example" or "exercise"' }),
    /** The code to keep; null forgets the draft (Reset). */
    code: z
      .string({ message: 'must be a string of C source code, or null to forget the draft' })
      .refine(
        (value) => Buffer.byteLength(value, 'utf8') <= limits.sourceMaxBytes,
        `is too long: the limit is ${Math.round(limits.sourceMaxBytes / 1024)} KiB of source`,
      )
      .nullable(),
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

export interface LessonDraft {
  lessonId: string;
  kind: DraftKind;
  code: string;
  updatedAt: string;
}

export function checkExerciseRequestSchema(limits: { sourceMaxBytes: number }) {
  return z.object({
    lessonId: lessonIdSchema,
    code: z
      .string({ message: 'is required and must be a string of C source code' })
      .refine((value) => value.trim().length > 0, 'must not be empty: write your solution first')
      .refine(
        (value) => Buffer.byteLength(value, 'utf8') <= limits.sourceMaxBytes,
        `is too long: the limit is ${Math.round(limits.sourceMaxBytes / 1024)} KiB of source`,
      ),
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

/** A learner's wish to be told when a course opens. */
export interface CourseWish {
  courseId: string;
  /** When the learner asked (ISO); asking again keeps the first time. */
  createdAt: string;
}

/** GET /functions/v1/course-wishes: the learner's wishes, oldest first. */
export interface CourseWishes {
  wishes: CourseWish[];
}
