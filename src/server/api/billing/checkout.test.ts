import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_SUBSCRIBED,
  PRICE_IDS,
  planOf,
  type SubscriptionAnswer,
  type SubscriptionRow,
} from '@domain/billing';
import {
  newClient,
  startListeningServer,
  type ListeningServer,
  type TestClient,
} from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { planOfUser } from '@server/billing/plan';

const PASSWORD = 'correct-horse-42';
const CARD = { card_number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ada L' };

interface Learner {
  client: TestClient;
  userId: string;
  email: string;
  token: string;
}

for (const dialect of testDialects()) {
  describe(`local checkout [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect, {
        MAIL_AUTOCONFIRM: 'true',
        AUTH_RATE_LIMIT: '10000',
      });
    });
    afterAll(() => server.close());

    async function learner(domain = 'example.com'): Promise<Learner> {
      const client = newClient(server);
      const email = `learner-${crypto.randomBytes(4).toString('hex')}@${domain}`;
      const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
      expect(error).toBeNull();
      return { client, userId: data.user!.id, email, token: data.session!.access_token };
    }

    const checkout = (token: string | null, body: Record<string, unknown> = {}) =>
      fetch(`${server.url}/functions/v1/stripe-checkout`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({
          price_id: PRICE_IDS.pro,
          success_url: `${server.url}/success`,
          cancel_url: `${server.url}/pricing`,
          mode: 'payment',
          ...body,
        }),
      });

    async function sessionUrl(who: Learner, priceId = PRICE_IDS.pro): Promise<string> {
      const response = await checkout(who.token, { price_id: priceId });
      expect(response.status).toBe(200);
      const { url } = (await response.json()) as { url: string };
      return url;
    }

    const pay = (url: string, card: Record<string, string> = CARD) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(card).toString(),
        redirect: 'manual',
      });

    const subscriptionOf = (userId: string) =>
      server.app.database.db
        .selectFrom('user_subscriptions')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();

    describe('POST /functions/v1/stripe-checkout', () => {
      it('refuses a visitor (the anon key) and a call without a key with a 401', async () => {
        const visitor = await checkout(server.app.keys.anonKey);
        expect(visitor.status).toBe(401);
        expect(await visitor.json()).toMatchObject({
          error: 'Sign in to subscribe: a plan belongs to your account.',
          code: 'sign_in_required',
        });
        expect((await checkout(null)).status).toBe(401);
      });

      it('refuses a price that is not one of ours, naming it', async () => {
        const { token } = await learner();
        const response = await checkout(token, { price_id: 'price_free_forever' });
        expect(response.status).toBe(400);
        const body = (await response.json()) as { error: string; message: string };
        expect(body.error).toBe(
          'price_id: "price_free_forever" is not the price of one of our plans. Use price_codenest_pro_monthly (Pro) or price_codenest_enterprise_monthly (Enterprise).',
        );
        expect(body.message).toBe(body.error);
        const missing = await checkout(token, { price_id: undefined });
        expect(missing.status).toBe(400);
        expect(await missing.json()).toMatchObject({
          error: expect.stringMatching(/^price_id: /) as unknown,
        });
      });

      it.each([
        ['another host', 'https://evil.example/success'],
        ['another port', 'http://127.0.0.1:1/success'],
        ['another scheme', 'https://127.0.0.1:PORT/success'],
        ['a scheme-relative address', '//evil.example/success'],
        ['a javascript: address', 'javascript:alert(document.cookie)'],
        ['a data: address', 'data:text/html,<h1>hi</h1>'],
        ['a relative path', '/success'],
        ['a look-alike host', 'http://127.0.0.1.evil.example:PORT/success'],
        ['credentials before our host', 'http://evil.example@127.0.0.1:PORT/success'],
      ])('refuses %s as success_url or cancel_url', async (_what, address) => {
        const { token } = await learner();
        const url = address.replace('PORT', new URL(server.url).port);
        for (const field of ['success_url', 'cancel_url']) {
          const response = await checkout(token, { [field]: url });
          expect(response.status).toBe(400);
          const { error } = (await response.json()) as { error: string };
          expect(error).toMatch(new RegExp(`^${field}: `));
        }
        const sessions = await server.app.database.db
          .selectFrom('checkout_sessions')
          .select('id')
          .execute();
        expect(sessions.every((session) => session.id.startsWith('cs_local_'))).toBe(true);
      });

      it('answers { url } of a local test checkout session on this site', async () => {
        const who = await learner();
        const url = await sessionUrl(who);
        expect(url).toMatch(
          new RegExp(`^${server.url.replaceAll('.', '\\.')}/checkout/local/cs_local_[0-9a-f]{32}$`),
        );
        const id = url.split('/').pop()!;
        const row = await server.app.database.db
          .selectFrom('checkout_sessions')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({
          user_id: who.userId,
          plan: 'pro',
          price_id: PRICE_IDS.pro,
          success_url: `${server.url}/success`,
          cancel_url: `${server.url}/pricing`,
          status: 'open',
        });
        const hours = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 3600_000;
        expect(hours).toBe(24);
      });

      it('works through the real client as the web app calls it', async () => {
        const who = await learner();
        const result = await who.client.functions.invoke<{ url: string }>('stripe-checkout', {
          body: {
            price_id: PRICE_IDS.enterprise,
            success_url: `${server.url}/success`,
            cancel_url: `${server.url}/pricing`,
            mode: 'payment',
          },
        });
        expect(result.error).toBeNull();
        expect(result.data?.url).toContain('/checkout/local/cs_local_');
      });

      it('refuses a learner who is already subscribed with a 409 that points to Settings', async () => {
        const who = await learner();
        expect((await pay(await sessionUrl(who))).status).toBe(303);
        const again = await checkout(who.token, { price_id: PRICE_IDS.enterprise });
        expect(again.status).toBe(409);
        expect(await again.json()).toMatchObject({
          error: ALREADY_SUBSCRIBED,
          code: 'already_subscribed',
        });
      });
    });

    describe('one Pro trial per account', () => {
      const readSubscription = (token: string) =>
        fetch(`${server.url}/functions/v1/subscription`, {
          headers: { authorization: `Bearer ${token}` },
        });
      const endNow = (token: string) =>
        fetch(`${server.url}/functions/v1/subscription`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ action: 'cancel_now' }),
        });

      it('bills at once every checkout after the first trial, also once its row is deleted', async () => {
        const who = await learner();
        const fresh = await readSubscription(who.token);
        expect(fresh.status).toBe(200);
        expect(await fresh.json()).toEqual({ subscription: null, trial_used: false });

        expect((await pay(await sessionUrl(who))).status).toBe(303);
        expect(await subscriptionOf(who.userId)).toMatchObject({
          subscription_status: 'trialing',
        });
        const ended = await endNow(who.token);
        expect(ended.status).toBe(200);
        expect(await ended.json()).toMatchObject({
          subscription: { subscription_status: 'canceled' },
          trial_used: true,
        });

        const url = await sessionUrl(who);
        const page = await (await fetch(url)).text();
        expect(page).toContain('$19.00 due today, then $19.00/month.');
        expect(page).toContain(
          '<p class="note">You have had your free trial, so Pro is billed from today.</p>',
        );
        expect(page).not.toContain('days free');
        expect(page).not.toContain('Free trial');
        expect(page).toContain('<input type="hidden" name="trial_days" value="0">');
        expect(page).toContain('>Subscribe</button>');
        expect((await pay(url)).status).toBe(303);
        expect(await subscriptionOf(who.userId)).toMatchObject({
          plan: 'pro',
          subscription_status: 'active',
          trial_end: null,
        });

        expect((await endNow(who.token)).status).toBe(200);
        await server.app.database.db
          .deleteFrom('user_subscriptions')
          .where('user_id', '=', who.userId)
          .execute();
        const read = await readSubscription(who.token);
        expect(await read.json()).toEqual({ subscription: null, trial_used: true });
        expect((await pay(await sessionUrl(who))).status).toBe(303);
        expect(await subscriptionOf(who.userId)).toMatchObject({
          subscription_status: 'active',
          trial_end: null,
        });
      });

      it('keeps the trial for Pro after an Enterprise subscription, which has none', async () => {
        const who = await learner();
        expect((await pay(await sessionUrl(who, PRICE_IDS.enterprise))).status).toBe(303);
        expect((await endNow(who.token)).status).toBe(200);
        expect(await (await readSubscription(who.token)).json()).toMatchObject({
          trial_used: false,
        });
        const page = await (await fetch(await sessionUrl(who))).text();
        expect(page).toContain('$0.00 due today, then $19.00/month after 14 days.');
        expect(page).toContain('<input type="hidden" name="trial_days" value="14">');
      });

      it('shows the price, charging nothing, when a page promised a trial the learner has had since', async () => {
        const who = await learner();
        const first = await sessionUrl(who);
        const second = await sessionUrl(who);
        expect((await pay(first)).status).toBe(303);
        expect((await endNow(who.token)).status).toBe(200);

        const refused = await pay(second, { ...CARD, trial_days: '14' });
        expect(refused.status).toBe(409);
        const page = await refused.text();
        expect(page).toContain(
          '<div class="alert" role="alert" id="card-error">You have had your free trial on this account in the meantime, so this subscription is billed from today. Check the total and pay again.</div>',
        );
        expect(page).toContain('$19.00 due today, then $19.00/month.');
        expect(page).toContain('<input type="hidden" name="trial_days" value="0">');
        expect(await subscriptionOf(who.userId)).toMatchObject({
          subscription_status: 'canceled',
        });

        expect((await pay(second, { ...CARD, trial_days: '0' })).status).toBe(303);
        expect(await subscriptionOf(who.userId)).toMatchObject({
          subscription_status: 'active',
          trial_end: null,
        });
      });

      it('answers GET /functions/v1/subscription to a signed-in learner only', async () => {
        const visitor = await readSubscription(server.app.keys.anonKey);
        expect(visitor.status).toBe(401);
        expect(await visitor.json()).toMatchObject({
          code: 'sign_in_required',
          error: 'Sign in to manage your subscription: it belongs to your account.',
        });
        const who = await learner();
        const read = await who.client.functions.invoke<SubscriptionAnswer>('subscription', {
          method: 'GET',
        });
        expect(read).toMatchObject({
          data: { subscription: null, trial_used: false },
          error: null,
        });
      });
    });

    describe('the test checkout page', () => {
      it('shows the plan, the trial, the account and a labelled card form under a TEST banner', async () => {
        const who = await learner();
        const response = await fetch(await sessionUrl(who));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(response.headers.get('cache-control')).toBe('no-store');
        const csp = response.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("form-action 'self'");
        const page = await response.text();
        expect(page).toContain('<html lang="en">');
        expect(page).toContain('<title>Test checkout · CodeNest Pro</title>');
        expect(page).toContain('Test checkout — no real payment is taken.');
        expect(page).toContain('<main');
        expect(page).toContain('14 days free');
        expect(page).toContain('$0.00 due today, then $19.00/month after 14 days.');
        expect(page).toContain(who.email);
        expect(page).not.toContain('Student discount');
        for (const [id, label] of [
          ['card-number', 'Card number'],
          ['card-expiry', 'Expiry'],
          ['card-cvc', 'CVC'],
          ['card-name', 'Name on card'],
        ]) {
          expect(page).toContain(`<label for="${id}">${label}</label>`);
          expect(page).toContain(`<input id="${id}"`);
        }
        expect(page).toContain('>Start trial</button>');
        expect(page).toMatch(/<a href="\/checkout\/local\/cs_local_[0-9a-f]{32}\/cancel">Cancel/);
        // No inline script or style: the strict CSP holds.
        expect(page).not.toMatch(/<script(?![^>]*\ssrc=)/);
        expect(page).not.toMatch(/<style|\sstyle=/);
      });

      it('shows the student discount for a .edu address, and no trial for Enterprise', async () => {
        const student = await learner('uni.edu');
        const pro = await (await fetch(await sessionUrl(student))).text();
        expect(pro).toContain('Student discount');
        expect(pro).toContain('50% off with your .edu address');
        expect(pro).toContain('$0.00 due today, then $9.50/month after 14 days.');

        const enterprise = await (
          await fetch(await sessionUrl(student, PRICE_IDS.enterprise))
        ).text();
        expect(enterprise).toContain('<title>Test checkout · CodeNest Enterprise</title>');
        expect(enterprise).toContain('$99.00 due today, then $99.00/month.');
        expect(enterprise).not.toContain('Student discount');
        expect(enterprise).not.toContain('days free');
        expect(enterprise).toContain('>Subscribe</button>');
      });

      it('serves its stylesheet and its theme script as files', async () => {
        const css = await fetch(`${server.url}/checkout/local/checkout.css`);
        expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
        const text = await css.text();
        expect(text).toContain('prefers-color-scheme: dark');
        expect(text).toContain(':root.dark');
        const script = await fetch(`${server.url}/checkout/local/theme.js`);
        expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
        expect(await script.text()).toContain("localStorage.getItem('theme')");
      });

      it('starts a Pro trial with 4242 4242 4242 4242 and sends the learner to success_url', async () => {
        const who = await learner();
        const url = await sessionUrl(who);
        const sessionId = url.split('/').pop()!;
        const paid = await pay(url);
        expect(paid.status).toBe(303);
        expect(paid.headers.get('location')).toBe(`${server.url}/success?session_id=${sessionId}`);

        const row = await subscriptionOf(who.userId);
        expect(row).toMatchObject({
          plan: 'pro',
          provider: 'local',
          price_id: PRICE_IDS.pro,
          subscription_status: 'trialing',
          cancel_at_period_end: 0,
        });
        expect(row?.subscription_id).toMatch(/^sub_local_[0-9a-f]{32}$/);
        const trialDays = (Date.parse(row!.trial_end!) - Date.now()) / 86400_000;
        expect(trialDays).toBeGreaterThan(13.99);
        expect(trialDays).toBeLessThanOrEqual(14);
        expect(row?.current_period_end).toBe(row?.trial_end);
        expect(await planOfUser(server.app.database.db, who.userId)).toBe('pro');

        const customer = await server.app.database.db
          .selectFrom('billing_customers')
          .selectAll()
          .where('user_id', '=', who.userId)
          .executeTakeFirstOrThrow();
        expect(customer).toMatchObject({ customer_id: row?.customer_id, provider: 'local' });
        // Both events went through the webhook's apply function and were recorded.
        const events = await server.app.database.db
          .selectFrom('billing_events')
          .select('type')
          .where('id', 'like', 'evt_local_%')
          .execute();
        expect(events.map((event) => event.type)).toEqual(
          expect.arrayContaining(['checkout.session.completed', 'customer.subscription.created']),
        );

        // Single use: the paid session is gone.
        const again = await pay(url);
        expect(again.status).toBe(410);
        expect(await again.text()).toContain('This checkout is already complete');
        expect((await fetch(url)).status).toBe(410);
      });

      it('lets the owner, and nobody else, read the subscription through /rest/v1', async () => {
        const who = await learner();
        const other = await learner();
        expect((await pay(await sessionUrl(who))).status).toBe(303);

        const own = await who.client.from('user_subscriptions').select('*').maybeSingle();
        expect(own.error).toBeNull();
        const row = own.data as (SubscriptionRow & { user_id: string }) | null;
        expect(row).toMatchObject({
          user_id: who.userId,
          plan: 'pro',
          subscription_status: 'trialing',
          cancel_at_period_end: 0,
        });
        expect(Object.keys(row ?? {}).sort()).toEqual(
          [
            'cancel_at_period_end',
            'current_period_end',
            'plan',
            'quantity',
            'subscription_status',
            'trial_end',
            'updated_at',
            'user_id',
          ].sort(),
        );
        expect(planOf(row)).toBe('pro');

        const theirs = await other.client.from('user_subscriptions').select('*').maybeSingle();
        expect(theirs).toMatchObject({ data: null, error: null });
        const filtered = await other.client
          .from('user_subscriptions')
          .select('*')
          .eq('user_id', who.userId);
        expect(filtered.data).toEqual([]);

        const visitor = await fetch(`${server.url}/rest/v1/user_subscriptions?select=*`, {
          headers: {
            apikey: server.app.keys.anonKey,
            authorization: `Bearer ${server.app.keys.anonKey}`,
          },
        });
        expect(await visitor.json()).toEqual([]);
      });

      it('activates Enterprise at once, without a trial', async () => {
        const who = await learner();
        expect((await pay(await sessionUrl(who, PRICE_IDS.enterprise))).status).toBe(303);
        const row = await subscriptionOf(who.userId);
        expect(row).toMatchObject({
          plan: 'enterprise',
          subscription_status: 'active',
          trial_end: null,
        });
        const days = (Date.parse(row!.current_period_end!) - Date.now()) / 86400_000;
        expect(days).toBeGreaterThan(27);
        expect(days).toBeLessThan(32);
      });

      it("declines 4000 0000 0000 0002 with Stripe's message, keeps what was typed but the CVC, and subscribes nobody", async () => {
        const who = await learner();
        const url = await sessionUrl(who);
        const declined = await pay(url, {
          ...CARD,
          card_number: '4000 0000 0000 0002',
          cvc: '987',
        });
        expect(declined.status).toBe(402);
        const page = await declined.text();
        expect(page).toContain(
          '<div class="alert" role="alert" id="card-error">Your card was declined.</div>',
        );
        expect(page).toContain('<title>Error: Test checkout · CodeNest Pro</title>');
        expect(page).toContain('value="4000 0000 0000 0002"');
        expect(page).toContain('value="12 / 34"');
        expect(page).toContain('value="Ada L"');
        expect(page).not.toContain('987');
        expect(page).toMatch(/id="card-number"[^>]*aria-invalid="true"/);
        expect(await subscriptionOf(who.userId)).toBeUndefined();
        // The session stays open for another card.
        expect((await pay(url)).status).toBe(303);
      });

      it.each([
        [
          'insufficient funds',
          { card_number: '4000000000009995' },
          'Your card has insufficient funds.',
        ],
        [
          'a number failing the Luhn check',
          { card_number: '4242 4242 4242 4241' },
          'Your card number is invalid.',
        ],
        ['a year in the past', { expiry: '01 / 20' }, "Your card's expiration year is invalid."],
        ['a bad month', { expiry: '13 / 40' }, "Your card's expiration month is invalid."],
        ['a CVC of two digits', { cvc: '12' }, "Your card's security code is invalid."],
        ['no name', { name: ' ' }, 'Enter the name on your card.'],
        [
          'an unknown card',
          { card_number: '4111 1111 1111 1111' },
          'Your card was declined. This is a test checkout',
        ],
      ])('refuses %s', async (_what, change, message) => {
        const who = await learner();
        const response = await pay(await sessionUrl(who), { ...CARD, ...change });
        expect(response.status).toBe(402);
        expect(await response.text()).toContain(message.replaceAll("'", '&#39;'));
        expect(await subscriptionOf(who.userId)).toBeUndefined();
      });

      it('sends Cancel back to cancel_url and the session can no longer be paid', async () => {
        const who = await learner();
        const url = await sessionUrl(who);
        const cancelled = await fetch(`${url}/cancel`, { redirect: 'manual' });
        expect(cancelled.status).toBe(303);
        expect(cancelled.headers.get('location')).toBe(`${server.url}/pricing`);
        const page = await fetch(url);
        expect(page.status).toBe(410);
        expect(await page.text()).toContain('This checkout has expired');
        expect((await pay(url)).status).toBe(410);
        expect(await subscriptionOf(who.userId)).toBeUndefined();
      });

      it('answers an unknown session with a 404 page and an expired one with a 410 page', async () => {
        const unknown = await fetch(`${server.url}/checkout/local/cs_local_${'0'.repeat(32)}`);
        expect(unknown.status).toBe(404);
        const text = await unknown.text();
        expect(text).toContain('This checkout does not exist');
        expect(text).toContain('<main');
        expect((await fetch(`${server.url}/checkout/local/not-a-session`)).status).toBe(404);
        expect((await pay(`${server.url}/checkout/local/cs_local_${'1'.repeat(32)}`)).status).toBe(
          404,
        );

        const who = await learner();
        const url = await sessionUrl(who);
        await server.app.database.db
          .updateTable('checkout_sessions')
          .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
          .where('id', '=', url.split('/').pop()!)
          .execute();
        expect((await fetch(url)).status).toBe(410);
        expect((await pay(url)).status).toBe(410);
        expect(await subscriptionOf(who.userId)).toBeUndefined();
      });

      it('pays once when two payments of one session race', async () => {
        const who = await learner();
        const url = await sessionUrl(who);
        const statuses = (await Promise.all([pay(url), pay(url), pay(url)])).map((r) => r.status);
        expect(statuses.filter((status) => status === 303)).toHaveLength(1);
        const rows = await server.app.database.db
          .selectFrom('billing_events')
          .select('id')
          .where('type', '=', 'customer.subscription.created')
          .execute();
        expect(rows.length).toBeGreaterThan(0);
        expect(await subscriptionOf(who.userId)).toMatchObject({ subscription_status: 'trialing' });
      });

      it('has no Stripe webhook: it answers 404 saying the test checkout needs none', async () => {
        const response = await fetch(`${server.url}/functions/v1/stripe-webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
          body: '{}',
        });
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({
          code: 'stripe_not_configured',
          error: expect.stringContaining('test checkout') as unknown,
        });
      });

      it('keeps the JSON API working next to the form parser', async () => {
        const response = await fetch(`${server.url}/functions/v1/newsletter`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${server.app.keys.anonKey}`,
          },
          body: JSON.stringify({ email: 'reader@example.com' }),
        });
        expect(response.status).toBe(200);
        const form = await fetch(`${server.url}/functions/v1/stripe-checkout`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            authorization: `Bearer ${(await learner()).token}`,
          },
          body: 'price_id=price_codenest_pro_monthly',
        });
        expect(form.status).toBe(400);
      });
    });
  });
}
