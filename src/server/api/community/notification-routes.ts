import type { FastifyInstance } from 'fastify';
import { notificationsReadRequestSchema, type NotificationList } from '@domain/community';
import { requireUser } from '@server/auth/bearer';
import { notificationMailsSettled } from '@server/community/notification-mails';
import { listNotifications, markNotificationsRead } from '@server/community/notifications';
import { validate } from '@server/http/validate';
/**
 * The bell:
 *
 * - GET  /functions/v1/notifications       → NotificationList (the newest, and the unread count)
 * - POST /functions/v1/notifications-read  `{ ids? }` → `{ unread }` (those, or every one, read)
 *
 * `clock` defaults to the system's.
 */
export function registerNotificationRoutes(
  app: FastifyInstance,
  options: { clock?: () => Date } = {},
): void {
  const { db } = app.database;
  const clock = options.clock ?? (() => new Date());

  // Mails go out after the post that made them is answered: closing waits for those under way,
  // before the database they mark closes.
  app.addHook('preClose', () => notificationMailsSettled(app));

  app.get('/functions/v1/notifications', async (request): Promise<NotificationList> => {
    const { userId } = await requireUser(request, app);
    return listNotifications(db, app.config.adminEmails, userId);
  });

  app.post('/functions/v1/notifications-read', async (request): Promise<{ unread: number }> => {
    const { userId } = await requireUser(request, app);
    const { ids } = validate(notificationsReadRequestSchema, request.body ?? {});
    return markNotificationsRead(db, userId, ids, clock());
  });
}
