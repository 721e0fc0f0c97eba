import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import {
  ALREADY_SUBSCRIBED,
  CHECKOUT_FAILED,
  PRICE_IDS,
  SIGN_IN_TO_SUBSCRIBE,
  STUDENT_DISCOUNT_PERCENT,
  checkoutTrialDays,
  isProStatus,
  studentDiscountApplies,
  type PaidPlanId,
} from '@domain/billing';
import { checkoutRequestSchema } from '@domain/billing-api';
import { authenticate } from '../auth/bearer';
import { userNotFound } from '../auth/errors';
import { findUserById } from '../auth/users';
import type { Config, StripeConfig } from '../config';
import { HttpError } from '../http/errors';
import { Throttle, tooManyRequests, waitMinutes } from '../limits/throttle';
import { validate } from '../http/validate';
import { localId, STUDENT_COUPON_ID } from './local-events';
import {
  isMissing,
  isStripeError,
  knownPrices,
  planOfPrice,
  stripeOf,
  stripePriceOf,
} from './stripe-client';
import { trialUsed } from './trials';

/** A local checkout session stays payable this long. */
export const LOCAL_SESSION_HOURS = 24;

/** Checkouts one learner may start in 15 minutes: each one is a call to Stripe. */
const CHECKOUTS_PER_WINDOW = 20;
const throttles = new WeakMap<FastifyInstance, Throttle>();

function throttleOf(app: FastifyInstance): Throttle {
  let throttle = throttles.get(app);
  if (!throttle) {
    throttle = new Throttle(
      { name: 'checkout', attempts: CHECKOUTS_PER_WINDOW, windowSeconds: 15 * 60 },
      (seconds) =>
        tooManyRequests(
          'too_many_checkouts',
          `Too many checkouts started. Please wait ${waitMinutes(seconds)} and try again.`,
          seconds,
        ),
      app.redis,
    );
    throttles.set(app, throttle);
  }
  return throttle;
}

interface Buyer {
  id: string;
  email: string;
}

interface Checkout {
  buyer: Buyer;
  plan: PaidPlanId;
  /** Seats: Enterprise's, 1 for Pro. */
  quantity: number;
  /** 0 once the learner has had their trial. */
  trialDays: number;
  successUrl: URL;
  cancelUrl: URL;
}

/**
 * POST /functions/v1/stripe-checkout (SPEC §7): a payment page for a plan, as `{ url }`. With
 * STRIPE_SECRET_KEY a Stripe Checkout Session in subscription mode; without it a session of the
 * built-in local test checkout, on this site.
 */
export async function createCheckout(
  app: FastifyInstance,
  request: FastifyRequest,
  log: FastifyBaseLogger,
): Promise<{ url: string }> {
  const caller = await authenticate(request, app);
  if (caller.kind !== 'user') throw new HttpError(401, 'sign_in_required', SIGN_IN_TO_SUBSCRIBE);
  const body = validate(checkoutRequestSchema, request.body);
  const plan = planOfPrice(app.config, body.price_id);
  if (!plan) {
    throw new HttpError(
      400,
      'unknown_price',
      `price_id: ${JSON.stringify(body.price_id)} is not the price of one of our plans. Use ${knownPrices(app.config)}.`,
    );
  }
  if (plan !== 'enterprise' && body.quantity !== undefined && body.quantity !== 1) {
    throw new HttpError(
      400,
      'quantity_not_allowed',
      'quantity: only the Enterprise plan is sold in seats; Pro is one learner. Leave quantity out.',
    );
  }
  const successUrl = ownUrl(app.config, 'success_url', body.success_url);
  const cancelUrl = ownUrl(app.config, 'cancel_url', body.cancel_url);
  await throttleOf(app).attempt(`user:${caller.userId}`);

  const { db } = app.database;
  const user = await findUserById(db, caller.userId);
  if (!user) throw userNotFound();
  const current = await db
    .selectFrom('user_subscriptions')
    .select('subscription_status')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (current && isProStatus(current.subscription_status)) {
    throw new HttpError(409, 'already_subscribed', ALREADY_SUBSCRIBED);
  }

  const checkout: Checkout = {
    buyer: { id: user.id, email: user.email },
    plan,
    quantity: plan === 'enterprise' ? (body.quantity ?? 1) : 1,
    trialDays: checkoutTrialDays(plan, await trialUsed(db, user.id)),
    successUrl,
    cancelUrl,
  };
  const stripe = stripeOf(app);
  if (stripe && app.config.stripe) {
    return stripeCheckout(app, stripe, app.config.stripe, checkout, log);
  }
  return localCheckout(app, checkout);
}

/**
 * The addresses of this site: PUBLIC_URL's origin. Without PUBLIC_URL the server only knows
 * its port, so the loopback names of that port count too (redirecting there cannot leave the
 * learner's machine). Request headers (Host, X-Forwarded-*) never decide.
 */
export function siteOrigins(config: Config): Set<string> {
  const site = new URL(config.publicUrl);
  const origins = new Set([site.origin]);
  if (!config.publicUrlConfigured && site.protocol === 'http:') {
    const port = site.port === '' ? '' : `:${site.port}`;
    for (const host of ['localhost', '127.0.0.1', '[::1]']) origins.add(`http://${host}${port}`);
  }
  return origins;
}

export function ownUrl(config: Config, field: string, value: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const site = new URL(config.publicUrl).origin;
  if (!url || !siteOrigins(config).has(url.origin) || url.username || url.password) {
    throw new HttpError(
      400,
      'foreign_url',
      `${field}: must be an address on this site (${site}), such as ${site}/${field === 'success_url' ? 'success' : 'pricing'}.`,
    );
  }
  return url;
}

/** success_url with Stripe's placeholder (or our session id) as `session_id`, before any #. */
export function withSessionId(url: URL, sessionId: string): string {
  const [base = '', ...fragment] = url.href.split('#');
  const separator = base.includes('?')
    ? base.endsWith('?') || base.endsWith('&')
      ? ''
      : '&'
    : '?';
  const hash = fragment.length > 0 ? `#${fragment.join('#')}` : '';
  return `${base}${separator}session_id=${sessionId}${hash}`;
}

async function stripeCheckout(
  app: FastifyInstance,
  stripe: Stripe,
  config: StripeConfig,
  checkout: Checkout,
  log: FastifyBaseLogger,
): Promise<{ url: string }> {
  const { buyer, plan, trialDays } = checkout;
  try {
    const customer = await stripeCustomerOf(app, stripe, buyer);
    const student = studentDiscountApplies(plan, buyer.email);
    const metadata = { user_id: buyer.id, plan };
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: buyer.id,
      metadata,
      line_items: [{ price: stripePriceOf(config, plan), quantity: checkout.quantity }],
      subscription_data: {
        metadata,
        ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
      },
      ...(student ? { discounts: [{ coupon: await studentCoupon(stripe) }] } : {}),
      success_url: withSessionId(checkout.successUrl, '{CHECKOUT_SESSION_ID}'),
      cancel_url: checkout.cancelUrl.href,
    });
    if (!session.url) throw new Error(`Stripe answered session ${session.id} without a url`);
    return { url: session.url };
  } catch (error) {
    log.error(
      {
        err: error,
        ...(isStripeError(error)
          ? { stripe: { type: error.type, code: error.code, requestId: error.requestId } }
          : {}),
      },
      'Stripe checkout session not created',
    );
    throw new HttpError(502, 'checkout_failed', CHECKOUT_FAILED);
  }
}

/** One Stripe customer per learner: created at the first checkout, reused by every later one. */
async function stripeCustomerOf(
  app: FastifyInstance,
  stripe: Stripe,
  buyer: Buyer,
): Promise<string> {
  const { db } = app.database;
  const known = await db
    .selectFrom('billing_customers')
    .select('customer_id')
    .where('user_id', '=', buyer.id)
    .where('provider', '=', 'stripe')
    .executeTakeFirst();
  if (known) return known.customer_id;
  const customer = await stripe.customers.create(
    { email: buyer.email, metadata: { user_id: buyer.id } },
    // Two checkouts at once still make one customer.
    { idempotencyKey: `codenest-customer-${buyer.id}` },
  );
  const values = { customer_id: customer.id, provider: 'stripe' as const };
  await db
    .insertInto('billing_customers')
    .values({ user_id: buyer.id, ...values, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
  return customer.id;
}

const couponChecked = new WeakSet<Stripe>();

/** The student discount's coupon: looked up once, created the first time it is missing. */
async function studentCoupon(stripe: Stripe): Promise<string> {
  if (couponChecked.has(stripe)) return STUDENT_COUPON_ID;
  try {
    await stripe.coupons.retrieve(STUDENT_COUPON_ID);
  } catch (error) {
    if (!isMissing(error)) throw error;
    try {
      await stripe.coupons.create({
        id: STUDENT_COUPON_ID,
        name: `Student discount (${STUDENT_DISCOUNT_PERCENT}%)`,
        percent_off: STUDENT_DISCOUNT_PERCENT,
        duration: 'forever',
      });
    } catch (createError) {
      // Another server created it in the meantime.
      if (!(isStripeError(createError) && createError.code === 'resource_already_exists')) {
        throw createError;
      }
    }
  }
  couponChecked.add(stripe);
  return STUDENT_COUPON_ID;
}

/** A session of the local test checkout, paid on this site's /checkout/local/:id page. */
async function localCheckout(app: FastifyInstance, checkout: Checkout): Promise<{ url: string }> {
  const { db } = app.database;
  const id = localId('cs');
  const now = new Date();
  await db
    .deleteFrom('checkout_sessions')
    .where('user_id', '=', checkout.buyer.id)
    .where('expires_at', '<', now.toISOString())
    .execute();
  await db
    .insertInto('checkout_sessions')
    .values({
      id,
      user_id: checkout.buyer.id,
      plan: checkout.plan,
      price_id: PRICE_IDS[checkout.plan],
      success_url: checkout.successUrl.href,
      cancel_url: checkout.cancelUrl.href,
      status: 'open',
      quantity: checkout.quantity,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + LOCAL_SESSION_HOURS * 3600 * 1000).toISOString(),
    })
    .execute();
  // On the origin the learner came from (one of ours), so the page shares their saved theme.
  return { url: new URL(`/checkout/local/${id}`, checkout.successUrl.origin).href };
}
