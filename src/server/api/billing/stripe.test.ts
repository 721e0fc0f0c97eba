import crypto from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKOUT_FAILED,
  PRICE_IDS,
  SUBSCRIPTION_CHANGE_FAILED,
  planOf,
  type SubscriptionAnswer,
} from '@domain/billing';
import {
  newClient,
  startListeningServer,
  type ListeningServer,
  type TestClient,
} from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { startFakeStripe, type FakeStripe } from '@tests/helpers/fake-stripe';
import { startTestServer } from '@tests/helpers/server';
import { planOfUser } from '@server/billing/plan';

const PASSWORD = 'correct-horse-42';
const SECRET_KEY = 'sk_test_codenest_fake';
const WEBHOOK_SECRET = 'whsec_codenest_test_secret';
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_PRO: 'price_pro_test',
  STRIPE_PRICE_ENTERPRISE: 'price_ent_test',
};

interface Learner {
  client: TestClient;
  userId: string;
  email: string;
  token: string;
}

type Json = Record<string, unknown>;

for (const dialect of testDialects()) {
  describe(`Stripe billing [${dialect.name}]`, () => {
    let fake: FakeStripe;
    let server: ListeningServer;
    beforeAll(async () => {
      fake = await startFakeStripe();
      server = await startListeningServer(dialect, {
        MAIL_AUTOCONFIRM: 'true',
        AUTH_RATE_LIMIT: '10000',
        ...STRIPE_ENV,
        STRIPE_API_BASE: fake.url,
      });
    });
    afterAll(async () => {
      await server.close();
      await fake.close();
    });

    async function learner(domain = 'example.com'): Promise<Learner> {
      const client = newClient(server);
      const email = `learner-${crypto.randomBytes(4).toString('hex')}@${domain}`;
      const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
      expect(error).toBeNull();
      return { client, userId: data.user!.id, email, token: data.session!.access_token };
    }

    const post = (name: string, token: string, body: unknown) =>
      fetch(`${server.url}/functions/v1/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });

    const checkout = (who: Learner, priceId: string = PRICE_IDS.pro) =>
      post('stripe-checkout', who.token, {
        price_id: priceId,
        success_url: `${server.url}/success`,
        cancel_url: `${server.url}/pricing`,
        mode: 'payment',
      });

    /** The session the fake made for the answered url. */
    async function checkoutSession(who: Learner, priceId?: string) {
      const response = await checkout(who, priceId);
      expect(response.status).toBe(200);
      const { url } = (await response.json()) as { url: string };
      const id = url.split('/').pop()!;
      const session = fake.sessions.get(id);
      expect(session).toBeDefined();
      return { url, id, session: session! };
    }

    let clock = Math.floor(Date.now() / 1000) - 3600;
    const later = () => (clock += 10);

    const event = (type: string, object: Json, created = later()) => ({
      id: `evt_test_${crypto.randomBytes(8).toString('hex')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      livemode: false,
      type,
      created,
      data: { object },
    });

    const send = (body: object, secret = WEBHOOK_SECRET) => {
      const payload = JSON.stringify(body);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      return fetch(`${server.url}/functions/v1/stripe-webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
    };

    const sendOk = async (body: object) => {
      const response = await send(body);
      expect(response.status).toBe(200);
      return (await response.json()) as Json;
    };

    const rowOf = (userId: string) =>
      server.app.database.db
        .selectFrom('user_subscriptions')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();

    /** Checkout, paid at the fake, then Stripe's two events: a learner on a Stripe subscription. */
    async function subscribed(priceId?: string, domain?: string) {
      const who = await learner(domain);
      const { id } = await checkoutSession(who, priceId);
      const { session, subscription } = fake.completeSession(id);
      await sendOk(event('customer.subscription.created', subscription));
      await sendOk(event('checkout.session.completed', session));
      return { who, subscription };
    }

    describe('checkout', () => {
      it('creates a Checkout Session in subscription mode with the Pro trial, for one customer per learner', async () => {
        const who = await learner();
        const before = fake.requests.length;
        const { url, session } = await checkoutSession(who);
        expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

        const made = fake.requests.slice(before);
        expect(made.every((request) => request.authorization === `Bearer ${SECRET_KEY}`)).toBe(
          true,
        );
        const customers = made.filter((r) => r.path === '/v1/customers');
        expect(customers).toHaveLength(1);
        expect(customers[0]?.body).toEqual({ email: who.email, metadata: { user_id: who.userId } });
        expect(customers[0]?.idempotencyKey).toBe(`codenest-customer-${who.userId}`);
        const customerId = [...fake.customers.values()].find((c) => c.email === who.email)?.id;

        expect(session).toMatchObject({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: who.userId,
          metadata: { user_id: who.userId, plan: 'pro' },
          line_items: [{ price: 'price_pro_test', quantity: '1' }],
          subscription_data: {
            trial_period_days: '14',
            metadata: { user_id: who.userId, plan: 'pro' },
          },
          success_url: `${server.url}/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${server.url}/pricing`,
        });
        expect(session.discounts).toBeUndefined();
        expect(made.some((r) => r.path.startsWith('/v1/coupons'))).toBe(false);

        const stored = await server.app.database.db
          .selectFrom('billing_customers')
          .selectAll()
          .where('user_id', '=', who.userId)
          .executeTakeFirstOrThrow();
        expect(stored).toMatchObject({ customer_id: customerId, provider: 'stripe' });

        // The next checkout (Enterprise, no trial) reuses the customer.
        const next = await checkoutSession(who, 'price_ent_test');
        expect(
          fake.calls('POST', '/v1/customers').filter((r) => r.body.email === who.email),
        ).toHaveLength(1);
        expect(next.session).toMatchObject({
          customer: customerId,
          metadata: { plan: 'enterprise' },
          line_items: [{ price: 'price_ent_test', quantity: '1' }],
        });
        expect((next.session.subscription_data as Json).trial_period_days).toBeUndefined();
      });

      it('applies the 50% student coupon for a .edu address only, creating it once', async () => {
        const student = await learner('state.edu');
        const { session } = await checkoutSession(student);
        expect(session.discounts).toEqual([{ coupon: 'codenest-student-50' }]);
        expect(fake.calls('GET', '/v1/coupons/codenest-student-50').length).toBeGreaterThan(0);
        const created = fake.calls('POST', '/v1/coupons');
        expect(created).toHaveLength(1);
        expect(created[0]?.body).toMatchObject({
          id: 'codenest-student-50',
          percent_off: '50',
          duration: 'forever',
        });

        const another = await learner('college.edu');
        expect((await checkoutSession(another)).session.discounts).toEqual([
          { coupon: 'codenest-student-50' },
        ]);
        expect(fake.calls('POST', '/v1/coupons')).toHaveLength(1);

        // Enterprise has no student price; other addresses no discount.
        expect(
          (await checkoutSession(another, PRICE_IDS.enterprise)).session.discounts,
        ).toBeUndefined();
        const ordinary = await learner('education.example.com');
        expect((await checkoutSession(ordinary)).session.discounts).toBeUndefined();
      });

      it('answers 502 with the default message when Stripe fails, keeping the detail in the log', async () => {
        const who = await learner();
        fake.fail('POST', '/v1/checkout/sessions', {
          code: 'resource_missing',
          message: "No such price: 'price_pro_test'",
        });
        try {
          const response = await checkout(who);
          expect(response.status).toBe(502);
          const body = await response.text();
          expect(JSON.parse(body)).toEqual({
            error: CHECKOUT_FAILED,
            code: 'checkout_failed',
            message: CHECKOUT_FAILED,
          });
          expect(body).not.toContain('No such price');
        } finally {
          fake.clearFailures();
        }
        fake.fail('POST', '/v1/customers', { status: 500, type: 'api_error' });
        try {
          const next = await learner();
          expect((await checkout(next)).status).toBe(502);
        } finally {
          fake.clearFailures();
        }
      });

      it('refuses a price of no plan, naming the Stripe prices it takes', async () => {
        const who = await learner();
        const response = await checkout(who, 'price_somebody_else');
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          error: expect.stringContaining(
            'the Stripe prices price_pro_test and price_ent_test',
          ) as unknown,
        });
      });
    });

    describe('Enterprise seats', () => {
      it('sells the seats asked for as the line item quantity, and prorates a change of seats', async () => {
        const owner = await learner();
        const response = await post('stripe-checkout', owner.token, {
          price_id: PRICE_IDS.enterprise,
          success_url: `${server.url}/success`,
          cancel_url: `${server.url}/pricing`,
          quantity: 12,
        });
        expect(response.status).toBe(200);
        const id = ((await response.json()) as { url: string }).url.split('/').pop()!;
        expect(fake.sessions.get(id)?.line_items).toEqual([
          { price: 'price_ent_test', quantity: '12' },
        ]);
        const { session, subscription } = fake.completeSession(id);
        await sendOk(event('customer.subscription.created', subscription));
        await sendOk(event('checkout.session.completed', session));
        expect(await rowOf(owner.userId)).toMatchObject({ plan: 'enterprise', quantity: 12 });

        const teams = await fetch(`${server.url}/functions/v1/teams`, {
          headers: { authorization: `Bearer ${owner.token}` },
        });
        const [team] = (await teams.json()) as { id: string; seats: number }[];
        expect(team?.seats).toBe(12);

        const changed = await post('team-seats', owner.token, { teamId: team?.id, seats: 20 });
        expect(changed.status).toBe(200);
        expect(await changed.json()).toMatchObject({ seats: 20, seatsUsed: 0 });
        const [update] = fake.calls('POST', `/v1/subscriptions/${subscription.id}`);
        expect(update?.body).toMatchObject({
          items: [{ quantity: '20' }],
          proration_behavior: 'create_prorations',
        });
        expect(await rowOf(owner.userId)).toMatchObject({ quantity: 20 });
      });

      it('refuses seats for Pro, which is one learner', async () => {
        const who = await learner();
        const response = await post('stripe-checkout', who.token, {
          price_id: PRICE_IDS.pro,
          success_url: `${server.url}/success`,
          cancel_url: `${server.url}/pricing`,
          quantity: 3,
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          code: 'quantity_not_allowed',
          error:
            'quantity: only the Enterprise plan is sold in seats; Pro is one learner. Leave quantity out.',
        });
      });
    });

    describe('webhook', () => {
      it('refuses a missing or wrong signature with a 400, changing nothing', async () => {
        const who = await learner();
        const { id } = await checkoutSession(who);
        const { subscription } = fake.completeSession(id);
        const forged = event('customer.subscription.created', subscription);

        const unsigned = await fetch(`${server.url}/functions/v1/stripe-webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(forged),
        });
        expect(unsigned.status).toBe(400);
        expect(await unsigned.json()).toMatchObject({ code: 'missing_signature' });

        const wrong = await send(forged, 'whsec_somebody_else');
        expect(wrong.status).toBe(400);
        expect(await wrong.json()).toMatchObject({ code: 'bad_signature' });

        // Signed, then changed on the way.
        const payload = JSON.stringify(forged);
        const signature = Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        });
        const tampered = await fetch(`${server.url}/functions/v1/stripe-webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload.replace('"trialing"', '"active"'),
        });
        expect(tampered.status).toBe(400);

        expect(await rowOf(who.userId)).toBeUndefined();
        const recorded = await server.app.database.db
          .selectFrom('billing_events')
          .select('id')
          .where('id', '=', forged.id)
          .execute();
        expect(recorded).toEqual([]);
      });

      it('links a completed checkout to the learner and keeps the subscription readable by its owner', async () => {
        const { who, subscription } = await subscribed();
        const row = await rowOf(who.userId);
        const item = (subscription.items as { data: { current_period_end: number }[] }).data[0]!;
        expect(row).toMatchObject({
          subscription_id: subscription.id,
          customer_id: subscription.customer,
          provider: 'stripe',
          plan: 'pro',
          price_id: 'price_pro_test',
          subscription_status: 'trialing',
          current_period_end: new Date(item.current_period_end * 1000).toISOString(),
          trial_end: new Date((subscription.trial_end as number) * 1000).toISOString(),
          cancel_at_period_end: 0,
        });
        const read = await who.client.from('user_subscriptions').select('*').maybeSingle();
        expect(read.data).toMatchObject({ plan: 'pro', subscription_status: 'trialing' });
        expect(await planOfUser(server.app.database.db, who.userId)).toBe('pro');
      });

      it('ignores a replayed event', async () => {
        const { who, subscription } = await subscribed();
        const cancel = event('customer.subscription.updated', {
          ...subscription,
          cancel_at_period_end: true,
        });
        expect(await sendOk(cancel)).toEqual({ received: true });
        expect((await rowOf(who.userId))?.cancel_at_period_end).toBe(1);
        await sendOk(event('customer.subscription.updated', subscription));
        expect((await rowOf(who.userId))?.cancel_at_period_end).toBe(0);

        expect(await sendOk(cancel)).toEqual({ received: true, duplicate: true });
        expect((await rowOf(who.userId))?.cancel_at_period_end).toBe(0);
      });

      it('ignores an event older than the last one applied', async () => {
        const { who, subscription } = await subscribed();
        const stale = event(
          'customer.subscription.updated',
          { ...subscription, status: 'past_due' },
          clock - 25,
        );
        expect(await sendOk(stale)).toEqual({ received: true, ignored: true });
        expect((await rowOf(who.userId))?.subscription_status).toBe('trialing');
      });

      it('keeps a deleted subscription deleted when a late update or creation arrives', async () => {
        const { who, subscription } = await subscribed();
        const ended = { ...subscription, status: 'canceled', ended_at: clock };
        await sendOk(event('customer.subscription.deleted', ended));
        const row = await rowOf(who.userId);
        expect(row).toMatchObject({ subscription_status: 'canceled', cancel_at_period_end: 0 });
        expect(row?.current_period_end).toBe(new Date(ended.ended_at * 1000).toISOString());
        expect(planOf(row ?? null)).toBe('free');

        await sendOk(event('customer.subscription.updated', { ...subscription, status: 'active' }));
        await sendOk(event('customer.subscription.created', subscription));
        expect((await rowOf(who.userId))?.subscription_status).toBe('canceled');
        expect(await planOfUser(server.app.database.db, who.userId)).toBe('free');
      });

      it('links customer.subscription.created that came before checkout.session.completed', async () => {
        // The customer was made at checkout, so the subscription finds its learner at once.
        const who = await learner();
        const { id } = await checkoutSession(who);
        const { session, subscription } = fake.completeSession(id);
        await sendOk(event('customer.subscription.created', { ...subscription, metadata: {} }));
        expect((await rowOf(who.userId))?.subscription_id).toBe(subscription.id);
        await sendOk(event('checkout.session.completed', session));
        expect(await rowOf(who.userId)).toMatchObject({
          subscription_id: subscription.id,
          subscription_status: 'trialing',
        });
      });

      it('fetches the subscription of a completed checkout it could not link before', async () => {
        const who = await learner();
        const subscription = {
          ...fake.completeSession((await checkoutSession(who)).id).subscription,
          customer: `cus_elsewhere_${crypto.randomBytes(4).toString('hex')}`,
          metadata: {},
        };
        fake.subscriptions.set(subscription.id, subscription);
        const early = await sendOk(event('customer.subscription.created', subscription));
        expect(early).toEqual({ received: true, ignored: true });
        expect(await rowOf(who.userId)).toBeUndefined();

        await sendOk(
          event('checkout.session.completed', {
            id: `cs_test_${crypto.randomBytes(6).toString('hex')}`,
            object: 'checkout.session',
            mode: 'subscription',
            client_reference_id: who.userId,
            customer: subscription.customer,
            subscription: subscription.id,
            metadata: {},
          }),
        );
        expect(fake.calls('GET', `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
        expect(await rowOf(who.userId)).toMatchObject({
          subscription_id: subscription.id,
          subscription_status: 'trialing',
          plan: 'pro',
        });
        const customer = await server.app.database.db
          .selectFrom('billing_customers')
          .select('customer_id')
          .where('user_id', '=', who.userId)
          .executeTakeFirstOrThrow();
        expect(customer.customer_id).toBe(subscription.customer);
      });

      it('records a cancellation at the period end, and its undoing', async () => {
        const { who, subscription } = await subscribed(PRICE_IDS.enterprise);
        await sendOk(
          event('customer.subscription.updated', {
            ...subscription,
            status: 'active',
            cancel_at_period_end: true,
          }),
        );
        expect(await rowOf(who.userId)).toMatchObject({
          plan: 'enterprise',
          subscription_status: 'active',
          cancel_at_period_end: 1,
        });
        expect(await planOfUser(server.app.database.db, who.userId)).toBe('enterprise');
        // The 2025+ dashboard sets cancel_at instead.
        await sendOk(
          event('customer.subscription.updated', {
            ...subscription,
            status: 'active',
            cancel_at: clock + 86400,
          }),
        );
        expect((await rowOf(who.userId))?.cancel_at_period_end).toBe(1);
        await sendOk(event('customer.subscription.updated', { ...subscription, status: 'active' }));
        expect((await rowOf(who.userId))?.cancel_at_period_end).toBe(0);
      });

      it('marks a failed payment past_due (Free) and a paid invoice active for the new period', async () => {
        const { who, subscription } = await subscribed();
        const invoiceNew = {
          id: `in_${crypto.randomBytes(6).toString('hex')}`,
          object: 'invoice',
          customer: subscription.customer,
          amount_paid: 0,
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: subscription.id },
          },
          lines: { data: [{ period: { start: clock, end: clock + 30 * 86400 } }] },
        };
        await sendOk(event('invoice.payment_failed', invoiceNew));
        expect((await rowOf(who.userId))?.subscription_status).toBe('past_due');
        expect(await planOfUser(server.app.database.db, who.userId)).toBe('free');

        // An invoice as API versions before 2025 shape it.
        const periodEnd = clock + 31 * 86400;
        await sendOk(
          event('invoice.paid', {
            id: `in_${crypto.randomBytes(6).toString('hex')}`,
            object: 'invoice',
            customer: subscription.customer,
            subscription: subscription.id,
            amount_paid: 1900,
            lines: { data: [{ period: { start: clock, end: periodEnd } }] },
          }),
        );
        expect(await rowOf(who.userId)).toMatchObject({
          subscription_status: 'active',
          current_period_end: new Date(periodEnd * 1000).toISOString(),
        });
        expect(await planOfUser(server.app.database.db, who.userId)).toBe('pro');
      });

      it('keeps a trial running when the $0 invoice that opens it is paid', async () => {
        const { who, subscription } = await subscribed();
        await sendOk(
          event('invoice.paid', {
            id: `in_${crypto.randomBytes(6).toString('hex')}`,
            object: 'invoice',
            amount_paid: 0,
            parent: { subscription_details: { subscription: subscription.id } },
            lines: { data: [{ period: { start: clock, end: subscription.trial_end } }] },
          }),
        );
        expect((await rowOf(who.userId))?.subscription_status).toBe('trialing');
      });

      it('reads the period of a subscription as older API versions shape it', async () => {
        const { who, subscription } = await subscribed();
        const end = clock + 40 * 86400;
        await sendOk(
          event('customer.subscription.updated', {
            id: subscription.id,
            object: 'subscription',
            customer: subscription.customer,
            status: 'active',
            plan: { id: 'price_ent_test' },
            items: { data: [{ price: { id: 'price_ent_test' } }] },
            current_period_end: end,
            trial_end: null,
            cancel_at_period_end: false,
          }),
        );
        expect(await rowOf(who.userId)).toMatchObject({
          plan: 'enterprise',
          subscription_status: 'active',
          current_period_end: new Date(end * 1000).toISOString(),
          trial_end: null,
        });
      });

      it('acknowledges event types it does not use', async () => {
        expect(
          await sendOk(event('customer.created', { id: 'cus_123', object: 'customer' })),
        ).toEqual({ received: true, ignored: true });
      });

      it('answers 503 without STRIPE_WEBHOOK_SECRET', async () => {
        const other = await startTestServer({
          ...STRIPE_ENV,
          STRIPE_WEBHOOK_SECRET: '',
          STRIPE_API_BASE: fake.url,
        });
        try {
          const response = await other.app.inject({
            method: 'POST',
            url: '/functions/v1/stripe-webhook',
            headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
            payload: '{}',
          });
          expect(response.statusCode).toBe(503);
          expect(response.json()).toMatchObject({
            code: 'webhook_not_configured',
            error: expect.stringContaining('STRIPE_WEBHOOK_SECRET') as unknown,
          });
        } finally {
          await other.close();
        }
      });
    });

    describe('subscription changes at Stripe', () => {
      const change = (who: Learner, action: string) => post('subscription', who.token, { action });

      it('cancels at the period end, resumes and ends now through the Stripe API', async () => {
        const { who, subscription } = await subscribed();

        const cancel = await change(who, 'cancel');
        expect(cancel.status).toBe(200);
        const cancelled = (await cancel.json()) as SubscriptionAnswer;
        expect(cancelled.subscription).toMatchObject({
          subscription_status: 'trialing',
          cancel_at_period_end: 1,
          plan: 'pro',
        });
        const updates = fake.calls('POST', `/v1/subscriptions/${subscription.id}`);
        expect(updates.at(-1)?.body).toEqual({ cancel_at_period_end: 'true' });
        expect(await planOfUser(server.app.database.db, who.userId)).toBe('pro');

        const resumed = (await (await change(who, 'resume')).json()) as SubscriptionAnswer;
        expect(resumed.subscription?.cancel_at_period_end).toBe(0);
        expect(fake.calls('POST', `/v1/subscriptions/${subscription.id}`).at(-1)?.body).toEqual({
          cancel_at_period_end: 'false',
        });

        const ended = (await (await change(who, 'cancel_now')).json()) as SubscriptionAnswer;
        expect(fake.calls('DELETE', `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
        expect(ended.subscription).toMatchObject({
          subscription_status: 'canceled',
          cancel_at_period_end: 0,
        });
        expect(await planOfUser(server.app.database.db, who.userId)).toBe('free');

        const late = await change(who, 'resume');
        expect(late.status).toBe(409);
      });

      it('answers 502 and changes nothing when Stripe refuses', async () => {
        const { who, subscription } = await subscribed();
        fake.fail('POST', `/v1/subscriptions/${subscription.id}`);
        try {
          const response = await change(who, 'cancel');
          expect(response.status).toBe(502);
          expect(await response.json()).toMatchObject({ error: SUBSCRIPTION_CHANGE_FAILED });
        } finally {
          fake.clearFailures();
        }
        expect((await rowOf(who.userId))?.cancel_at_period_end).toBe(0);
      });

      it('gives the Pro trial once: the checkout after a trial ended now asks Stripe for none', async () => {
        const { who } = await subscribed();
        expect((await rowOf(who.userId))?.subscription_status).toBe('trialing');
        const ended = await change(who, 'cancel_now');
        expect(await ended.json()).toMatchObject({
          subscription: { subscription_status: 'canceled' },
          trial_used: true,
        });

        const { id, session } = await checkoutSession(who);
        const request = fake.calls('POST', '/v1/checkout/sessions').at(-1);
        expect(request?.body.subscription_data).toEqual({
          metadata: { user_id: who.userId, plan: 'pro' },
        });
        expect(session.line_items).toEqual([{ price: 'price_pro_test', quantity: '1' }]);
        const paid = fake.completeSession(id);
        await sendOk(event('customer.subscription.created', paid.subscription));
        await sendOk(event('checkout.session.completed', paid.session));
        expect(await rowOf(who.userId)).toMatchObject({
          subscription_status: 'active',
          trial_end: null,
        });

        // The record of the trial outlives the subscription's row.
        expect((await change(who, 'cancel_now')).status).toBe(200);
        await server.app.database.db
          .deleteFrom('user_subscriptions')
          .where('user_id', '=', who.userId)
          .execute();
        await checkoutSession(who);
        const third = fake.calls('POST', '/v1/checkout/sessions').at(-1);
        expect((third?.body.subscription_data as Json).trial_period_days).toBeUndefined();
      });

      it('counts a trial Stripe reports for the learner even when the event changes nothing else', async () => {
        const { who, subscription } = await subscribed(PRICE_IDS.enterprise);
        expect((await rowOf(who.userId))?.subscription_status).toBe('active');
        // A second, trialing subscription of the same learner: the first keeps the row.
        const other = {
          ...subscription,
          id: `sub_test_${crypto.randomBytes(6).toString('hex')}`,
          status: 'trialing',
          trial_start: clock,
          trial_end: clock + 14 * 86400,
        };
        await sendOk(event('customer.subscription.created', other));
        expect((await rowOf(who.userId))?.subscription_id).toBe(subscription.id);
        expect((await change(who, 'cancel_now')).status).toBe(200);
        await checkoutSession(who);
        const request = fake.calls('POST', '/v1/checkout/sessions').at(-1);
        expect((request?.body.subscription_data as Json).trial_period_days).toBeUndefined();
      });

      it('cancels a live subscription at Stripe before deleting the account, and keeps the account if it cannot', async () => {
        const kept = await subscribed();
        fake.fail('DELETE', `/v1/subscriptions/${kept.subscription.id}`, {
          status: 500,
          type: 'api_error',
        });
        try {
          const refused = await post('delete-account', kept.who.token, {});
          expect(refused.status).toBe(503);
        } finally {
          fake.clearFailures();
        }
        expect(await rowOf(kept.who.userId)).toMatchObject({ subscription_status: 'trialing' });

        const deleted = await post('delete-account', kept.who.token, {});
        expect(deleted.status).toBe(200);
        expect(fake.subscriptions.get(kept.subscription.id)?.status).toBe('canceled');
        const user = await server.app.database.db
          .selectFrom('users')
          .select('id')
          .where('id', '=', kept.who.userId)
          .executeTakeFirst();
        expect(user).toBeUndefined();
        expect(await rowOf(kept.who.userId)).toBeUndefined();
      });
    });
  });
}
