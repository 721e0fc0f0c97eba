import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { SubscriptionAnswer, SubscriptionRow } from '@domain/billing';
import type { BillingProvider, Database } from '../db/schema';
import { exposedTable } from '../api/rest/tables';
import type { ApplyContext } from './apply-event';
import { planOfPrice } from './stripe-client';
import { trialUsed } from './trials';

/** How this server applies billing events of one provider. */
export function applyContextOf(
  app: FastifyInstance,
  provider: BillingProvider,
  log: FastifyBaseLogger,
): ApplyContext {
  return {
    provider,
    planOfPrice: (priceId) => planOfPrice(app.config, priceId),
    lockRows: app.database.dialect === 'postgres',
    log,
  };
}

const restColumns = (): (keyof SubscriptionRow | 'user_id')[] => {
  const table = exposedTable('user_subscriptions');
  if (!table) throw new Error('user_subscriptions is missing from the /rest/v1 allow-list');
  return [...table.columns.keys()] as (keyof SubscriptionRow | 'user_id')[];
};

/** A learner's subscription exactly as `/rest/v1/user_subscriptions` shows it, or null. */
export async function subscriptionRowOf(
  db: Kysely<Database>,
  userId: string,
): Promise<SubscriptionRow | null> {
  const row = await db
    .selectFrom('user_subscriptions')
    .select(restColumns())
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return (row as SubscriptionRow | undefined) ?? null;
}

/** What /functions/v1/subscription answers: the learner's row and whether they had the trial. */
export async function subscriptionAnswerOf(
  db: Kysely<Database>,
  userId: string,
): Promise<SubscriptionAnswer> {
  return {
    subscription: await subscriptionRowOf(db, userId),
    trial_used: await trialUsed(db, userId),
  };
}
