import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Recounts a thread's replies (those neither deleted nor hidden) and its last activity (the
 * newest such post), after anything that adds, deletes, hides or restores a post.
 */
export async function refreshThreadStats(db: Kysely<Database>, threadId: string): Promise<void> {
  const visible = db
    .selectFrom('forum_posts')
    .where('thread_id', '=', threadId)
    .where('deleted_at', 'is', null)
    .where('hidden_at', 'is', null);
  const replies = visible
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('opening', '=', 0);
  const last = visible.select((eb) => eb.fn.max('created_at').as('at'));
  await db
    .updateTable('forum_threads')
    .set({
      reply_count: sql<number>`(${replies})`,
      last_activity_at: sql<string>`coalesce((${last}), created_at)`,
    })
    .where('id', '=', threadId)
    .execute();
}
