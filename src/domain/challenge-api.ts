import { z } from './zod';

/**
 * POST /functions/v1/submit-challenge: the server runs the code again before anything counts.
 * Whether it is the daily challenge follows from its id alone: a body's `daily` is ignored.
 */
export function submitChallengeRequestSchema(limits: { sourceMaxBytes: number }) {
  return z.object({
    challengeId: z
      .string({ message: 'is required: a challenge id such as daily-001' })
      .regex(/^(daily|practice)-\d{3}$/, 'must be a challenge id such as daily-001'),
    code: z
      .string({ message: 'is required and must be a string of C source code' })
      .refine((value) => value.trim().length > 0, 'must not be empty: write your solution first')
      .refine(
        (value) => Buffer.byteLength(value, 'utf8') <= limits.sourceMaxBytes,
        `is too long: the limit is ${Math.round(limits.sourceMaxBytes / 1024)} KiB of source`,
      ),
  });
}
export type SubmitChallengeRequest = z.infer<ReturnType<typeof submitChallengeRequestSchema>>;

export interface SubmitChallengeResponse {
  /** The program, run again on the server, passed the challenge's check. */
  passed: boolean;
  /** Points earned by this submit: 0 for a failing program or a repeat. */
  pointsAwarded: number;
  /**
   * Already completed before: a practice challenge ever; a daily one today, in the last 24
   * hours, or a daily of this day or a later one is done (dailyRepeatOf in challenge-rules).
   */
  alreadyCompleted: boolean;
  /** The learner's local day, in their zone at submit time, the completion counts for (YYYY-MM-DD). */
  day: string;
  /** What the learner reads. */
  message: string;
}
