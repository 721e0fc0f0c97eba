import type { Kysely } from 'kysely';
import type { BillingProvider, Database } from '../db/schema';

/**
 * Pro's free trial is once per account (checkoutTrialDays in the domain): the first trial a
 * learner starts is recorded in billing_trials, which outlives the subscription that had it.
 */

/** Whether the learner has had a free trial, at Stripe or on the local checkout. */
export async function trialUsed(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('billing_trials')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a learner's trial; the first one recorded stays. */
export async function recordTrial(
  db: Kysely<Database>,
  trial: { userId: string; subscriptionId: string; provider: BillingProvider; startedAt: string },
): Promise<void> {
  await db
    .insertInto('billing_trials')
    .values({
      user_id: trial.userId,
      subscription_id: trial.subscriptionId,
      provider: trial.provider,
      started_at: trial.startedAt,
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}
