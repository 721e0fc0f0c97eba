import type { FastifyInstance } from 'fastify';
import { pushSubscriptionSchema, pushUnsubscribeSchema, type PushKey } from '@domain/push';
import { requireUser } from '@server/auth/bearer';
import { validate } from '@server/http/validate';
import { removePushSubscription, savePushSubscription } from '@server/push/subscriptions';

/**
 * Web Push, for the "Push Notifications" setting:
 *
 * - GET    /functions/v1/push-key            → `{ publicKey }`, the server's VAPID key (public)
 * - POST   /functions/v1/push-subscriptions  a device's PushSubscription (signed in) → 204
 * - DELETE /functions/v1/push-subscriptions  `{ endpoint }` (signed in) → 204
 *
 * `clock` defaults to the system's.
 */
export function registerPushRoutes(
  app: FastifyInstance,
  options: { clock?: () => Date } = {},
): void {
  const clock = options.clock ?? (() => new Date());

  app.get('/functions/v1/push-key', (): PushKey => ({ publicKey: app.keys.vapid.publicKey }));

  app.post('/functions/v1/push-subscriptions', async (request, reply) => {
    const { userId } = await requireUser(request, app);
    const subscription = validate(pushSubscriptionSchema, request.body);
    await savePushSubscription(app.database.db, userId, subscription, {
      allowLocal: app.config.pushAllowLocalEndpoints,
      now: clock(),
    });
    return reply.code(204).send();
  });

  app.delete('/functions/v1/push-subscriptions', async (request, reply) => {
    const { userId } = await requireUser(request, app);
    const { endpoint } = validate(pushUnsubscribeSchema, request.body);
    await removePushSubscription(app.database.db, userId, endpoint);
    return reply.code(204).send();
  });
}
