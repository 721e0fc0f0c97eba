import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PushSubscriptionRequest } from '@domain/push';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { providerUrl, ProviderError } from '../sso/outbound';

/** A device's subscription as web-push takes it, with its row's id. */
export interface StoredPushSubscription {
  id: string;
  userId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The devices one account may have subscribed at once; the oldest goes past it. */
export const MAX_PUSH_DEVICES = 10;

/**
 * Keeps a device's subscription for the learner: an endpoint is one device's, so subscribing it
 * again (after a sign-in as someone else, say) moves it to this learner. Only https endpoints,
 * unless local ones are allowed (PUSH_ALLOW_LOCAL_ENDPOINTS); where it points is screened again
 * when something is sent.
 */
export async function savePushSubscription(
  db: Kysely<Database>,
  userId: string,
  subscription: PushSubscriptionRequest,
  options: { allowLocal: boolean; now: Date },
): Promise<void> {
  try {
    providerUrl(subscription.endpoint, options.allowLocal, 'push endpoint');
  } catch (error) {
    if (error instanceof ProviderError) throw new HttpError(400, 'invalid_request', error.message);
    throw error;
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('push_subscriptions')
      .values({
        id: crypto.randomUUID(),
        user_id: userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        created_at: options.now.toISOString(),
      })
      .onConflict((conflict) =>
        conflict.column('endpoint').doUpdateSet({
          user_id: userId,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          created_at: options.now.toISOString(),
        }),
      )
      .execute();
    const kept = await trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .offset(MAX_PUSH_DEVICES)
      .limit(1000)
      .execute();
    if (kept.length > 0) {
      await trx
        .deleteFrom('push_subscriptions')
        .where(
          'id',
          'in',
          kept.map((row) => row.id),
        )
        .execute();
    }
  });
}

/** Forgets a device of the learner's (turning push off there, or signing out). */
export async function removePushSubscription(
  db: Kysely<Database>,
  userId: string,
  endpoint: string,
): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}

/** Forgets a subscription the push service says is gone. */
export async function dropPushSubscription(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function pushSubscriptionsOf(
  db: Kysely<Database>,
  userId: string,
): Promise<StoredPushSubscription[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    endpoint: row.endpoint,
    keys: { p256dh: row.p256dh, auth: row.auth },
  }));
}
