import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { NotificationKind } from '@domain/community';

/*
 * In-app notifications (the bell), and their mails for those with communityUpdates on.
 * (Mails being written.)
 */

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
  await app.database.db
    .insertInto('notifications')
    .values(
      userIds.map((userId) => ({
        id: crypto.randomUUID(),
        user_id: userId,
        kind: input.kind,
        thread_id: input.threadId,
        post_id: input.postId,
        actor_id: input.actorId,
        created_at: input.now.toISOString(),
        read_at: null,
        mailed_at: null,
      })),
    )
    .execute();
}
