import { z } from './zod';

/** The bodies of the billing calls (SPEC §7), checked by the server. */

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
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** POST /functions/v1/subscription: cancel at period end, resume, or end now. */
export const subscriptionActionSchema = z.object({
  action: z.enum(['cancel', 'resume', 'cancel_now'], {
    message: 'must be one of cancel, resume or cancel_now',
  }),
});
export type SubscriptionAction = z.infer<typeof subscriptionActionSchema>['action'];
