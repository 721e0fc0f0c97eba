import { planIds, subscriptionStatuses } from './billing';
import { MAX_SEATS, MIN_SEATS } from './teams';
import { z } from './zod';

/*
 * The billing calls (SPEC §7): their bodies, checked by the server, and their answers, which the
 * server types with these schemas and the web app parses with them. Pages that only show plans
 * use billing.ts, which loads no zod.
 */

const sameSiteUrl = z
  .string({ message: 'is required: an address on this site' })
  .trim()
  .min(1, 'is required: an address on this site')
  .max(2048, 'is too long')
  .pipe(z.url({ message: 'must be a full address such as https://example.com/success' }));

/** POST /functions/v1/stripe-checkout (SPEC §7). The URLs must be on our own origin. */
export const checkoutRequestSchema = z.object({
  price_id: z.string({ message: 'is required: the price of a plan' }).trim().min(1).max(200),
  success_url: sameSiteUrl,
  cancel_url: sameSiteUrl,
  /** SPEC's catalogue says 'payment'; every plan is a monthly subscription either way. */
  mode: z.enum(['subscription', 'payment']).default('subscription'),
  /** Enterprise: the seats to buy (people in the team besides its owner). Pro is one. */
  quantity: z.coerce
    .number({ message: `must be a number of seats from ${MIN_SEATS} to ${MAX_SEATS}` })
    .int('must be a whole number of seats')
    .min(MIN_SEATS, `must be at least ${MIN_SEATS}`)
    .max(MAX_SEATS, `must be at most ${MAX_SEATS}; for more, contact us`)
    .optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** POST /functions/v1/subscription: cancel at period end, resume, or end now. */
export const subscriptionActionSchema = z.object({
  action: z.enum(['cancel', 'resume', 'cancel_now'], {
    message: 'must be one of cancel, resume or cancel_now',
  }),
});
export type SubscriptionAction = z.infer<typeof subscriptionActionSchema>['action'];

/** The answer of POST /functions/v1/stripe-checkout: the payment page to send the learner to. */
export const checkoutAnswerSchema = z.object({ url: z.string().min(1) });
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/** The row of `user_subscriptions` its owner reads through /rest/v1. */
export const subscriptionRowSchema = z.object({
  plan: z.enum(planIds).exclude(['free']),
  subscription_status: z.enum(subscriptionStatuses),
  /** End of the paid period or of the trial (ISO); renewal date, or end date when cancelling. */
  current_period_end: z.string().nullable(),
  trial_end: z.string().nullable(),
  /** 1 when the subscription stops at current_period_end. */
  cancel_at_period_end: z.number(),
  /** Seats bought (Enterprise); 1 for Pro. */
  quantity: z.number().int().optional(),
  updated_at: z.string(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;

/**
 * GET and POST /functions/v1/subscription answer the learner's subscription (after the change,
 * for POST) and whether they have had Pro's free trial, so a checkout would bill them at once.
 */
export const subscriptionAnswerSchema = z.object({
  subscription: subscriptionRowSchema.nullable(),
  trial_used: z.boolean(),
});
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswerSchema>;

/** What POST /functions/v1/stripe-webhook answers Stripe: 200 for every event it took. */
export const webhookAnswerSchema = z.object({
  received: z.literal(true),
  duplicate: z.literal(true).optional(),
  ignored: z.literal(true).optional(),
});
export type WebhookAnswer = z.infer<typeof webhookAnswerSchema>;

/** A posted HTML form's fields as text: each one's first value, at most 100 characters; '' if none. */
function formFields(body: unknown): Record<string, string> {
  const form = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') fields[name] = first.slice(0, 100);
  }
  return fields;
}

const formText = z.string().default('');

/**
 * POST /checkout/local/:id, the built-in test checkout's card form (form-encoded): the card
 * typed, and the trial days the page showed (null when the form did not say). Read leniently:
 * a missing field is empty, and the card check says what is wrong with it.
 */
export const localCheckoutFormSchema = z
  .preprocess(
    formFields,
    z.object({
      card_number: formText,
      expiry: formText,
      cvc: formText,
      name: formText,
      trial_days: formText,
    }),
  )
  .transform((form) => {
    const shown = Number.parseInt(form.trial_days, 10);
    return {
      number: form.card_number,
      expiry: form.expiry,
      cvc: form.cvc,
      name: form.name,
      trialDaysShown: Number.isNaN(shown) ? null : shown,
    };
  });
export type LocalCheckoutForm = z.infer<typeof localCheckoutFormSchema>;
