import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_ZONES } from '@domain/challenge-rules';
import { pushSubscriptionSchema } from '@domain/push';
import { buildApp } from '@server/app';
import { HttpError } from '@server/http/errors';
import { savePushSubscription } from '@server/push/subscriptions';
import { startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { signedInUser } from '@tests/helpers/execute';
import { startPushService, type TestPushService } from '@tests/helpers/push-service';
import { sendStreakPushes } from './push-reminders';

// Monday, November 23, 2026, 19:00 in Los Angeles.
const MONDAY_EVENING = new Date('2026-11-24T03:00:00Z');

for (const dialect of testDialects()) {
  describe(`Web Push [${dialect.name}]`, () => {
    let server: ListeningServer;
    let pushService: TestPushService;

    beforeAll(async () => {
      server = await startListeningServer(dialect, { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' });
      pushService = await startPushService();
    });
    afterAll(async () => {
      await pushService.close();
      await server.close();
    });

    const db = () => server.app.database.db;

    /** A signed-in learner in Los Angeles with a 3-day streak, push on or off. */
    async function learnerWithStreak(push: boolean) {
      const learner = await signedInUser(server);
      await db()
        .insertInto('user_settings')
        .values({
          user_id: learner.userId,
          notifications: JSON.stringify({ pushNotifications: push }),
          preferences: JSON.stringify({ timezone: 'Pacific' }),
          coding: '{}',
          updated_at: '2026-11-01T00:00:00Z',
        })
        .execute();
      for (const [day, lesson] of [
        ['2026-11-20', 'c-001'],
        ['2026-11-21', 'c-002'],
        ['2026-11-22', 'c-003'],
      ] as const) {
        await db()
          .insertInto('lesson_completions')
          .values({
            user_id: learner.userId,
            course_id: 'c-programming',
            lesson_id: lesson,
            completed_at: `${day}T20:00:00Z`,
            time_zone: TIME_ZONES.Pacific,
            time_spent_minutes: 5,
            time_spent_seconds: 300,
            attempts: 1,
          })
          .execute();
      }
      return learner;
    }

    const subscribe = (token: string, body: unknown) =>
      server.app.inject({
        method: 'POST',
        url: '/functions/v1/push-subscriptions',
        headers: { authorization: `Bearer ${token}` },
        payload: body as object,
      });

    it('publishes one VAPID key, kept across restarts like the JWT secret', async () => {
      const answer = await server.app.inject({ method: 'GET', url: '/functions/v1/push-key' });
      expect(answer.statusCode).toBe(200);
      const { publicKey } = answer.json<{ publicKey: string }>();
      const point = Buffer.from(publicKey, 'base64url');
      expect(point).toHaveLength(65);
      expect(point[0]).toBe(4);
      const restarted = await buildApp(server.config);
      try {
        const again = await restarted.inject({ method: 'GET', url: '/functions/v1/push-key' });
        expect(again.json()).toEqual({ publicKey });
      } finally {
        await restarted.close();
      }
    });

    it('keeps a device only for a signed-in learner, with valid keys', async () => {
      const learner = await signedInUser(server);
      const device = pushService.device();
      const anonymous = await server.app.inject({
        method: 'POST',
        url: '/functions/v1/push-subscriptions',
        payload: device.subscription,
      });
      expect(anonymous.statusCode).toBe(401);
      const badKeys = await subscribe(learner.token, {
        endpoint: device.subscription.endpoint,
        keys: { p256dh: 'short', auth: device.subscription.keys.auth },
      });
      expect(badKeys.statusCode).toBe(400);
      expect(badKeys.json<{ message: string }>().message).toMatch(/keys\.p256dh must be 65 bytes/);
      expect((await subscribe(learner.token, device.subscription)).statusCode).toBe(204);
      const rows = await db()
        .selectFrom('push_subscriptions')
        .select('user_id')
        .where('endpoint', '=', device.subscription.endpoint)
        .execute();
      expect(rows).toEqual([{ user_id: learner.userId }]);
    });

    it('refuses endpoints that are not https, or not public, unless local ones are allowed', async () => {
      const learner = await signedInUser(server);
      const keys = pushService.device().subscription.keys;
      for (const endpoint of ['http://push.example.com/x', 'ftp://push.example.com/x']) {
        const subscription = pushSubscriptionSchema.parse({ endpoint, keys });
        const refusal = await savePushSubscription(db(), learner.userId, subscription, {
          allowLocal: false,
          now: new Date(),
        }).catch((error: unknown) => error);
        expect(refusal).toBeInstanceOf(HttpError);
        expect((refusal as HttpError).message).toBe(
          `The push endpoint must start with https:// (it is ${endpoint}).`,
        );
      }
    });

    it('pushes the evening streak reminder to every device once, encrypted for each and signed with the VAPID key', async () => {
      const learner = await learnerWithStreak(true);
      const phone = pushService.device();
      const laptop = pushService.device();
      for (const device of [phone, laptop]) {
        expect((await subscribe(learner.token, device.subscription)).statusCode).toBe(204);
      }
      const quiet = await learnerWithStreak(false);
      const quietDevice = pushService.device();
      expect((await subscribe(quiet.token, quietDevice.subscription)).statusCode).toBe(204);

      await sendStreakPushes(server.app, MONDAY_EVENING);
      const { publicKey } = (
        await server.app.inject({ method: 'GET', url: '/functions/v1/push-key' })
      ).json<{ publicKey: string }>();
      for (const device of [phone, laptop]) {
        expect(device.received).toEqual([
          {
            message: {
              title: 'Keep your 3-day streak going',
              body: "Complete a lesson, pass an exercise or solve today's challenge before midnight.",
              url: '/daily-challenge',
              tag: 'streak-reminder',
            },
            vapidKey: publicKey,
            ttl: '21600',
          },
        ]);
      }
      expect(quietDevice.received).toEqual([]);
      expect(pushService.refused).toEqual([]);

      // Later that evening, and from a second look at once: nothing more.
      await Promise.all([
        sendStreakPushes(server.app, new Date('2026-11-24T05:00:00Z')),
        sendStreakPushes(server.app, new Date('2026-11-24T05:00:00Z')),
      ]);
      expect(phone.received).toHaveLength(1);
    });

    it('forgets a device its push service says is gone', async () => {
      const learner = await learnerWithStreak(true);
      const kept = pushService.device();
      const dropped = pushService.device();
      for (const device of [kept, dropped]) {
        expect((await subscribe(learner.token, device.subscription)).statusCode).toBe(204);
      }
      dropped.unsubscribeInBrowser();
      await sendStreakPushes(server.app, MONDAY_EVENING);
      expect(kept.received).toHaveLength(1);
      const endpoints = await db()
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('user_id', '=', learner.userId)
        .execute();
      expect(endpoints).toEqual([{ endpoint: kept.subscription.endpoint }]);
    });
  });
}
