import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  PLAN_PRICES_USD,
  STUDENT_DISCOUNT_PERCENT,
  type PaidPlanId,
  type SubscriptionStatus,
} from '@domain/billing';
import type { UserSubscriptionsTable } from '../db/schema';
import type { StripeEventLike } from './stripe-objects';

/**
 * Stripe-shaped objects and events for the local test checkout. They go through the same
 * function as Stripe's webhook events, so the local checkout exercises the real code path.
 */

export const STUDENT_COUPON_ID = 'codenest-student-50';
const DAY = 24 * 3600;

export const localId = (prefix: string) =>
  `${prefix}_local_${crypto.randomBytes(16).toString('hex')}`;
export const unixNow = () => Math.floor(Date.now() / 1000);

/** The same day of the next month (the last day when the next month is shorter), as Stripe bills. */
export function oneMonthAfter(unixSeconds: number): number {
  const date = new Date(unixSeconds * 1000);
  const day = date.getUTCDate();
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return Math.floor(next.getTime() / 1000);
}

export interface LocalSubscription {
  id: string;
  customer: string;
  userId: string;
  plan: PaidPlanId;
  priceId: string;
  status: SubscriptionStatus;
  periodEnd: number;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** Seats (Enterprise); 1 for Pro. */
  quantity: number;
  endedAt?: number | null;
  student?: boolean;
}

/** A subscription object as Stripe's 2025+ API shapes it (the period on the item). */
export function subscriptionObject(subscription: LocalSubscription): Record<string, unknown> {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    livemode: false,
    metadata: { user_id: subscription.userId, plan: subscription.plan },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscription.id.replace(/^sub_/, '')}`,
          object: 'subscription_item',
          quantity: subscription.quantity,
          current_period_end: subscription.periodEnd,
          price: {
            id: subscription.priceId,
            object: 'price',
            currency: 'usd',
            unit_amount: PLAN_PRICES_USD[subscription.plan] * 100,
            recurring: { interval: 'month', interval_count: 1 },
          },
        },
      ],
    },
    trial_end: subscription.trialEnd,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancel_at: subscription.cancelAtPeriodEnd ? subscription.periodEnd : null,
    ended_at: subscription.endedAt ?? null,
    discounts: subscription.student
      ? [{ coupon: { id: STUDENT_COUPON_ID, percent_off: STUDENT_DISCOUNT_PERCENT } }]
      : [],
  };
}

export function localEvent(
  type: string,
  object: Record<string, unknown>,
  created = unixNow(),
): StripeEventLike {
  return { id: localId('evt'), type, created, data: { object } };
}

/** What Stripe sends when a checkout of ours completes: the subscription, then the session. */
export function checkoutCompletedEvents(checkout: {
  sessionId: string;
  userId: string;
  customerId: string;
  plan: PaidPlanId;
  priceId: string;
  student: boolean;
  quantity: number;
  /** checkoutTrialDays: 0 for Enterprise, and for a learner who has had their trial. */
  trialDays: number;
}): StripeEventLike[] {
  const now = unixNow();
  const trialEnd = checkout.trialDays > 0 ? now + checkout.trialDays * DAY : null;
  const subscription: LocalSubscription = {
    id: localId('sub'),
    customer: checkout.customerId,
    userId: checkout.userId,
    plan: checkout.plan,
    priceId: checkout.priceId,
    status: trialEnd ? 'trialing' : 'active',
    periodEnd: trialEnd ?? oneMonthAfter(now),
    trialEnd,
    cancelAtPeriodEnd: false,
    quantity: checkout.quantity,
    student: checkout.student,
  };
  const session = {
    id: checkout.sessionId,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: trialEnd ? 'no_payment_required' : 'paid',
    client_reference_id: checkout.userId,
    customer: checkout.customerId,
    subscription: subscription.id,
    metadata: { user_id: checkout.userId, plan: checkout.plan },
  };
  return [
    localEvent('customer.subscription.created', subscriptionObject(subscription), now),
    localEvent('checkout.session.completed', session, now),
  ];
}

/** A local subscription as its row keeps it, to describe its next state. */
export function localSubscriptionOf(row: Selectable<UserSubscriptionsTable>): LocalSubscription {
  const unix = (iso: string | null) => (iso ? Math.floor(Date.parse(iso) / 1000) : null);
  return {
    id: row.subscription_id,
    customer: row.customer_id,
    userId: row.user_id,
    plan: row.plan,
    priceId: row.price_id,
    status: row.subscription_status,
    periodEnd: unix(row.current_period_end) ?? unixNow(),
    trialEnd: unix(row.trial_end),
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    quantity: row.quantity,
  };
}
