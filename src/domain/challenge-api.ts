import { cSourceSchema, SOLUTION_SOURCE, type SourceLimits } from './c-source';
import { challengeIdSchema } from './ids';
import { z } from './zod';

/**
 * POST /functions/v1/submit-challenge: the server runs the code again before anything counts.
 * Whether it is the daily challenge follows from its id alone: a body's `daily` is ignored.
 */
export function submitChallengeRequestSchema(limits: SourceLimits) {
  return z.object({
    challengeId: challengeIdSchema,
    code: cSourceSchema(limits, SOLUTION_SOURCE),
  });
}
export type SubmitChallengeRequest = z.infer<ReturnType<typeof submitChallengeRequestSchema>>;

/** Why a program failed a challenge's case. */
export const CHECK_FAILURE_REASONS = [
  'wrong_output',
  'crashed',
  'time_limit',
  'memory_limit',
  'output_limit',
  'did_not_compile',
] as const;
export type CheckFailureReason = (typeof CHECK_FAILURE_REASONS)[number];

/**
 * The first case a submitted program failed. Its name and the reason are always told; its input
 * and outputs only for a case that is not secret (the visible ones, and hidden ones marked so).
 */
export const checkFailureSchema = z.object({
  name: z.string(),
  /** Its place among the challenge's cases, in the order they run (1 is the first). */
  number: z.number().int().min(1),
  /** How many cases the challenge has. */
  of: z.number().int().min(1),
  hidden: z.boolean(),
  secret: z.boolean(),
  reason: z.enum(CHECK_FAILURE_REASONS),
  /** The runner's words for a crash or a limit, gcc's for a failed build; null for a wrong output. */
  error: z.string().nullable(),
  /** What the check does (a daily challenge's check program), or null. */
  about: z.string().nullable(),
  /** null for a secret case. */
  stdin: z.string().nullable(),
  /** null for a secret case. */
  expectedOutput: z.string().nullable(),
  /** What the program printed; null for a secret case. */
  actualOutput: z.string().nullable(),
});
export type CheckFailure = z.infer<typeof checkFailureSchema>;

/** The answer of POST /functions/v1/submit-challenge. */
export const submitChallengeResponseSchema = z.object({
  /** The program, run again on the server, passed every case of the challenge. */
  passed: z.boolean(),
  /** Points earned by this submit: 0 for a failing program or a repeat. */
  pointsAwarded: z.number().int(),
  /**
   * Already completed before: a practice challenge ever; a daily one today, in the last 24
   * hours, or a daily of this day or a later one is done (dailyRepeatOf in challenge-rules).
   */
  alreadyCompleted: z.boolean(),
  /** The learner's local day, in their zone at submit time, the completion counts for (YYYY-MM-DD). */
  day: z.string(),
  /** What the learner reads. */
  message: z.string(),
  /** The case that failed, when the program did not pass; null otherwise. */
  failure: checkFailureSchema.nullable(),
});
export type SubmitChallengeResponse = z.infer<typeof submitChallengeResponseSchema>;

/**
 * POST /functions/v1/challenge-timer: a signed-in learner's countdown of one challenge, kept on
 * the server so that every browser shows the same one. A countdown still running goes on; with
 * none, or one that ran out (the challenge then ended, as SPEC §4 says), a new one starts now.
 * A passed submit ends it.
 */
export const challengeTimerRequestSchema = z.object({ challengeId: challengeIdSchema });
export type ChallengeTimerRequest = z.infer<typeof challengeTimerRequestSchema>;

export const challengeTimerSchema = z.object({
  challengeId: z.string(),
  /** ISO instant the countdown started. */
  startedAt: z.string(),
  /** ISO instant it reaches 0. */
  deadline: z.string(),
  /** Whole seconds left by the server's clock: browsers count from this, whatever their clock. */
  secondsLeft: z.number().int().min(0),
});
export type ChallengeTimer = z.infer<typeof challengeTimerSchema>;
