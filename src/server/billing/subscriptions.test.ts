import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_SUBSCRIPTION,
  PRICE_IDS,
  SUBSCRIPTION_ENDED,
  type SubscriptionAnswer,
} from '@domain/billing';
import {
  newClient,
  startListeningServer,
  type ListeningServer,
  type TestClient,
} from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { planOfUser } from './plan';
import { advanceLocalSubscriptions } from './subscriptions';

const PASSWORD = 'correct-horse-42';
const CARD = { card_number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ada L' };

interface Learner {
  client: TestClient;
  userId: string;
  token: string;
}

for (const dialect of testDialects()) {
  describe(`subscription changes on the local checkout [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect, {
        MAIL_AUTOCONFIRM: 'true',
        AUTH_RATE_LIMIT: '10000',
      });
    });
    afterAll(() => server.close());

    async function learner(): Promise<Learner> {
      const client = newClient(server);
      const email = `learner-${crypto.randomBytes(4).toString('hex')}@example.com`;
      const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
      expect(error).toBeNull();
      return { client, userId: data.user!.id, token: data.session!.access_token };
    }

    const post = (name: string, token: string, body: unknown) =>
      fetch(`${server.url}/functions/v1/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });

    async function subscribed(priceId: string = PRICE_IDS.pro): Promise<Learner> {
      const who = await learner();
      const response = await post('stripe-checkout', who.token, {
        price_id: priceId,
        success_url: `${server.url}/success`,
        cancel_url: `${server.url}/pricing`,
      });
      const { url } = (await response.json()) as { url: string };
      const paid = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(CARD).toString(),
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      return who;
    }

    async function change(who: Learner, action: string) {
      const response = await post('subscription', who.token, { action });
      return {
        status: response.status,
        body: (await response.json()) as SubscriptionAnswer & { error?: string },
      };
    }

    const rowOf = (userId: string) =>
      server.app.database.db
        .selectFrom('user_subscriptions')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();

    it('cancels at the period end (still Pro), resumes, then ends now (Free)', async () => {
      const who = await subscribed();
      const before = await rowOf(who.userId);

      const cancel = await change(who, 'cancel');
      expect(cancel.status).toBe(200);
      expect(cancel.body.subscription).toMatchObject({
        user_id: who.userId,
        plan: 'pro',
        subscription_status: 'trialing',
        cancel_at_period_end: 1,
        current_period_end: before.current_period_end,
      });
      expect(await planOfUser(server.app.database.db, who.userId)).toBe('pro');
      // The answer is the row as /rest/v1 shows it.
      const read = await who.client.from('user_subscriptions').select('*').single();
      expect(read.data).toEqual(cancel.body.subscription);

      const again = await change(who, 'cancel');
      expect(again.status).toBe(200);
      expect(again.body.subscription?.cancel_at_period_end).toBe(1);

      const resume = await change(who, 'resume');
      expect(resume.body.subscription).toMatchObject({
        subscription_status: 'trialing',
        cancel_at_period_end: 0,
      });

      const now = await change(who, 'cancel_now');
      expect(now.status).toBe(200);
      expect(now.body.subscription).toMatchObject({
        subscription_status: 'canceled',
        cancel_at_period_end: 0,
      });
      expect(await planOfUser(server.app.database.db, who.userId)).toBe('free');

      const late = await change(who, 'resume');
      expect(late.status).toBe(409);
      expect(late.body.error).toBe(SUBSCRIPTION_ENDED);
      expect((await change(who, 'cancel')).status).toBe(409);
      expect((await change(who, 'cancel_now')).status).toBe(200);
      expect((await rowOf(who.userId)).subscription_status).toBe('canceled');

      // Ended, the learner may subscribe again; the new subscription takes the row.
      const response = await post('stripe-checkout', who.token, {
        price_id: PRICE_IDS.enterprise,
        success_url: `${server.url}/success`,
        cancel_url: `${server.url}/pricing`,
      });
      expect(response.status).toBe(200);
    });

    it("acts on the caller's own subscription only", async () => {
      const owner = await subscribed(PRICE_IDS.enterprise);
      const other = await learner();
      const none = await change(other, 'cancel_now');
      expect(none.status).toBe(404);
      expect(none.body.error).toBe(NO_SUBSCRIPTION);
      expect(await rowOf(owner.userId)).toMatchObject({
        plan: 'enterprise',
        subscription_status: 'active',
        cancel_at_period_end: 0,
      });

      const otherSubscriber = await subscribed();
      expect((await change(otherSubscriber, 'cancel_now')).status).toBe(200);
      expect((await rowOf(owner.userId)).subscription_status).toBe('active');
    });

    it('refuses a visitor and an unknown action', async () => {
      const visitor = await post('subscription', server.app.keys.anonKey, { action: 'cancel' });
      expect(visitor.status).toBe(401);
      const who = await subscribed();
      const bad = await change(who, 'pause');
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('action: must be one of cancel, resume or cancel_now');
    });

    it('renews, converts and ends local subscriptions whose period is over, as Stripe would', async () => {
      const { db } = server.app.database;
      const trial = await subscribed();
      const ending = await subscribed(PRICE_IDS.enterprise);
      expect((await change(ending, 'cancel')).status).toBe(200);
      const past = new Date((Math.floor(Date.now() / 1000) - 3600) * 1000).toISOString();
      await db
        .updateTable('user_subscriptions')
        .set({ current_period_end: past })
        .where('user_id', 'in', [trial.userId, ending.userId])
        .execute();

      expect(await advanceLocalSubscriptions(server.app, server.app.log)).toBeGreaterThanOrEqual(2);
      const converted = await rowOf(trial.userId);
      expect(converted.subscription_status).toBe('active');
      const days = (Date.parse(converted.current_period_end!) - Date.now()) / 86400_000;
      expect(days).toBeGreaterThan(26);
      expect(days).toBeLessThan(32);
      expect(await rowOf(ending.userId)).toMatchObject({
        subscription_status: 'canceled',
        current_period_end: past,
      });
      expect(await planOfUser(db, ending.userId)).toBe('free');
      expect(await advanceLocalSubscriptions(server.app, server.app.log)).toBe(0);
    });
  });
}
