import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { WebhookAnswer } from '@domain/billing-api';
import { HttpError } from '@server/http/errors';
import { recordAndApplyEvent, type RelatedObjects } from '@server/billing/apply-event';
import { applyContextOf } from '@server/billing/context';
import { registerBillingErrors } from '@server/billing/errors';
import { isMissing, stripeOf } from '@server/billing/stripe-client';
import {
  checkoutSessionSchema,
  stripeEventSchema,
  subscriptionSchema,
} from '@server/billing/stripe-objects';

/**
 * POST /functions/v1/stripe-webhook: Stripe's events, verified on the raw body with
 * STRIPE_WEBHOOK_SECRET, then recorded and applied in one transaction (apply-event.ts).
 * A replay answers `duplicate`; an error answers 5xx and Stripe retries.
 */
export async function registerStripeWebhook(app: FastifyInstance): Promise<void> {
  await app.register((scope, _options, done) => {
    registerBillingErrors(scope, 'The event could not be processed. Stripe will retry it.');
    // The signature covers the exact bytes: this route keeps the body as a Buffer. The parsers
    // of this scope only; every other route keeps the server's JSON parser.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    scope.post('/functions/v1/stripe-webhook', async (request): Promise<WebhookAnswer> => {
      const stripe = stripeOf(app);
      const secret = app.config.stripe?.webhookSecret;
      if (!stripe) {
        throw new HttpError(
          404,
          'stripe_not_configured',
          'Stripe is not configured on this server (STRIPE_SECRET_KEY is not set): it uses the built-in test checkout, which needs no webhook.',
        );
      }
      if (!secret) {
        throw new HttpError(
          503,
          'webhook_not_configured',
          "Stripe webhooks are not configured on this server: set STRIPE_WEBHOOK_SECRET to the endpoint's signing secret (whsec_...).",
        );
      }
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '' || !Buffer.isBuffer(request.body)) {
        throw new HttpError(
          400,
          'missing_signature',
          'Send the event as Stripe does: the raw JSON body with its Stripe-Signature header.',
        );
      }
      let verified: Stripe.Event;
      try {
        verified = stripe.webhooks.constructEvent(request.body, signature, secret);
      } catch (error) {
        request.log.warn({ err: error }, 'Stripe webhook: signature check failed');
        throw new HttpError(
          400,
          'bad_signature',
          'The Stripe-Signature header does not match the body for this endpoint: check STRIPE_WEBHOOK_SECRET.',
        );
      }
      const event = stripeEventSchema.safeParse(verified);
      if (!event.success) {
        throw new HttpError(400, 'bad_event', 'The body is not a Stripe event.');
      }
      const related = await relatedObjects(app, stripe, event.data, request.log);
      const context = applyContextOf(app, 'stripe', request.log);
      const outcome = await app.database.db
        .transaction()
        .execute((trx) => recordAndApplyEvent(trx, event.data, context, related));
      request.log.info({ eventId: event.data.id, type: event.data.type, outcome }, 'Stripe event');
      if (outcome === 'duplicate') return { received: true, duplicate: true };
      if (outcome === 'ignored') return { received: true, ignored: true };
      return { received: true };
    });
    done();
  });
}

/**
 * A completed checkout whose subscription we do not know yet: fetch the subscription now
 * (outside the transaction), so the learner has it even if customer.subscription.created
 * never arrives or was ignored.
 */
async function relatedObjects(
  app: FastifyInstance,
  stripe: Stripe,
  event: { type: string; data: { object: Record<string, unknown> } },
  log: FastifyBaseLogger,
): Promise<RelatedObjects> {
  if (event.type !== 'checkout.session.completed') return {};
  const session = checkoutSessionSchema.safeParse(event.data.object);
  const subscriptionId = session.success ? session.data.subscription : undefined;
  if (!subscriptionId) return {};
  const known = await app.database.db
    .selectFrom('user_subscriptions')
    .select('user_id')
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
  if (known) return {};
  try {
    const fetched = subscriptionSchema.safeParse(
      await stripe.subscriptions.retrieve(subscriptionId),
    );
    return fetched.success ? { subscription: fetched.data } : {};
  } catch (error) {
    if (isMissing(error)) return {};
    log.error({ err: error, subscriptionId }, 'Stripe webhook: subscription not fetched');
    throw new HttpError(502, 'stripe_unreachable', 'Stripe could not be reached; retry later.');
  }
}
