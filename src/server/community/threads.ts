import type { FastifyInstance } from 'fastify';
import type { ThreadPlace } from '@domain/community';
import { newCommunityId } from './ids';
import { renderPost, searchWords } from './markdown';
import { admitPost, notifyOfPost } from './posting';
import type { PostingLimits } from './posting-limits';
import { refreshThreadStats } from './thread-stats';

/** The words a post is found by: an opening post's include its thread's title. */
export function postSearchText(body: string, title: string | null): string {
  return searchWords(title === null ? body : `${title} ${body}`);
}

/** POST forum-threads: a thread in its place, with its opening post. */
export async function createThread(
  app: FastifyInstance,
  limits: PostingLimits,
  input: { userId: string; title: string; body: string; place: ThreadPlace; now: Date },
): Promise<{ id: string }> {
  const { db } = app.database;
  const { userId, title, body, place, now } = input;
  const { nofollow } = await admitPost(app, limits, userId, now);
  const threadId = newCommunityId(now);
  const postId = newCommunityId(now);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('forum_threads')
      .values({
        id: threadId,
        category: place.kind === 'category' ? place.category : null,
        lesson_id: place.kind === 'lesson' ? place.lessonId : null,
        challenge_id: place.kind === 'challenge' ? place.challengeId : null,
        title,
        author_id: userId,
        accepted_post_id: null,
        pinned_at: null,
        locked_at: null,
        created_at: at,
        last_activity_at: at,
      })
      .execute();
    await trx
      .insertInto('forum_posts')
      .values({
        id: postId,
        thread_id: threadId,
        author_id: userId,
        opening: 1,
        body,
        html: renderPost(body, { nofollow }),
        search_text: postSearchText(body, title),
        created_at: at,
        edited_at: null,
        deleted_at: null,
        hidden_at: null,
      })
      .execute();
    await refreshThreadStats(trx, threadId);
  });
  await notifyOfPost(app, { threadId, postId, body, actorId: userId, replyTo: null, now });
  return { id: threadId };
}
