import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHECKOUT_FAILED, SUBSCRIPTION_CHANGE_FAILED } from '@domain/billing';
import {
  subscriptionActionSchema,
  type CheckoutAnswer,
  type SubscriptionAnswer,
} from '@domain/billing-api';
import { authenticate } from '@server/auth/bearer';
import { HttpError } from '@server/http/errors';
import { validate } from '@server/http/validate';
import { createCheckout } from '@server/billing/checkout';
import { subscriptionAnswerOf } from '@server/billing/context';
import { registerBillingErrors } from '@server/billing/errors';
import { registerLocalCheckout } from './local-checkout';
import { advanceLocalSubscriptions, changeSubscription } from '@server/billing/subscriptions';
import { registerStripeWebhook } from './webhook';

/** How often the local checkout's subscriptions are renewed or ended when their period is over. */
const LOCAL_RENEWAL_MS = 10 * 60 * 1000;

/**
 * Subscriptions (DESIGN.md: Stripe when keys are set, else a built-in local test checkout):
 *
 * - POST /functions/v1/stripe-checkout  `{ price_id, success_url, cancel_url, mode }` → `{ url }`
 * - GET  /functions/v1/subscription     → `{ subscription, trial_used }`
 * - POST /functions/v1/subscription     `{ action: cancel | resume | cancel_now }` → the same,
 *                                       after the change
 * - POST /functions/v1/stripe-webhook   Stripe's signed events
 * - /checkout/local/:id                 the local test checkout's page
 *
 * The learner reads their subscription at /rest/v1/user_subscriptions.
 */
export async function registerBillingRoutes(app: FastifyInstance): Promise<void> {
  await app.register((scope, _options, done) => {
    registerBillingErrors(scope, CHECKOUT_FAILED);
    scope.post('/functions/v1/stripe-checkout', (request): Promise<CheckoutAnswer> =>
      createCheckout(app, request, request.log),
    );
    done();
  });

  await app.register((scope, _options, done) => {
    registerBillingErrors(scope, SUBSCRIPTION_CHANGE_FAILED);
    const learnerOf = async (request: FastifyRequest): Promise<string> => {
      const caller = await authenticate(request, app);
      if (caller.kind !== 'user') {
        throw new HttpError(
          401,
          'sign_in_required',
          'Sign in to manage your subscription: it belongs to your account.',
        );
      }
      return caller.userId;
    };
    scope.get('/functions/v1/subscription', async (request): Promise<SubscriptionAnswer> =>
      subscriptionAnswerOf(app.database.db, await learnerOf(request)),
    );
    scope.post('/functions/v1/subscription', async (request): Promise<SubscriptionAnswer> => {
      const userId = await learnerOf(request);
      const { action } = validate(subscriptionActionSchema, request.body);
      return changeSubscription(app, userId, action, request.log);
    });
    done();
  });

  await registerStripeWebhook(app);
  await registerLocalCheckout(app);

  const advance = () =>
    advanceLocalSubscriptions(app, app.log).catch((error: unknown) => {
      app.log.error({ err: error }, 'local subscriptions not advanced');
    });
  const timer = setInterval(() => void advance(), LOCAL_RENEWAL_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    await advance();
  });
  app.addHook('preClose', (done) => {
    clearInterval(timer);
    done();
  });
}
