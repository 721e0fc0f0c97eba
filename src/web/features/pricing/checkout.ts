import { CHECKOUT_FAILED, type PaidPlanId } from '@domain/billing';
import { planCatalogue } from '@content/pricing';
import { msg } from '@web/i18n/translate';
import { invokeParsed } from '@web/lib/functions';
import { requireSupabase } from '@web/lib/supabase';

export class CheckoutError extends Error {
  override name = 'CheckoutError';
}

const DEMO_MODE = msg('Demo mode is active. Please connect to the backend to subscribe.');

/**
 * SPEC §7 checkout: asks the server for a payment page for the plan and answers its address.
 * Success comes back to /success, Cancel to /pricing, both on this site.
 */
export async function createCheckout(plan: PaidPlanId, seats?: number): Promise<string> {
  const entry = planCatalogue[plan];
  const origin = window.location.origin;
  // The schema (and zod) load with the first press, not with /pricing.
  const answer = await invokeParsed({
    client: requireSupabase(() => new CheckoutError(DEMO_MODE)),
    name: 'stripe-checkout',
    method: 'POST',
    body: {
      price_id: entry.priceId,
      success_url: `${origin}/success`,
      cancel_url: `${origin}/pricing`,
      mode: entry.mode,
      ...(plan === 'enterprise' && seats !== undefined ? { quantity: seats } : {}),
    },
    fallback: CHECKOUT_FAILED,
    fail: (message) => new CheckoutError(message),
    schema: () => import('@domain/billing-api').then((api) => api.checkoutAnswerSchema),
  });
  return answer.url;
}
