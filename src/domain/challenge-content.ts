import { z } from './zod';
import { DAILY_CHALLENGE_IDS, PRACTICE_ID } from './challenge-rules';
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

/**
 * A hidden case of a challenge. It is secret unless marked `secret: false`: a failed submit
 * names a secret case and says why it failed, but its input and outputs never leave the server.
 */
export const challengeCaseSchema = testCaseSchema.extend({
  secret: z.boolean().optional(),
});
export type ChallengeCase = z.infer<typeof challengeCaseSchema>;

export function isSecretCase(testCase: { secret?: boolean | undefined }): boolean {
  return testCase.secret !== false;
}

export const challengeKeySchema = z.object({
  challengeId: z.string().regex(PRACTICE_ID),
  solution: text,
  hiddenCases: z.array(challengeCaseSchema).min(1),
});
export type ChallengeKey = z.infer<typeof challengeKeySchema>;

/**
 * How the server checks a daily challenge beyond SPEC §5's output check. The daily programs read
 * nothing and print one fixed result, so their hidden cases call the learner's function through
 * a check program: `checkMain` replaces the learner's `main`, reads a case's input, calls the
 * function and prints what it returned. The reference answers live in daily-challenge-solutions.
 */
export const dailyChallengeKeySchema = z.object({
  challengeId: z.enum(DAILY_CHALLENGE_IDS),
  /** The function the check calls, as the starter declares it. */
  signature: text,
  /** What the check does, told to the learner beside a failed case. */
  about: text,
  /** A complete `int main(void)` with its own #includes, compiled after the learner's code. */
  checkMain: text,
  hiddenCases: z.array(challengeCaseSchema).min(3),
});
export type DailyChallengeKey = z.infer<typeof dailyChallengeKeySchema>;
