import type { FastifyInstance } from 'fastify';
import type { NotificationKind } from '@domain/community';
import { communityNotificationMail } from '../mail/community-templates';
import { displayName } from './authors';
import { storedNotificationSettings } from '../account/stored-settings';
import { settingMailLinks } from '../account/mail-unsubscribe';

/*
 * The mails of new notifications, for recipients whose "Community updates" setting is on. A
 * person gets at most one mail per thread per hour: a notification is mailed only when none of
 * theirs in that thread was mailed within the hour (claimed in one statement, so two posts at
 * once do not both mail). They go out after the post is saved; a failure is logged, the
 * notification stays in the bell, and the next one in the thread may mail again.
 */

const MAIL_COALESCE_MINUTES = 60;

export interface NewNotification {
  id: string;
  userId: string;
}

export interface NotificationMailInput {
  kind: NotificationKind;
  threadId: string;
  postId: string | null;
  actorId: string;
  now: Date;
}

// Keyed by the configuration, which every app over one server's services shares (the routes a
// test puts on its own clock too), so waiting on any of them waits for the mails of all.
const inFlight = new WeakMap<object, Set<Promise<void>>>();

/** Resolves once the mails started so far are sent (or failed and logged). */
export async function notificationMailsSettled(app: FastifyInstance): Promise<void> {
  const pending = inFlight.get(app.config);
  while (pending && pending.size > 0) await Promise.all([...pending]);
}

/** Starts the mails of these notifications without holding up the post that made them. */
export function startNotificationMails(
  app: FastifyInstance,
  notifications: NewNotification[],
  input: NotificationMailInput,
): void {
  const pending = inFlight.get(app.config) ?? new Set<Promise<void>>();
  inFlight.set(app.config, pending);
  const work = mailNotifications(app, notifications, input).catch((error: unknown) => {
    app.log.error({ err: error, threadId: input.threadId }, 'community notification mails failed');
  });
  pending.add(work);
  void work.finally(() => pending.delete(work));
}

/** The post's address on PUBLIC_URL (never from request headers). */
function postLink(publicUrl: string, threadId: string, postId: string | null): string {
  const thread = `${publicUrl}/community/threads/${encodeURIComponent(threadId)}`;
  return postId === null ? thread : `${thread}#post-${encodeURIComponent(postId)}`;
}

async function mailNotifications(
  app: FastifyInstance,
  notifications: NewNotification[],
  input: NotificationMailInput,
): Promise<void> {
  const { db } = app.database;
  if (notifications.length === 0) return;
  const recipients = await db
    .selectFrom('users')
    .leftJoin('user_settings', 'user_settings.user_id', 'users.id')
    .select(['users.id', 'users.email', 'user_settings.notifications'])
    .where(
      'users.id',
      'in',
      notifications.map((notification) => notification.userId),
    )
    .execute();
  const wanting = new Map(
    recipients
      .filter((row) => storedNotificationSettings(row.notifications).communityUpdates)
      .map((row) => [row.id, row.email]),
  );
  if (wanting.size === 0) return;

  const [thread, actor] = await Promise.all([
    db
      .selectFrom('forum_threads')
      .select('title')
      .where('id', '=', input.threadId)
      .executeTakeFirst(),
    db
      .selectFrom('users')
      .select(['user_metadata', 'app_metadata'])
      .where('id', '=', input.actorId)
      .executeTakeFirst(),
  ]);
  if (!thread) return;
  const actorName = actor ? displayName(actor) : 'Someone';
  const now = input.now.toISOString();
  const since = new Date(input.now.getTime() - MAIL_COALESCE_MINUTES * 60_000).toISOString();

  for (const notification of notifications) {
    const email = wanting.get(notification.userId);
    if (email === undefined) continue;
    const claimed = await db
      .updateTable('notifications')
      .set({ mailed_at: now })
      .where('id', '=', notification.id)
      .where('mailed_at', 'is', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('notifications as earlier')
              .select('earlier.id')
              .where('earlier.user_id', '=', notification.userId)
              .where('earlier.thread_id', '=', input.threadId)
              .where('earlier.mailed_at', '>', since),
          ),
        ),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    try {
      await app.mailer.send(
        communityNotificationMail({
          to: email,
          kind: input.kind,
          actorName,
          threadTitle: thread.title,
          link: postLink(app.config.publicUrl, input.threadId, input.postId),
          links: settingMailLinks(app, notification.userId, 'communityUpdates'),
        }),
      );
    } catch (error) {
      app.log.error(
        { err: error, notificationId: notification.id },
        'community notification mail failed',
      );
      await db
        .updateTable('notifications')
        .set({ mailed_at: null })
        .where('id', '=', notification.id)
        .execute();
    }
  }
}
