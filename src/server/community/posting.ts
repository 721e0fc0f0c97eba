import type { FastifyInstance } from 'fastify';
import type { NotificationKind } from '@domain/community';
import { ensureHandle } from './authors';
import { mentionedHandles } from './markdown';
import { createNotifications } from './notifications';
import { accountCreatedAt, isNewAccount, type PostingLimits } from './posting-limits';
import { assertNotSuspended } from './suspensions';

/*
 * What every new thread and reply goes through: the author is not suspended and within the
 * posting limits; they get a handle for @mentions on their first post; once it is saved, the
 * people it concerns are notified.
 */

export interface Admitted {
  /** A new account's links carry rel="nofollow ugc". */
  nofollow: boolean;
}

export async function admitPost(
  app: FastifyInstance,
  limits: PostingLimits,
  userId: string,
  now: Date,
): Promise<Admitted> {
  const { db } = app.database;
  await assertNotSuspended(db, userId, now);
  const newAccount = isNewAccount(await accountCreatedAt(db, userId), now);
  await limits.attempt(userId, newAccount);
  await ensureHandle(db, userId);
  return { nofollow: newAccount };
}

/** The accounts behind the @handles a post mentions. */
async function mentionedUserIds(app: FastifyInstance, body: string): Promise<string[]> {
  const handles = mentionedHandles(body);
  if (handles.length === 0) return [];
  const rows = await app.database.db
    .selectFrom('community_profiles')
    .select('user_id')
    .where('handle', 'in', handles)
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * Tells the thread's author of a reply (`replyTo`), and those mentioned of the mention: one
 * notification per person and post, never to the poster.
 */
export async function notifyOfPost(
  app: FastifyInstance,
  post: {
    threadId: string;
    postId: string;
    body: string;
    actorId: string;
    replyTo: string | null;
    now: Date;
  },
): Promise<void> {
  const send = (kind: NotificationKind, userIds: string[]) =>
    createNotifications(app, {
      userIds,
      kind,
      threadId: post.threadId,
      postId: post.postId,
      actorId: post.actorId,
      now: post.now,
    });
  // The post is saved by now: a failure to notify is logged rather than answered as a failed post,
  // which the author would only post again.
  try {
    const told = new Set<string>([post.actorId]);
    if (post.replyTo !== null && !told.has(post.replyTo)) {
      await send('reply', [post.replyTo]);
      told.add(post.replyTo);
    }
    const mentioned = (await mentionedUserIds(app, post.body)).filter((id) => !told.has(id));
    if (mentioned.length > 0) await send('mention', mentioned);
  } catch (error) {
    app.log.error({ err: error, postId: post.postId }, 'community notifications failed');
  }
}
