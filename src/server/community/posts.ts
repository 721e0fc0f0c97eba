import type { FastifyInstance } from 'fastify';
import type { ForumPost } from '@domain/community';
import { HttpError } from '../http/errors';
import { newCommunityId } from './ids';
import { renderPost } from './markdown';
import { admitPost, notifyOfPost } from './posting';
import { accountCreatedAt, isNewAccount, type PostingLimits } from './posting-limits';
import { assertNotSuspended } from './suspensions';
import { refreshThreadStats } from './thread-stats';
import {
  THREAD_LOCKED,
  isDeleted,
  postNotFound,
  postRow,
  postView,
  readerOf,
  threadNotFound,
  threadRow,
} from './thread-views';
import { postSearchText } from './threads';

/*
 * Replies, and what an author may do with their own posts: edit them (each earlier version is
 * kept) and delete them (their content goes; an opening post nobody answered takes its thread).
 */

const threadLocked = () => new HttpError(409, 'thread_locked', THREAD_LOCKED);

/** POST forum-posts: a reply in an open thread. */
export async function createReply(
  app: FastifyInstance,
  limits: PostingLimits,
  input: { userId: string; threadId: string; body: string; now: Date },
): Promise<{ id: string }> {
  const { db } = app.database;
  const { userId, threadId, body, now } = input;
  const thread = await threadRow(db, threadId);
  if (!thread) throw threadNotFound();
  if (thread.locked_at !== null) throw threadLocked();
  const { nofollow } = await admitPost(app, limits, userId, now);
  const id = newCommunityId(now);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('forum_posts')
      .values({
        id,
        thread_id: threadId,
        author_id: userId,
        opening: 0,
        body,
        html: renderPost(body, { nofollow }),
        search_text: postSearchText(body, null),
        created_at: now.toISOString(),
        edited_at: null,
        deleted_at: null,
        hidden_at: null,
      })
      .execute();
    await refreshThreadStats(trx, threadId);
  });
  await notifyOfPost(app, {
    threadId,
    postId: id,
    body,
    actorId: userId,
    replyTo: thread.author_id,
    now,
  });
  return { id };
}

/** The post, its thread, and a 403 unless the user wrote it. */
async function ownPost(app: FastifyInstance, userId: string, postId: string, doing: string) {
  const { db } = app.database;
  const post = await postRow(db, postId);
  const thread = post && (await threadRow(db, post.thread_id));
  if (!post || !thread || isDeleted(post)) throw postNotFound();
  if (post.author_id !== userId) {
    throw new HttpError(
      403,
      'not_post_author',
      `Only the person who wrote a post can ${doing} it.`,
    );
  }
  return { post, thread };
}

/** PATCH forum-posts/:id: the author's new version; the one before is kept as a revision. */
export async function editPost(
  app: FastifyInstance,
  input: { userId: string; postId: string; body: string; now: Date },
): Promise<ForumPost> {
  const { db } = app.database;
  const { userId, postId, body, now } = input;
  const { post, thread } = await ownPost(app, userId, postId, 'edit');
  await assertNotSuspended(db, userId, now);
  if (post.hidden_at !== null) {
    throw new HttpError(
      409,
      'post_hidden',
      'A moderator hid this post, so it cannot be edited. Write to the moderators if you think it should be restored.',
    );
  }
  if (thread.locked_at !== null) throw threadLocked();
  if (body !== post.body) {
    const nofollow = isNewAccount(await accountCreatedAt(db, userId), now);
    const at = now.toISOString();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('forum_post_revisions')
        .values({
          id: newCommunityId(now),
          post_id: postId,
          body: post.body,
          html: post.html,
          replaced_at: at,
        })
        .execute();
      await trx
        .updateTable('forum_posts')
        .set({
          body,
          html: renderPost(body, { nofollow }),
          search_text: postSearchText(body, post.opening === 1 ? thread.title : null),
          edited_at: at,
        })
        .where('id', '=', postId)
        .execute();
    });
  }
  return postView(app, thread, postId, await readerOf(app, userId));
}

/**
 * DELETE forum-posts/:id: the content goes (body, html, its words and earlier versions); the
 * post stays as "deleted" where others answered. An opening post nobody answered takes its
 * thread with it.
 */
export async function deletePost(
  app: FastifyInstance,
  input: { userId: string; postId: string; now: Date },
): Promise<{ deleted: true }> {
  const { db } = app.database;
  const { userId, postId, now } = input;
  const { post, thread } = await ownPost(app, userId, postId, 'delete');
  await db.transaction().execute(async (trx) => {
    if (post.opening === 1) {
      const others = await trx
        .selectFrom('forum_posts')
        .select('id')
        .where('thread_id', '=', thread.id)
        .where('opening', '=', 0)
        .limit(1)
        .executeTakeFirst();
      if (!others) {
        await trx.deleteFrom('forum_threads').where('id', '=', thread.id).execute();
        return;
      }
    }
    await trx.deleteFrom('forum_post_revisions').where('post_id', '=', postId).execute();
    await trx
      .updateTable('forum_posts')
      .set({ body: '', html: '', search_text: '', deleted_at: now.toISOString() })
      .where('id', '=', postId)
      .execute();
    if (thread.accepted_post_id === postId) {
      await trx
        .updateTable('forum_threads')
        .set({ accepted_post_id: null })
        .where('id', '=', thread.id)
        .execute();
    }
    await refreshThreadStats(trx, thread.id);
  });
  return { deleted: true };
}
