import type { Kysely } from 'kysely';
import { cCourse } from '@content/course-c';
import type { ThreadPlace } from '@domain/community';
import type { Database } from '../db/schema';

/*
 * Spoilers: in the discussion of a lesson (its exercise) or of a challenge, code is hidden from
 * a learner until they have passed it on the server, or chose "I have solved it or I give up".
 * Visitors see it hidden; moderators, and threads in a forum category, never.
 */

/** What a reveal is recorded for: `lesson:c-012`, `challenge:daily-003`; null outside them. */
export function spoilerTargetOf(place: ThreadPlace): string | null {
  if (place.kind === 'lesson') return `lesson:${place.lessonId}`;
  if (place.kind === 'challenge') return `challenge:${place.challengeId}`;
  return null;
}

async function hasPassed(db: Kysely<Database>, userId: string, place: ThreadPlace) {
  if (place.kind === 'lesson') {
    const row = await db
      .selectFrom('exercise_completions')
      .select('lesson_id')
      .where('user_id', '=', userId)
      .where('course_id', '=', cCourse.id)
      .where('lesson_id', '=', place.lessonId)
      .where('first_passed_at', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  }
  if (place.kind === 'challenge') {
    const row = await db
      .selectFrom('challenge_completions')
      .select('id')
      .where('user_id', '=', userId)
      .where('challenge_id', '=', place.challengeId)
      .executeTakeFirst();
    return row !== undefined;
  }
  return true;
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
  if (await hasPassed(db, viewer.userId, place)) return false;
  const revealed = await db
    .selectFrom('forum_spoiler_reveals')
    .select('target')
    .where('user_id', '=', viewer.userId)
    .where('target', '=', target)
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
    .values({ user_id: userId, target, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['user_id', 'target']).doNothing())
    .execute();
}
