import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { planOfPriceId, PRICE_IDS, type PaidPlanId } from '@domain/billing';
import type { Config, StripeConfig } from '../config';

const clients = new WeakMap<StripeConfig, Stripe>();

/** The official Stripe SDK for this server's keys, or undefined when it uses the local checkout. */
export function stripeOf(app: FastifyInstance): Stripe | undefined {
  const config = app.config.stripe;
  if (!config) return undefined;
  let client = clients.get(config);
  if (!client) {
    client = new Stripe(config.secretKey, {
      // Requests that failed on the way are retried with the same idempotency key.
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'CodeNest' },
      ...(config.apiBase ?? {}),
    });
    clients.set(config, client);
  }
  return client;
}

export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** A Stripe "No such ..." answer (the object does not exist, or no longer). */
export function isMissing(error: unknown): boolean {
  return isStripeError(error) && error.code === 'resource_missing';
}

/**
 * The plan a price sells: our own price ids always (the local checkout and the web app use
 * them), and with Stripe configured the ids of the Stripe prices too.
 */
export function planOfPrice(config: Config, priceId: string): PaidPlanId | undefined {
  const ours = planOfPriceId(priceId);
  if (ours) return ours;
  if (config.stripe?.pricePro === priceId) return 'pro';
  if (config.stripe?.priceEnterprise === priceId) return 'enterprise';
  return undefined;
}

/** The Stripe price to charge for a plan. */
export function stripePriceOf(config: StripeConfig, plan: PaidPlanId): string {
  return plan === 'pro' ? config.pricePro : config.priceEnterprise;
}

/** What the 400 for an unknown price_id lists. */
export function knownPrices(config: Config): string {
  const ours = `${PRICE_IDS.pro} (Pro) or ${PRICE_IDS.enterprise} (Enterprise)`;
  return config.stripe
    ? `${ours}, or the Stripe prices ${config.stripe.pricePro} and ${config.stripe.priceEnterprise}`
    : ours;
}
