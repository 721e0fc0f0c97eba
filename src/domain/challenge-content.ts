import { z } from './zod';
import { PRACTICE_ID } from './challenge-rules';
import { testCaseSchema } from './course-content';
import { CHALLENGE_DIFFICULTIES } from './learning';

/**
 * The practice challenges beside SPEC's three daily ones: the same fields as SPEC §3's
 * Challenge, checked by test cases (stdin → stdout) instead of SPEC §5's output rules. The
 * public part goes to the browser; the key (reference solution, hidden cases) stays on the server.
 */

const text = z.string().refine((value) => value.trim().length > 0, 'must not be blank');

export const challengeDifficultySchema = z.enum(CHALLENGE_DIFFICULTIES);

export const practiceChallengeSchema = z.object({
  id: z.string().regex(PRACTICE_ID),
  title: text,
  description: text,
  difficulty: challengeDifficultySchema,
  language: z.literal('C'),
  points: z.number().int().min(10).max(200),
  /** Minutes. */
  timeLimit: z.number().int().min(10).max(90),
  /** What the challenge practises: strings, arrays, recursion, pointers, structs, bits... */
  topics: z.array(text).min(1),
  /** Markdown, no raw HTML: the task, the input format, an example. */
  instructions: text,
  /** Starter shown in the editor: compiles without warnings, fails at least one case. */
  code: text,
  /** What a correct program prints for the first visible case (shown as "Expected output"). */
  expectedOutput: z.string(),
  hints: z.array(text).min(2),
  visibleCases: z.array(testCaseSchema).min(1),
});
export type PracticeChallenge = z.infer<typeof practiceChallengeSchema>;

export const challengeKeySchema = z.object({
  challengeId: z.string().regex(PRACTICE_ID),
  solution: text,
  hiddenCases: z.array(testCaseSchema).min(1),
});
export type ChallengeKey = z.infer<typeof challengeKeySchema>;
