import { cCourse, findLesson } from '@content/course-c';
import type { ForumCategoryId, ThreadPlace } from '@domain/community';
import { requireChallengeSummary } from '../challenges/find-challenge';
import { HttpError } from '../http/errors';

/** Where a thread lives, from the one of category, lessonId and challengeId a request names. */
export function placeOf(request: {
  category?: ForumCategoryId | undefined;
  lessonId?: string | undefined;
  challengeId?: string | undefined;
}): ThreadPlace | null {
  if (request.category !== undefined) return { kind: 'category', category: request.category };
  if (request.lessonId !== undefined) return { kind: 'lesson', lessonId: request.lessonId };
  if (request.challengeId !== undefined) {
    return { kind: 'challenge', challengeId: request.challengeId };
  }
  return null;
}

/** The place a thread's row names. */
export function placeOfRow(row: {
  category: ForumCategoryId | null;
  lesson_id: string | null;
  challenge_id: string | null;
}): ThreadPlace {
  if (row.lesson_id !== null) return { kind: 'lesson', lessonId: row.lesson_id };
  if (row.challenge_id !== null) return { kind: 'challenge', challengeId: row.challenge_id };
  return { kind: 'category', category: row.category ?? 'general' };
}

/** 404 with a sentence when the lesson or challenge a thread is about is not in the content. */
export function requirePlace(place: ThreadPlace): void {
  if (place.kind === 'lesson' && !findLesson(cCourse.id, place.lessonId)) {
    throw new HttpError(
      404,
      'lesson_not_found',
      `There is no lesson ${place.lessonId} in the C course. Open the lesson and start the discussion from there.`,
    );
  }
  if (place.kind === 'challenge') requireChallengeSummary(place.challengeId);
}
