import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { z } from '@domain/zod';
import {
  isProStatus,
  planIds,
  subscriptionStatuses,
  type PaidPlanId,
  type SubscriptionStatus,
} from '@domain/billing';
import type { BillingProvider, Database, UserSubscriptionsTable } from '../db/schema';
import {
  checkoutSessionSchema,
  invoiceSchema,
  periodEndOfInvoice,
  periodEndOfSubscription,
  priceOfSubscription,
  quantityOfSubscription,
  subscriptionOfInvoice,
  subscriptionSchema,
  type StripeEventLike,
  type SubscriptionObject,
} from './stripe-objects';
import { recordTrial } from './trials';

/**
 * THE one code path that changes a learner's subscription: Stripe's webhook events after their
 * signature is checked, the objects Stripe answers to our own calls (wrapped as events), and
 * the local test checkout's Stripe-shaped events all come through `recordAndApplyEvent`.
 *
 * - Idempotent: the event id is recorded first, in the same transaction; a replay changes
 *   nothing, and a failure to apply rolls the record back so Stripe retries.
 * - Order-tolerant: each subscription keeps the creation time of the newest event applied
 *   (last_event_at); an older event changes nothing, and an ended subscription never comes back.
 */

export interface ApplyContext {
  /** Who runs the subscriptions the events describe. */
  provider: BillingProvider;
  planOfPrice: (priceId: string) => PaidPlanId | undefined;
  /** PostgreSQL: lock the rows read until the transaction ends (SQLite runs one at a time). */
  lockRows: boolean;
  log: FastifyBaseLogger;
}

export interface RelatedObjects {
  /** checkout.session.completed: its subscription, fetched from the API when not known yet. */
  subscription?: SubscriptionObject;
}

export type ApplyOutcome = 'applied' | 'ignored' | 'duplicate';

type Db = Kysely<Database>;
type SubscriptionRecord = Selectable<UserSubscriptionsTable>;

/** Statuses a subscription never leaves. */
const ENDED: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);
export const isEnded = (status: string) => ENDED.has(status);

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);

export const isoOf = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

/**
 * Records the event and applies it, inside the caller's transaction (`trx` must be one). A
 * known event id answers 'duplicate' and changes nothing.
 */
export async function recordAndApplyEvent(
  trx: Db,
  event: StripeEventLike,
  context: ApplyContext,
  related: RelatedObjects = {},
): Promise<ApplyOutcome> {
  const recorded = await trx
    .insertInto('billing_events')
    .values({ id: event.id, type: event.type, received_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 0) return 'duplicate';
  return applyEvent(new Applier(trx, context), event, related);
}

async function applyEvent(
  applier: Applier,
  event: StripeEventLike,
  related: RelatedObjects,
): Promise<ApplyOutcome> {
  const object = event.data.object;
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const subscription = applier.parse(subscriptionSchema, object, event);
    return subscription ? applier.subscription(subscription, event.created) : 'ignored';
  }
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = applier.parse(checkoutSessionSchema, object, event);
      return session ? applier.checkoutCompleted(session, event.created, related) : 'ignored';
    }
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed': {
      const invoice = applier.parse(invoiceSchema, object, event);
      if (!invoice) return 'ignored';
      const subscriptionId = subscriptionOfInvoice(invoice);
      if (!subscriptionId) return 'ignored';
      return event.type === 'invoice.payment_failed'
        ? applier.invoice(subscriptionId, event.created, { failed: true })
        : applier.invoice(subscriptionId, event.created, {
            failed: false,
            amountPaid: invoice.amount_paid ?? 0,
            periodEnd: periodEndOfInvoice(invoice),
          });
    }
    default:
      return 'ignored';
  }
}

type InvoiceOutcome =
  { failed: true } | { failed: false; amountPaid: number; periodEnd: number | undefined };

class Applier {
  constructor(
    private readonly db: Db,
    private readonly context: ApplyContext,
  ) {}

  parse<Schema extends z.ZodType>(
    schema: Schema,
    object: unknown,
    event: StripeEventLike,
  ): z.infer<Schema> | undefined {
    const parsed = schema.safeParse(object);
    if (parsed.success) return parsed.data;
    this.context.log.error(
      { eventId: event.id, type: event.type, issues: parsed.error.issues.slice(0, 3) },
      'billing event: unexpected object shape, ignored',
    );
    return undefined;
  }

  /** customer.subscription.*: the subscription's whole state, unless it is older than ours. */
  async subscription(
    subscription: SubscriptionObject,
    eventAt: number,
    userOfCheckout?: string,
  ): Promise<ApplyOutcome> {
    const { log, planOfPrice } = this.context;
    const status = asStatus(subscription.status);
    if (!status) {
      log.warn({ subscription: subscription.id, status: subscription.status }, 'unknown status');
      return 'ignored';
    }
    const known = await this.subscriptionBy('subscription_id', subscription.id);
    const userId =
      known?.user_id ??
      (await this.existingUser(userOfCheckout)) ??
      (await this.userOfCustomer(subscription.customer)) ??
      (await this.existingUser(subscription.metadata.user_id));
    if (!userId) {
      log.warn({ subscription: subscription.id }, 'billing event: no learner for subscription');
      return 'ignored';
    }
    // Any subscription with a trial uses the learner's one trial, even one ignored below.
    if (subscription.trial_end || status === 'trialing') {
      await recordTrial(this.db, {
        userId,
        subscriptionId: subscription.id,
        provider: this.context.provider,
        startedAt: isoOf(subscription.trial_start ?? eventAt),
      });
    }
    const priceId = priceOfSubscription(subscription);
    const plan =
      (priceId ? planOfPrice(priceId) : undefined) ??
      asPlan(subscription.metadata.plan) ??
      known?.plan;
    if (!plan) {
      log.warn({ subscription: subscription.id, priceId }, 'billing event: price of no plan');
      return 'ignored';
    }

    const current = known ?? (await this.subscriptionBy('user_id', userId));
    const eventIso = isoOf(eventAt);
    if (current && current.subscription_id === subscription.id) {
      if (current.last_event_at > eventIso) return 'ignored';
      if (isEnded(current.subscription_status) && !isEnded(status)) return 'ignored';
    } else if (current) {
      // Another subscription of the same learner takes the row only when the one there is over
      // (or failing) and the new one is not.
      const replaces =
        isEnded(current.subscription_status) ||
        (!isProStatus(current.subscription_status) && !isEnded(status));
      if (!replaces) {
        if (!isEnded(status)) {
          log.warn(
            { userId, kept: current.subscription_id, other: subscription.id },
            'billing event: a second live subscription for one learner; the first is kept',
          );
        }
        return 'ignored';
      }
    }

    const same = current?.subscription_id === subscription.id ? current : undefined;
    const ended = isEnded(status);
    const periodEnd =
      (ended ? subscription.ended_at : undefined) ?? periodEndOfSubscription(subscription);
    const now = new Date().toISOString();
    const values = {
      subscription_id: subscription.id,
      customer_id: subscription.customer,
      provider: this.context.provider,
      plan,
      price_id: priceId ?? same?.price_id ?? '',
      subscription_status: status,
      current_period_end:
        periodEnd !== undefined ? isoOf(periodEnd) : (same?.current_period_end ?? null),
      trial_end: subscription.trial_end ? isoOf(subscription.trial_end) : null,
      cancel_at_period_end:
        !ended && (subscription.cancel_at_period_end === true || subscription.cancel_at) ? 1 : 0,
      quantity: quantityOfSubscription(subscription),
      last_event_at: eventIso,
      updated_at: now,
    };
    if (current) {
      await this.db
        .updateTable('user_subscriptions')
        .set(values)
        .where('user_id', '=', current.user_id)
        .execute();
    } else {
      await this.db
        .insertInto('user_subscriptions')
        .values({ user_id: userId, ...values, created_at: now })
        .execute();
    }
    return 'applied';
  }

  /**
   * checkout.session.completed: links the Stripe customer to the learner, and the subscription
   * too when it is not known yet (`related.subscription`, fetched from the API). It may come
   * before or after customer.subscription.created.
   */
  async checkoutCompleted(
    session: z.infer<typeof checkoutSessionSchema>,
    eventAt: number,
    related: RelatedObjects,
  ): Promise<ApplyOutcome> {
    if (session.mode && session.mode !== 'subscription') return 'ignored';
    const userId =
      (await this.existingUser(session.client_reference_id)) ??
      (await this.existingUser(session.metadata.user_id)) ??
      (await this.userOfCustomer(session.customer));
    if (!userId) {
      this.context.log.warn({ session: session.id }, 'billing event: no learner for checkout');
      return 'ignored';
    }
    if (session.customer) await this.linkCustomer(userId, session.customer);
    const subscriptionId = session.subscription;
    if (!subscriptionId || (await this.subscriptionBy('subscription_id', subscriptionId)))
      return 'applied';
    if (related.subscription?.id === subscriptionId) {
      await this.subscription(related.subscription, eventAt, userId);
    }
    return 'applied';
  }

  /** invoice.paid keeps the subscription active for the period paid; a failed payment is past_due. */
  async invoice(
    subscriptionId: string,
    eventAt: number,
    outcome: InvoiceOutcome,
  ): Promise<ApplyOutcome> {
    const row = await this.subscriptionBy('subscription_id', subscriptionId);
    const eventIso = isoOf(eventAt);
    if (!row || row.last_event_at > eventIso || isEnded(row.subscription_status)) {
      return 'ignored';
    }
    let status: SubscriptionStatus = 'past_due';
    let periodEnd = row.current_period_end;
    if (!outcome.failed) {
      // The $0 invoice that opens a trial leaves the trial running.
      status =
        row.subscription_status === 'trialing' && outcome.amountPaid === 0 ? 'trialing' : 'active';
      if (outcome.periodEnd !== undefined) periodEnd = isoOf(outcome.periodEnd);
    }
    await this.db
      .updateTable('user_subscriptions')
      .set({
        subscription_status: status,
        current_period_end: periodEnd,
        last_event_at: eventIso,
        updated_at: new Date().toISOString(),
      })
      .where('user_id', '=', row.user_id)
      .execute();
    return 'applied';
  }

  private async subscriptionBy(
    column: 'subscription_id' | 'user_id',
    value: string,
  ): Promise<SubscriptionRecord | undefined> {
    const query = this.db.selectFrom('user_subscriptions').selectAll().where(column, '=', value);
    return (this.context.lockRows ? query.forUpdate() : query).executeTakeFirst();
  }

  private async existingUser(userId: string | null | undefined): Promise<string | undefined> {
    if (!userId) return undefined;
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.id;
  }

  private async userOfCustomer(customerId: string | null | undefined) {
    if (!customerId) return undefined;
    const row = await this.db
      .selectFrom('billing_customers')
      .select('user_id')
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return row?.user_id;
  }

  private async linkCustomer(userId: string, customerId: string): Promise<void> {
    const owner = await this.userOfCustomer(customerId);
    if (owner === userId) return;
    if (owner) {
      this.context.log.warn({ customerId, userId, owner }, 'billing: customer of another learner');
      return;
    }
    const values = { customer_id: customerId, provider: this.context.provider };
    await this.db
      .insertInto('billing_customers')
      .values({ user_id: userId, ...values, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
  }
}

function asStatus(status: string): SubscriptionStatus | undefined {
  return (subscriptionStatuses as readonly string[]).includes(status)
    ? (status as SubscriptionStatus)
    : undefined;
}

function asPlan(plan: string | undefined): PaidPlanId | undefined {
  return plan && plan !== 'free' && (planIds as readonly string[]).includes(plan)
    ? (plan as PaidPlanId)
    : undefined;
}
