import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CommunityNotification, NotificationKind, NotificationList } from '@domain/community';
import type { Database } from '../db/schema';
import { authorOf, authorsOf } from './authors';
import { startNotificationMails } from './notification-mails';

/*
 * In-app notifications (the bell): a reply to one's thread, a mention, one's answer accepted.
 * Those whose "Community updates" setting is on get a mail too (notification-mails.ts).
 */

/** How many notifications the bell lists: the newest. */
export const NOTIFICATION_LIST_MAX = 30;

export interface NotificationInput {
  /** Who is told: the actor is never told of their own post. */
  userIds: string[];
  kind: NotificationKind;
  threadId: string;
  postId: string | null;
  actorId: string;
  now: Date;
}

export async function createNotifications(
  app: FastifyInstance,
  input: NotificationInput,
): Promise<void> {
  const userIds = [...new Set(input.userIds)].filter((id) => id !== input.actorId);
  if (userIds.length === 0) return;
  const rows = userIds.map((userId) => ({
    id: crypto.randomUUID(),
    user_id: userId,
    kind: input.kind,
    thread_id: input.threadId,
    post_id: input.postId,
    actor_id: input.actorId,
    created_at: input.now.toISOString(),
    read_at: null,
    mailed_at: null,
  }));
  await app.database.db.insertInto('notifications').values(rows).execute();
  startNotificationMails(
    app,
    rows.map((row) => ({ id: row.id, userId: row.user_id })),
    input,
  );
}

async function unreadCount(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The person's newest notifications, and how many are unread. */
export async function listNotifications(
  db: Kysely<Database>,
  adminEmails: readonly string[],
  userId: string,
): Promise<NotificationList> {
  const rows = await db
    .selectFrom('notifications')
    .innerJoin('forum_threads', 'forum_threads.id', 'notifications.thread_id')
    .select([
      'notifications.id',
      'notifications.kind',
      'notifications.thread_id',
      'notifications.post_id',
      'notifications.actor_id',
      'notifications.created_at',
      'notifications.read_at',
      'forum_threads.title',
    ])
    .where('notifications.user_id', '=', userId)
    .orderBy('notifications.created_at', 'desc')
    .orderBy('notifications.id', 'desc')
    .limit(NOTIFICATION_LIST_MAX)
    .execute();
  const actors = await authorsOf(
    db,
    adminEmails,
    rows.map((row) => row.actor_id),
  );
  return {
    unread: await unreadCount(db, userId),
    items: rows.map((row): CommunityNotification => ({
      id: row.id,
      kind: row.kind,
      threadId: row.thread_id,
      threadTitle: row.title,
      postId: row.post_id,
      actor: authorOf(actors, row.actor_id),
      createdAt: row.created_at,
      read: row.read_at !== null,
    })),
  };
}

/** Marks the person's own notifications with these ids read (all of them without ids). */
export async function markNotificationsRead(
  db: Kysely<Database>,
  userId: string,
  ids: string[] | undefined,
  now: Date,
): Promise<{ unread: number }> {
  if (ids === undefined || ids.length > 0) {
    let update = db
      .updateTable('notifications')
      .set({ read_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null);
    if (ids !== undefined) update = update.where('id', 'in', ids);
    await update.execute();
  }
  return { unread: await unreadCount(db, userId) };
}
