import type { Kysely } from 'kysely';
import type { ThreadPlace } from '@domain/community';
import type { Database } from '../db/schema';
import { hasPassed, type SolutionTarget } from './solutions';

/*
 * Spoilers: in the discussion of a lesson (its exercise) or of a challenge, code is hidden from
 * a learner until they have passed it on the server, or chose "I have solved it or I give up".
 * Visitors see it hidden; moderators, and threads in a forum category, never.
 */

interface SpoilerTarget {
  /** The pass on the server that shows the code: the lesson's exercise, or the challenge. */
  pass: SolutionTarget;
  /** What a reveal is recorded under: `lesson:c-012`, `challenge:daily-003`. */
  reveal: string;
}

/** Null for a place without spoilers (a forum category). */
function spoilerTargetOf(place: ThreadPlace): SpoilerTarget | null {
  if (place.kind === 'lesson') {
    return {
      pass: { kind: 'exercise', targetId: place.lessonId },
      reveal: `lesson:${place.lessonId}`,
    };
  }
  if (place.kind === 'challenge') {
    return {
      pass: { kind: 'challenge', targetId: place.challengeId },
      reveal: `challenge:${place.challengeId}`,
    };
  }
  return null;
}

/** Whether code in a thread at `place` is hidden from this viewer. */
export async function spoilersHidden(
  db: Kysely<Database>,
  place: ThreadPlace,
  viewer: { userId: string | null; isModerator: boolean },
): Promise<boolean> {
  const target = spoilerTargetOf(place);
  if (target === null || viewer.isModerator) return false;
  if (viewer.userId === null) return true;
  if (await hasPassed(db, viewer.userId, target.pass)) return false;
  const revealed = await db
    .selectFrom('forum_spoiler_reveals')
    .select('target')
    .where('user_id', '=', viewer.userId)
    .where('target', '=', target.reveal)
    .executeTakeFirst();
  return revealed === undefined;
}

/** "I have solved it or I give up": the learner sees the code of this place's discussions. */
export async function revealSpoilers(
  db: Kysely<Database>,
  userId: string,
  place: ThreadPlace,
  now: Date,
): Promise<void> {
  const target = spoilerTargetOf(place);
  if (target === null) return;
  await db
    .insertInto('forum_spoiler_reveals')
    .values({ user_id: userId, target: target.reveal, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['user_id', 'target']).doNothing())
    .execute();
}
