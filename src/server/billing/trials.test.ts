import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '@tests/helpers/databases';
import * as billingTrials from '../db/migrations/0009_billing_trials';
import type { SubscriptionStatus } from '@domain/billing';
import { recordTrial, trialUsed } from './trials';

describeEachDatabase('billing trials', (database) => {
  const db = () => database.handle.db;

  async function learnerWith(
    subscription: { status: SubscriptionStatus; trialEnd: string | null } | null,
  ): Promise<string> {
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    await db()
      .insertInto('users')
      .values({
        id,
        email: `${id}@example.com`,
        encrypted_password: 'hash',
        email_confirmed_at: now,
        user_metadata: '{}',
        app_metadata: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    if (subscription) {
      await db()
        .insertInto('user_subscriptions')
        .values({
          user_id: id,
          subscription_id: `sub_${id}`,
          customer_id: `cus_${id}`,
          provider: 'stripe',
          plan: 'pro',
          price_id: 'price_pro',
          subscription_status: subscription.status,
          current_period_end: now,
          trial_end: subscription.trialEnd,
          cancel_at_period_end: 0,
          last_event_at: now,
          created_at: '2026-01-02T03:04:05.000Z',
          updated_at: now,
        })
        .execute();
    }
    return id;
  }

  it('carries over the trials of the subscriptions there are when it is added', async () => {
    const later = new Date(Date.now() + 86400_000).toISOString();
    const trialing = await learnerWith({ status: 'trialing', trialEnd: later });
    const endedAfterTrial = await learnerWith({ status: 'canceled', trialEnd: later });
    const paidOnly = await learnerWith({ status: 'active', trialEnd: null });
    const none = await learnerWith(null);

    const bare = db() as unknown as Kysely<unknown>;
    await billingTrials.down(bare);
    await billingTrials.up(bare);

    expect(await trialUsed(db(), trialing)).toBe(true);
    expect(await trialUsed(db(), endedAfterTrial)).toBe(true);
    expect(await trialUsed(db(), paidOnly)).toBe(false);
    expect(await trialUsed(db(), none)).toBe(false);
    const row = await db()
      .selectFrom('billing_trials')
      .selectAll()
      .where('user_id', '=', trialing)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      user_id: trialing,
      subscription_id: `sub_${trialing}`,
      provider: 'stripe',
      started_at: '2026-01-02T03:04:05.000Z',
    });
  });

  it('keeps the first trial recorded, and goes with the account', async () => {
    const id = await learnerWith(null);
    const trial = { userId: id, provider: 'local' as const };
    await recordTrial(db(), {
      ...trial,
      subscriptionId: 'sub_first',
      startedAt: '2026-01-01T00:00:00.000Z',
    });
    await recordTrial(db(), {
      ...trial,
      subscriptionId: 'sub_second',
      startedAt: '2026-02-01T00:00:00.000Z',
    });
    const rows = await db()
      .selectFrom('billing_trials')
      .selectAll()
      .where('user_id', '=', id)
      .execute();
    expect(rows).toEqual([
      {
        user_id: id,
        subscription_id: 'sub_first',
        provider: 'local',
        started_at: '2026-01-01T00:00:00.000Z',
      },
    ]);

    await db().deleteFrom('users').where('id', '=', id).execute();
    expect(await trialUsed(db(), id)).toBe(false);
  });
});
