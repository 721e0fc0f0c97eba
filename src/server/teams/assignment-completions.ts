import type { Kysely } from 'kysely';
import type { AssignmentKind } from '@domain/teams';
import type { Database } from '../db/schema';
import { ASSIGNED_COURSE } from './assignment-targets';

type Db = Kysely<Database>;

/** When a person first completed a target, or null: lesson completed, exercise passed, challenge completed. */
export type CompletedAt = (
  target: { kind: AssignmentKind; target_id: string },
  userId: string,
) => string | null;

const keyOf = (kind: AssignmentKind, targetId: string, userId: string) =>
  `${kind}\n${targetId}\n${userId}`;

function idsOf(
  targets: readonly { kind: AssignmentKind; target_id: string }[],
  kind: AssignmentKind,
): string[] {
  return [...new Set(targets.filter((t) => t.kind === kind).map((t) => t.target_id))];
}

/**
 * The first completions of these people of these targets, in three queries whatever the number
 * of people and targets (a class of hundreds and its assignments of a term).
 */
export async function completionsOf(
  db: Db,
  userIds: readonly string[],
  targets: readonly { kind: AssignmentKind; target_id: string }[],
): Promise<CompletedAt> {
  const found = new Map<string, string>();
  const lessons = idsOf(targets, 'lesson');
  const exercises = idsOf(targets, 'exercise');
  const challenges = idsOf(targets, 'challenge');
  const people = [...new Set(userIds)];
  if (people.length === 0) return () => null;

  const [lessonRows, exerciseRows, challengeRows] = await Promise.all([
    lessons.length === 0
      ? []
      : db
          .selectFrom('lesson_completions')
          .select(['user_id', 'lesson_id', 'completed_at'])
          .where('course_id', '=', ASSIGNED_COURSE.id)
          .where('lesson_id', 'in', lessons)
          .where('user_id', 'in', people)
          .execute(),
    exercises.length === 0
      ? []
      : db
          .selectFrom('exercise_completions')
          .select(['user_id', 'lesson_id', 'first_passed_at'])
          .where('course_id', '=', ASSIGNED_COURSE.id)
          .where('lesson_id', 'in', exercises)
          .where('user_id', 'in', people)
          .where('first_passed_at', 'is not', null)
          .execute(),
    challenges.length === 0
      ? []
      : db
          .selectFrom('challenge_completions')
          .select((eb) => ['user_id', 'challenge_id', eb.fn.min('completed_at').as('first_at')])
          .where('challenge_id', 'in', challenges)
          .where('user_id', 'in', people)
          .groupBy(['user_id', 'challenge_id'])
          .execute(),
  ]);
  for (const row of lessonRows) {
    found.set(keyOf('lesson', row.lesson_id, row.user_id), row.completed_at);
  }
  for (const row of exerciseRows) {
    if (row.first_passed_at) {
      found.set(keyOf('exercise', row.lesson_id, row.user_id), row.first_passed_at);
    }
  }
  for (const row of challengeRows) {
    found.set(keyOf('challenge', row.challenge_id, row.user_id), row.first_at);
  }
  return (target, userId) => found.get(keyOf(target.kind, target.target_id, userId)) ?? null;
}
