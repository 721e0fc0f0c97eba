import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import {
  NO_SUBSCRIPTION,
  SUBSCRIPTION_CHANGE_FAILED,
  SUBSCRIPTION_ENDED,
  type SubscriptionAnswer,
} from '@domain/billing';
import type { SubscriptionAction } from '@domain/billing-api';
import { HttpError } from '../http/errors';
import { isEnded, recordAndApplyEvent, type ApplyOutcome } from './apply-event';
import { applyContextOf, subscriptionAnswerOf } from './context';
import {
  localEvent,
  localSubscriptionOf,
  oneMonthAfter,
  subscriptionObject,
  unixNow,
  type LocalSubscription,
} from './local-events';
import { isMissing, stripeOf } from './stripe-client';
import type { StripeEventLike } from './stripe-objects';

/** The learner's subscription row, whatever its state. */
function subscriptionOf(app: FastifyInstance, userId: string) {
  return app.database.db
    .selectFrom('user_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The Stripe client for changing a Stripe subscription; without STRIPE_SECRET_KEY, a 503. */
function stripeFor(app: FastifyInstance, userId: string, log: FastifyBaseLogger): Stripe {
  const stripe = stripeOf(app);
  if (stripe) return stripe;
  log.error({ userId }, 'a Stripe subscription, but STRIPE_SECRET_KEY is not set');
  throw new HttpError(503, 'billing_unavailable', SUBSCRIPTION_CHANGE_FAILED);
}

/**
 * Cancel at the end of the period, undo that, or end now: at Stripe when the subscription is
 * Stripe's (its answer then goes through the webhook's apply function), else with the local
 * checkout's Stripe-shaped events through that same function.
 */
export async function changeSubscription(
  app: FastifyInstance,
  userId: string,
  action: SubscriptionAction,
  log: FastifyBaseLogger,
): Promise<SubscriptionAnswer> {
  const row = await subscriptionOf(app, userId);
  if (!row) throw new HttpError(404, 'no_subscription', NO_SUBSCRIPTION);
  const ended = isEnded(row.subscription_status);
  if (ended && action !== 'cancel_now') {
    throw new HttpError(409, 'subscription_ended', SUBSCRIPTION_ENDED);
  }
  const unchanged =
    ended ||
    (action === 'cancel' && row.cancel_at_period_end === 1) ||
    (action === 'resume' && row.cancel_at_period_end === 0);
  if (unchanged) return subscriptionAnswerOf(app.database.db, userId);

  if (row.provider === 'stripe') {
    const stripe = stripeFor(app, userId, log);
    await changeAtStripe(app, stripe, row.subscription_id, action, log);
  } else {
    const local = localSubscriptionOf(row);
    const event =
      action === 'cancel_now'
        ? localEvent(
            'customer.subscription.deleted',
            subscriptionObject({
              ...local,
              status: 'canceled',
              cancelAtPeriodEnd: false,
              endedAt: unixNow(),
            }),
          )
        : localEvent(
            'customer.subscription.updated',
            subscriptionObject({ ...local, cancelAtPeriodEnd: action === 'cancel' }),
          );
    await applyEvents(app, 'local', [event], log);
  }
  return subscriptionAnswerOf(app.database.db, userId);
}

async function changeAtStripe(
  app: FastifyInstance,
  stripe: Stripe,
  subscriptionId: string,
  action: SubscriptionAction,
  log: FastifyBaseLogger,
): Promise<void> {
  let answer: Stripe.Response<Stripe.Subscription>;
  try {
    answer =
      action === 'cancel_now'
        ? await stripe.subscriptions.cancel(subscriptionId)
        : await stripe.subscriptions.update(subscriptionId, {
            cancel_at_period_end: action === 'cancel',
          });
  } catch (error) {
    log.error({ err: error, subscriptionId, action }, 'Stripe refused a subscription change');
    throw new HttpError(502, 'stripe_failed', SUBSCRIPTION_CHANGE_FAILED);
  }
  const type =
    answer.status === 'canceled'
      ? 'customer.subscription.deleted'
      : 'customer.subscription.updated';
  await applyEvents(app, 'stripe', [answerEvent(type, answer)], log);
}

/**
 * Changes the seats of an Enterprise subscription: at Stripe with proration (the difference is
 * billed or credited on the next invoice), or with the local checkout's Stripe-shaped event;
 * either way through the one apply function, so the row follows Stripe's answer.
 */
export async function changeSeats(
  app: FastifyInstance,
  userId: string,
  seats: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const row = await subscriptionOf(app, userId);
  if (!row || row.plan !== 'enterprise' || isEnded(row.subscription_status)) {
    throw new HttpError(
      409,
      'no_enterprise_subscription',
      'Seats belong to a live Enterprise subscription. Choose Enterprise at /pricing to buy seats.',
    );
  }
  if (row.quantity === seats) return;
  if (row.provider === 'local') {
    const event = localEvent(
      'customer.subscription.updated',
      subscriptionObject({ ...localSubscriptionOf(row), quantity: seats }),
    );
    await applyEvents(app, 'local', [event], log);
    return;
  }
  const stripe = stripeFor(app, userId, log);
  let answer: Stripe.Response<Stripe.Subscription>;
  try {
    const current = await stripe.subscriptions.retrieve(row.subscription_id);
    const item = current.items.data[0];
    if (!item) throw new Error(`subscription ${row.subscription_id} has no item`);
    answer = await stripe.subscriptions.update(row.subscription_id, {
      items: [{ id: item.id, quantity: seats }],
      proration_behavior: 'create_prorations',
    });
  } catch (error) {
    log.error({ err: error, userId, seats }, 'Stripe refused a change of seats');
    throw new HttpError(502, 'stripe_failed', SUBSCRIPTION_CHANGE_FAILED);
  }
  await applyEvents(app, 'stripe', [answerEvent('customer.subscription.updated', answer)], log);
}

/**
 * An object Stripe answered to our own call, as an event: created at the time of Stripe's
 * answer (its Date header), so webhook events from before the change stay older, and ones
 * from after it newer, whatever this machine's clock says.
 */
export function answerEvent(
  type: string,
  answer: { lastResponse?: { headers?: Record<string, string> } } & object,
): StripeEventLike {
  const date = Date.parse(answer.lastResponse?.headers?.date ?? '');
  const created = Number.isNaN(date) ? unixNow() : Math.floor(date / 1000);
  return localEvent(type, answer, created);
}

/** Records and applies events in one transaction, as the webhook does. */
export async function applyEvents(
  app: FastifyInstance,
  provider: 'stripe' | 'local',
  events: StripeEventLike[],
  log: FastifyBaseLogger,
): Promise<ApplyOutcome[]> {
  const context = applyContextOf(app, provider, log);
  return app.database.db.transaction().execute(async (trx) => {
    const outcomes: ApplyOutcome[] = [];
    for (const event of events) outcomes.push(await recordAndApplyEvent(trx, event, context));
    return outcomes;
  });
}

/**
 * Deleting an account first ends a live Stripe subscription, so nobody is billed for an
 * account that is gone. Throws (and the account stays) when Stripe cannot be reached.
 */
export async function cancelSubscriptionOfDeletedAccount(
  app: FastifyInstance,
  userId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const row = await app.database.db
    .selectFrom('user_subscriptions')
    .select(['subscription_id', 'provider', 'subscription_status'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row || row.provider !== 'stripe' || isEnded(row.subscription_status)) return;
  const stripe = stripeOf(app);
  const refuse = () =>
    new HttpError(
      503,
      'subscription_not_cancelled',
      'We could not cancel your subscription, so your account was not deleted. Please try again in a moment.',
    );
  if (!stripe) {
    log.error(
      { userId },
      'account deletion: a Stripe subscription, but STRIPE_SECRET_KEY is unset',
    );
    throw refuse();
  }
  try {
    await stripe.subscriptions.cancel(row.subscription_id);
    log.info(
      { userId, subscriptionId: row.subscription_id },
      'subscription cancelled: account deleted',
    );
  } catch (error) {
    if (isMissing(error)) return;
    log.error({ err: error, userId }, 'account deletion: Stripe did not cancel the subscription');
    throw refuse();
  }
}

/**
 * The local checkout has no Stripe to renew or end subscriptions when their period is over,
 * so the server does what Stripe would: a subscription set to cancel ends, a trial becomes
 * active, and an active one renews for another month.
 */
export async function advanceLocalSubscriptions(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  now = unixNow(),
): Promise<number> {
  const due = await app.database.db
    .selectFrom('user_subscriptions')
    .selectAll()
    .where('provider', '=', 'local')
    .where('subscription_status', 'in', ['trialing', 'active'])
    .where('current_period_end', '<=', new Date(now * 1000).toISOString())
    .execute();
  let changed = 0;
  for (const row of due) {
    const local = localSubscriptionOf(row);
    let next: LocalSubscription;
    let type: string;
    if (local.cancelAtPeriodEnd) {
      type = 'customer.subscription.deleted';
      next = { ...local, status: 'canceled', cancelAtPeriodEnd: false, endedAt: local.periodEnd };
    } else {
      let periodEnd = local.periodEnd;
      while (periodEnd <= now) periodEnd = oneMonthAfter(periodEnd);
      type = 'customer.subscription.updated';
      next = { ...local, status: 'active', periodEnd };
    }
    const outcomes = await applyEvents(
      app,
      'local',
      [localEvent(type, subscriptionObject(next), now)],
      log,
    );
    if (outcomes.includes('applied')) changed++;
  }
  return changed;
}
