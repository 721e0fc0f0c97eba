import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PublishedSolution, SolutionKind, SolutionList } from '@domain/community';
import type { Database } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { completionsOf } from '../teams/assignment-completions';
import { authorOf, authorsOf } from './authors';

/**
 * Published solutions: after passing an exercise or a challenge on the server, a learner shares
 * the code the server kept of their passing submission (never code sent with the request), with
 * a short note. Only learners who passed it too see them, so they spoil nothing.
 */

type Db = Kysely<Database>;

export interface SolutionTarget {
  kind: SolutionKind;
  /** The exercise's lesson id, or the challenge id. */
  targetId: string;
}

/** Most solutions one list shows: the best (or newest) ones. */
const SOLUTION_LIST_MAX = 100;

const NOT_PASSED_TO_PUBLISH = 'Pass it first: you can publish your solution once the checks pass.';
const LAST_SUBMISSION_FAILED =
  'Your last submitted code did not pass. Check it again, then publish.';
const NOT_PASSED_TO_SEE = 'Solutions open once you have passed this yourself.';

/** The server's record of the pass: the exercise's first pass, or a solved challenge. */
export async function hasPassed(db: Db, userId: string, target: SolutionTarget): Promise<boolean> {
  const passed = { kind: target.kind, target_id: target.targetId };
  const completedAt = await completionsOf(db, [userId], [passed]);
  return completedAt(passed, userId) !== null;
}

/** The learner's last submitted code of the target, and whether it passed. */
async function lastSubmission(db: Db, userId: string, target: SolutionTarget) {
  return db
    .selectFrom('submitted_code')
    .select(['code', 'passed'])
    .where('user_id', '=', userId)
    .where('kind', '=', target.kind)
    .where('target_id', '=', target.targetId)
    .executeTakeFirst();
}

/** The learner's passing code of the target, or null. */
async function passingCode(db: Db, userId: string, target: SolutionTarget): Promise<string | null> {
  const submission = await lastSubmission(db, userId, target);
  return submission && Number(submission.passed) === 1 ? submission.code : null;
}

async function assertMaySee(db: Db, userId: string, target: SolutionTarget): Promise<void> {
  if (!(await hasPassed(db, userId, target))) {
    throw new HttpError(403, 'not_passed', NOT_PASSED_TO_SEE);
  }
}

/** Publishes (or publishes again, replacing code and note) the learner's passing code. */
export async function publishSolution(
  db: Db,
  input: SolutionTarget & { userId: string; note: string; now: Date },
): Promise<{ id: string }> {
  if (!(await hasPassed(db, input.userId, input))) {
    throw new HttpError(403, 'not_passed', NOT_PASSED_TO_PUBLISH);
  }
  const submission = await lastSubmission(db, input.userId, input);
  if (!submission || Number(submission.passed) !== 1) {
    throw new HttpError(409, 'last_submission_failed', LAST_SUBMISSION_FAILED);
  }
  const published = {
    code: submission.code,
    note: input.note,
    created_at: input.now.toISOString(),
  };
  // Publishing again keeps the solution's id (and its votes).
  return db
    .insertInto('published_solutions')
    .values({
      id: crypto.randomUUID(),
      user_id: input.userId,
      kind: input.kind,
      target_id: input.targetId,
      ...published,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'kind', 'target_id']).doUpdateSet(published),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The solutions of the target for a viewer who passed it, best first or newest first. */
export async function listSolutions(
  db: Db,
  adminEmails: readonly string[],
  viewerId: string,
  query: SolutionTarget & { sort: 'votes' | 'date' },
): Promise<SolutionList> {
  await assertMaySee(db, viewerId, query);
  let select = db
    .selectFrom('published_solutions')
    .select((eb) => [
      'published_solutions.id',
      'published_solutions.user_id',
      'published_solutions.code',
      'published_solutions.note',
      'published_solutions.created_at',
      eb
        .selectFrom('solution_votes')
        .select((votes) => votes.fn.countAll<number | string>().as('count'))
        .whereRef('solution_votes.solution_id', '=', 'published_solutions.id')
        .as('score'),
      eb
        .exists(
          eb
            .selectFrom('solution_votes')
            .select('solution_votes.solution_id')
            .whereRef('solution_votes.solution_id', '=', 'published_solutions.id')
            .where('solution_votes.user_id', '=', viewerId),
        )
        .as('voted'),
    ])
    .where('published_solutions.kind', '=', query.kind)
    .where('published_solutions.target_id', '=', query.targetId);
  if (query.sort === 'votes') select = select.orderBy('score', 'desc');
  const rows = await select
    .orderBy('published_solutions.created_at', 'desc')
    .orderBy('published_solutions.id', 'desc')
    .limit(SOLUTION_LIST_MAX)
    .execute();
  const [authors, published, ownCode] = await Promise.all([
    authorsOf(
      db,
      adminEmails,
      rows.map((row) => row.user_id),
    ),
    db
      .selectFrom('published_solutions')
      .select('id')
      .where('user_id', '=', viewerId)
      .where('kind', '=', query.kind)
      .where('target_id', '=', query.targetId)
      .executeTakeFirst(),
    passingCode(db, viewerId, query),
  ]);
  const solutions = rows.map((row): PublishedSolution => ({
    id: row.id,
    author: authorOf(authors, row.user_id),
    code: row.code,
    note: row.note,
    createdAt: row.created_at,
    score: Number(row.score ?? 0),
    voted: Boolean(Number(row.voted)),
    own: row.user_id === viewerId,
  }));
  return { solutions, ownCode, published: published !== undefined };
}

/** Takes the learner's own published solution back (its votes go with it). */
export async function unpublishSolution(db: Db, userId: string, solutionId: string): Promise<void> {
  const row = await db
    .selectFrom('published_solutions')
    .select('user_id')
    .where('id', '=', solutionId)
    .executeTakeFirst();
  if (!row) throw notFound('This solution');
  if (row.user_id !== userId) {
    throw new HttpError(403, 'not_yours', 'You can only take back a solution you published.');
  }
  await db.deleteFrom('published_solutions').where('id', '=', solutionId).execute();
}

async function scoreOf(db: Db, solutionId: string): Promise<number> {
  const row = await db
    .selectFrom('solution_votes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('solution_id', '=', solutionId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One upvote per person and solution (`up: false` takes it back); never one's own. */
export async function voteSolution(
  db: Db,
  input: { userId: string; solutionId: string; up: boolean; now: Date },
): Promise<{ score: number; voted: boolean }> {
  const solution = await db
    .selectFrom('published_solutions')
    .select(['user_id', 'kind', 'target_id'])
    .where('id', '=', input.solutionId)
    .executeTakeFirst();
  if (!solution) throw notFound('This solution');
  if (solution.user_id === input.userId) {
    throw new HttpError(403, 'own_solution', 'You cannot vote for your own solution.');
  }
  await assertMaySee(db, input.userId, { kind: solution.kind, targetId: solution.target_id });
  if (input.up) {
    await db
      .insertInto('solution_votes')
      .values({
        solution_id: input.solutionId,
        user_id: input.userId,
        created_at: input.now.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['solution_id', 'user_id']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('solution_votes')
      .where('solution_id', '=', input.solutionId)
      .where('user_id', '=', input.userId)
      .execute();
  }
  return { score: await scoreOf(db, input.solutionId), voted: input.up };
}
