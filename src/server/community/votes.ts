import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import { createNotifications } from './notifications';
import { assertNotSuspended } from './suspensions';
import { isDeleted, postNotFound, postRow, threadNotFound, threadRow } from './thread-views';

/*
 * Upvotes (one per person and post, counted rather than stored) and the accepted answer, which
 * only the person who asked chooses.
 */

async function postScore(app: FastifyInstance, postId: string): Promise<number> {
  const row = await app.database.db
    .selectFrom('forum_votes')
    .select((eb) => eb.fn.countAll().as('votes'))
    .where('post_id', '=', postId)
    .executeTakeFirstOrThrow();
  return Number(row.votes);
}

/** POST forum-votes: upvotes a post, or takes the upvote back; asking twice changes nothing. */
export async function votePost(
  app: FastifyInstance,
  input: { userId: string; postId: string; up: boolean; now: Date },
): Promise<{ score: number; voted: boolean }> {
  const { db } = app.database;
  const { userId, postId, up, now } = input;
  const post = await postRow(db, postId);
  if (!post || isDeleted(post)) throw postNotFound();
  await assertNotSuspended(db, userId, now);
  if (post.author_id === userId) {
    throw new HttpError(400, 'own_post', 'You cannot upvote your own post.');
  }
  if (up) {
    if (post.hidden_at !== null) {
      throw new HttpError(
        409,
        'post_hidden',
        'A moderator hid this post, so it cannot be upvoted.',
      );
    }
    await db
      .insertInto('forum_votes')
      .values({ post_id: postId, user_id: userId, created_at: now.toISOString() })
      .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('forum_votes')
      .where('post_id', '=', postId)
      .where('user_id', '=', userId)
      .execute();
  }
  return { score: await postScore(app, postId), voted: up };
}

/** POST forum-accept: the thread's author marks a reply as the answer, or none (null). */
export async function acceptAnswer(
  app: FastifyInstance,
  input: { userId: string; threadId: string; postId: string | null; now: Date },
): Promise<{ acceptedPostId: string | null }> {
  const { db } = app.database;
  const { userId, threadId, postId, now } = input;
  const thread = await threadRow(db, threadId);
  if (!thread) throw threadNotFound();
  if (thread.author_id !== userId) {
    throw new HttpError(
      403,
      'not_thread_author',
      'Only the person who asked can accept an answer.',
    );
  }
  await assertNotSuspended(db, userId, now);
  let answerAuthor: string | null = null;
  if (postId !== null) {
    const post = await postRow(db, postId);
    if (
      !post ||
      post.thread_id !== threadId ||
      post.opening === 1 ||
      isDeleted(post) ||
      post.hidden_at !== null
    ) {
      throw new HttpError(
        400,
        'not_a_reply',
        'Choose a reply in this discussion as the answer: not the question itself, nor a deleted or hidden post.',
      );
    }
    answerAuthor = post.author_id;
  }
  await db
    .updateTable('forum_threads')
    .set({ accepted_post_id: postId })
    .where('id', '=', threadId)
    .execute();
  if (answerAuthor !== null && postId !== thread.accepted_post_id) {
    try {
      await createNotifications(app, {
        userIds: [answerAuthor],
        kind: 'accepted',
        threadId,
        postId,
        actorId: userId,
        now,
      });
    } catch (error) {
      // The answer is accepted by now: a failure to tell its author is logged, not answered.
      app.log.error({ err: error, postId }, 'community notification failed');
    }
  }
  return { acceptedPostId: postId };
}
