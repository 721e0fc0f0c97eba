import type { Kysely } from 'kysely';
import type { SubmittedCodeKind } from '@domain/team-dashboard-api';
import type { Database } from '../db/schema';

/**
 * Keeps a signed-in learner's last code of an exercise check or a challenge submit, which their
 * teachers see on the member's page (invitations say so before anyone joins). Each new one
 * replaces the one before, passed or not.
 */
export async function recordSubmittedCode(
  db: Kysely<Database>,
  input: {
    userId: string;
    kind: SubmittedCodeKind;
    /** The exercise's lesson id, or the challenge id. */
    targetId: string;
    code: string;
    passed: boolean;
    now?: Date;
  },
): Promise<void> {
  const row = {
    code: input.code,
    passed: input.passed ? 1 : 0,
    submitted_at: (input.now ?? new Date()).toISOString(),
  };
  await db
    .insertInto('submitted_code')
    .values({ user_id: input.userId, kind: input.kind, target_id: input.targetId, ...row })
    .onConflict((conflict) => conflict.columns(['user_id', 'kind', 'target_id']).doUpdateSet(row))
    .execute();
}
