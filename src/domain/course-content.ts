import { z } from './zod';

/**
 * The shapes of course content (SPEC §3 Course and Lesson, plus the exercise each lesson ends
 * with). content/ is checked against these schemas by its tests; the web app and the server
 * both read the inferred types.
 */

export const LESSON_ID = /^c-\d{3}$/;
export const MIN_EXERCISE_CASES = 3;
export const MIN_FINAL_PROJECT_CASES = 6;

const text = z.string().refine((value) => value.trim().length > 0, 'must not be blank');

/** One input and the output a correct program prints for it. */
export const testCaseSchema = z.object({
  /** What this case checks, in a few words ("a negative number"). */
  name: text,
  stdin: z.string(),
  expectedOutput: z.string(),
});
export type TestCase = z.infer<typeof testCaseSchema>;

/** The part of an exercise the learner sees: task, starter code, hints and the visible cases. */
export const exerciseSchema = z.object({
  title: text,
  /** Markdown, no raw HTML. */
  task: text,
  /** Compiles without warnings, but fails at least one case. */
  starterCode: text,
  hints: z.array(text).min(1),
  visibleCases: z.array(testCaseSchema).min(1),
});
export type Exercise = z.infer<typeof exerciseSchema>;

/** The part that never reaches the browser: the reference solution and the hidden cases. */
export const exerciseKeySchema = z.object({
  lessonId: z.string().regex(LESSON_ID),
  /** Passes every case, visible and hidden; compiles without warnings. */
  solution: text,
  hiddenCases: z.array(testCaseSchema).min(1),
});
export type ExerciseKey = z.infer<typeof exerciseKeySchema>;

export const difficultySchema = z.enum(['beginner', 'intermediate', 'advanced']);

export const lessonSchema = z.object({
  id: z.string().regex(LESSON_ID),
  title: text,
  description: text,
  difficulty: difficultySchema,
  /** Minutes. */
  estimatedTime: z.number().int().min(30).max(55),
  prerequisites: z.array(z.string().regex(LESSON_ID)),
  concepts: z.array(text).min(3),
  /** Markdown, no raw HTML. */
  content: text,
  /** A complete C17 program that compiles with `gcc -std=c17 -Wall -Wextra` without warnings. */
  code: text,
  /** What the example reads from standard input when it is run as shipped. */
  stdin: z.string().optional(),
  /** Exactly what `code` prints for `stdin`, without the final newline. */
  expectedOutput: z.string(),
  nextLesson: z.string().regex(LESSON_ID).nullable(),
  /** The example is worth watching in the visualizer: the lesson offers "Watch it run". */
  watchItRun: z.literal(true).optional(),
  exercise: exerciseSchema,
});

// Checks compare outputs by this rule; the web app shows where two outputs first differ by it.
export { normalizeOutput, outputMatches } from './output-comparison';
