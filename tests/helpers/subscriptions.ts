// Puts a learner on a paid plan by writing their subscription row directly, as the billing
// webhook would once a checkout completed.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PaidPlanId, SubscriptionStatus } from '@domain/billing';
import { PRICE_IDS } from '@domain/billing';
import { recordTrial } from '@server/billing/trials';
import type { Database } from '@server/db/schema';

/**
 * Gives `userId` an active subscription to `plan` (or one in another `status`, e.g. 'canceled'
 * or 'trialing', which uses the learner's one trial); a second call replaces the first.
 */
export async function makePro(
  db: Kysely<Database>,
  userId: string,
  plan: PaidPlanId = 'pro',
  status: SubscriptionStatus = 'active',
  /** Seats (Enterprise). */
  quantity = 1,
): Promise<void> {
  const now = new Date();
  const periodEnd = new Date(now.getTime() + 30 * 24 * 3600 * 1000).toISOString();
  const row = {
    subscription_id: `sub_test_${crypto.randomBytes(6).toString('hex')}`,
    customer_id: `cus_test_${crypto.randomBytes(6).toString('hex')}`,
    provider: 'local' as const,
    plan,
    price_id: PRICE_IDS[plan],
    subscription_status: status,
    current_period_end: periodEnd,
    trial_end: status === 'trialing' ? periodEnd : null,
    cancel_at_period_end: 0,
    quantity,
    // Events carry whole seconds, as Stripe's do: a change made in the same second still applies.
    last_event_at: new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString(),
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('user_subscriptions')
    .values({ user_id: userId, created_at: now.toISOString(), ...row })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
    .execute();
  if (status === 'trialing') {
    await recordTrial(db, {
      userId,
      subscriptionId: row.subscription_id,
      provider: row.provider,
      startedAt: now.toISOString(),
    });
  }
}
