import type { Kysely } from 'kysely';
import { planOf, type PlanId } from '@domain/billing';
import type { Database } from '../db/schema';
import { hasTeamPro } from '../teams/access';

/**
 * The plan a learner is on now: their subscription's; else Pro while they are in a team whose
 * owner's Enterprise subscription is live (read on every call, so leaving ends it at once); else
 * Free.
 */
export async function planOfUser(db: Kysely<Database>, userId: string): Promise<PlanId> {
  const row = await db
    .selectFrom('user_subscriptions')
    .select(['plan', 'subscription_status'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const own = planOf(row ?? null);
  if (own !== 'free') return own;
  return (await hasTeamPro(db, userId)) ? 'pro' : 'free';
}

/** Pro features (debugging, unlimited challenges, the Pro courses) come with Pro and Enterprise. */
export async function hasProFeatures(db: Kysely<Database>, userId: string): Promise<boolean> {
  return (await planOfUser(db, userId)) !== 'free';
}
