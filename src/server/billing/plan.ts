import type { Kysely } from 'kysely';
import { planOf, type PlanId } from '@domain/billing';
import type { Database } from '../db/schema';

/** The plan a learner is on now: their subscription's, or Free without an active one. */
export async function planOfUser(db: Kysely<Database>, userId: string): Promise<PlanId> {
  const row = await db
    .selectFrom('user_subscriptions')
    .select(['plan', 'subscription_status'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return planOf(row ?? null);
}

/** Pro features (debugging, unlimited challenges, the Pro courses) come with Pro and Enterprise. */
export async function hasProFeatures(db: Kysely<Database>, userId: string): Promise<boolean> {
  return (await planOfUser(db, userId)) !== 'free';
}
