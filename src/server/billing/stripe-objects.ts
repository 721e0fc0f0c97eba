import { z } from '@domain/zod';

/**
 * The parts of Stripe's event, subscription, checkout session and invoice objects that billing
 * reads, checked loosely: Stripe adds fields all the time, and the same code reads objects of
 * API versions before and after 2025 (where the period moved from the subscription to its
 * items, and the invoice's subscription moved under `parent`).
 */

/** An id, or the object it names when the request expanded it. */
const idOf = z
  .union([z.string().min(1), z.object({ id: z.string().min(1) })])
  .transform((value) => (typeof value === 'string' ? value : value.id));

const metadata = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((value) =>
    Object.fromEntries(
      Object.entries(value ?? {}).filter((entry): entry is [string, string] => {
        return typeof entry[1] === 'string';
      }),
    ),
  );

const unixTime = z.number().int().nonnegative();

export const stripeEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: unixTime,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEventLike = z.infer<typeof stripeEventSchema>;

const subscriptionItem = z.object({
  price: z
    .union([z.string(), z.object({ id: z.string() })])
    .nullish()
    .transform((price) => (typeof price === 'string' ? price : price?.id)),
  current_period_end: unixTime.nullish(),
  quantity: z.number().int().nonnegative().nullish(),
});

export const subscriptionSchema = z.object({
  id: z.string().min(1),
  customer: idOf,
  status: z.string(),
  metadata,
  items: z.object({ data: z.array(subscriptionItem) }).nullish(),
  /** Before API version 2025-03-31 the period and the plan were on the subscription itself. */
  current_period_end: unixTime.nullish(),
  plan: z.object({ id: z.string() }).nullish(),
  trial_start: unixTime.nullish(),
  trial_end: unixTime.nullish(),
  cancel_at_period_end: z.boolean().nullish(),
  cancel_at: unixTime.nullish(),
  ended_at: unixTime.nullish(),
});
export type SubscriptionObject = z.infer<typeof subscriptionSchema>;

export const checkoutSessionSchema = z.object({
  id: z.string().min(1),
  mode: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  customer: idOf.nullish(),
  subscription: idOf.nullish(),
  metadata,
});
export type CheckoutSessionObject = z.infer<typeof checkoutSessionSchema>;

const invoiceLine = z.object({
  period: z.object({ end: unixTime }).nullish(),
  subscription: idOf.nullish(),
  parent: z
    .object({
      subscription_item_details: z.object({ subscription: idOf.nullish() }).nullish(),
    })
    .nullish(),
});

export const invoiceSchema = z.object({
  id: z.string().min(1),
  customer: idOf.nullish(),
  /** Before API version 2025-03-31; since then under parent.subscription_details. */
  subscription: idOf.nullish(),
  parent: z
    .object({ subscription_details: z.object({ subscription: idOf.nullish() }).nullish() })
    .nullish(),
  amount_paid: z.number().nullish(),
  lines: z.object({ data: z.array(invoiceLine) }).nullish(),
});
export type InvoiceObject = z.infer<typeof invoiceSchema>;

/** The subscription an invoice bills, wherever the API version put it. */
export function subscriptionOfInvoice(invoice: InvoiceObject): string | undefined {
  const fromLines = invoice.lines?.data
    .map((line) => line.parent?.subscription_item_details?.subscription ?? line.subscription)
    .find((id) => id);
  return (
    invoice.subscription ??
    invoice.parent?.subscription_details?.subscription ??
    fromLines ??
    undefined
  );
}

/** The end of the period an invoice paid for: the latest end among its lines. */
export function periodEndOfInvoice(invoice: InvoiceObject): number | undefined {
  const ends = (invoice.lines?.data ?? [])
    .map((line) => line.period?.end)
    .filter((end): end is number => typeof end === 'number');
  return ends.length > 0 ? Math.max(...ends) : undefined;
}

/** The price of a subscription (its first item's), and the end of its current period. */
export function priceOfSubscription(subscription: SubscriptionObject): string | undefined {
  return subscription.items?.data[0]?.price ?? subscription.plan?.id ?? undefined;
}

/** The seats a subscription pays for: its first item's quantity (1 when Stripe leaves it out). */
export function quantityOfSubscription(subscription: SubscriptionObject): number {
  return subscription.items?.data[0]?.quantity ?? 1;
}

export function periodEndOfSubscription(subscription: SubscriptionObject): number | undefined {
  return (
    subscription.items?.data[0]?.current_period_end ?? subscription.current_period_end ?? undefined
  );
}
