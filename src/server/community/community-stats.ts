import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { COMMUNITY_POINTS, type CommunityStats, type TopContributor } from '@domain/community';
import type { Database } from '../db/schema';
import { authorsOf } from './authors';
import { listThreads } from './thread-list';

type Db = Kysely<Database>;

const DAY_MS = 24 * 3600 * 1000;
export const TOP_CONTRIBUTORS = 5;
export const LATEST_DISCUSSIONS = 6;

/** The figures /community shows, counted from the rows as they are now. */
export async function communityStats(app: FastifyInstance, now: Date): Promise<CommunityStats> {
  const { db } = app.database;
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const [members, discussions, solutions, latest, topContributors] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('email_confirmed_at', 'is not', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('forum_threads')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('created_at', '>', weekAgo)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('published_solutions')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
    listThreads(app, { sort: 'latest', limit: LATEST_DISCUSSIONS }),
    topContributorsOf(db, app.config.adminEmails),
  ]);
  return {
    members: Number(members.count),
    discussionsThisWeek: Number(discussions.count),
    solutionsShared: Number(solutions.count),
    latest,
    topContributors,
  };
}

interface Tally {
  postUpvotes: number;
  acceptedAnswers: number;
  solutionUpvotes: number;
}

const pointsOf = (tally: Tally) =>
  tally.postUpvotes * COMMUNITY_POINTS.upvote +
  tally.acceptedAnswers * COMMUNITY_POINTS.acceptedAnswer +
  tally.solutionUpvotes * COMMUNITY_POINTS.solutionUpvote;

/**
 * Points earned from others: upvotes on one's posts that are neither deleted nor hidden,
 * replies accepted by another learner's thread, and upvotes on one's published solutions.
 * Votes for oneself and answers to one's own question earn nothing. Deleted accounts have no
 * author left, so they drop out; ties go by name.
 */
export async function topContributorsOf(
  db: Db,
  adminEmails: readonly string[],
  limit = TOP_CONTRIBUTORS,
): Promise<TopContributor[]> {
  const [postVotes, accepted, solutionVotes] = await Promise.all([
    db
      .selectFrom('forum_votes')
      .innerJoin('forum_posts', 'forum_posts.id', 'forum_votes.post_id')
      .select((eb) => [
        'forum_posts.author_id as userId',
        eb.fn.countAll<number | string>().as('count'),
      ])
      .where('forum_posts.author_id', 'is not', null)
      .where('forum_posts.deleted_at', 'is', null)
      .where('forum_posts.hidden_at', 'is', null)
      .whereRef('forum_votes.user_id', '!=', 'forum_posts.author_id')
      .groupBy('forum_posts.author_id')
      .execute(),
    db
      .selectFrom('forum_threads')
      .innerJoin('forum_posts', 'forum_posts.id', 'forum_threads.accepted_post_id')
      .select((eb) => [
        'forum_posts.author_id as userId',
        eb.fn.countAll<number | string>().as('count'),
      ])
      .where('forum_posts.author_id', 'is not', null)
      .where('forum_posts.opening', '=', 0)
      .where('forum_posts.deleted_at', 'is', null)
      .where('forum_posts.hidden_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('forum_threads.author_id', 'is', null),
          eb('forum_threads.author_id', '!=', eb.ref('forum_posts.author_id')),
        ]),
      )
      .groupBy('forum_posts.author_id')
      .execute(),
    db
      .selectFrom('solution_votes')
      .innerJoin('published_solutions', 'published_solutions.id', 'solution_votes.solution_id')
      .select((eb) => [
        'published_solutions.user_id as userId',
        eb.fn.countAll<number | string>().as('count'),
      ])
      .whereRef('solution_votes.user_id', '!=', 'published_solutions.user_id')
      .groupBy('published_solutions.user_id')
      .execute(),
  ]);

  const tallies = new Map<string, Tally>();
  const tallyOf = (userId: string) => {
    let tally = tallies.get(userId);
    if (!tally) {
      tally = { postUpvotes: 0, acceptedAnswers: 0, solutionUpvotes: 0 };
      tallies.set(userId, tally);
    }
    return tally;
  };
  for (const row of postVotes) if (row.userId) tallyOf(row.userId).postUpvotes = Number(row.count);
  for (const row of accepted)
    if (row.userId) tallyOf(row.userId).acceptedAnswers = Number(row.count);
  for (const row of solutionVotes) tallyOf(row.userId).solutionUpvotes = Number(row.count);

  const ranked = [...tallies]
    .map(([userId, tally]) => ({ userId, tally, points: pointsOf(tally) }))
    .filter((entry) => entry.points > 0)
    .sort((a, b) => b.points - a.points);
  // Names decide ties, so everyone level with the last place is looked up before cutting.
  const cutoff = ranked[limit - 1]?.points ?? 0;
  const contenders = ranked.filter((entry) => entry.points >= cutoff);
  const authors = await authorsOf(
    db,
    adminEmails,
    contenders.map((entry) => entry.userId),
  );
  return contenders
    .flatMap((entry) => {
      const author = authors.get(entry.userId);
      return author ? [{ ...entry, author }] : [];
    })
    .sort(
      (a, b) =>
        b.points - a.points ||
        a.author.name.localeCompare(b.author.name, 'en') ||
        a.userId.localeCompare(b.userId),
    )
    .slice(0, limit)
    .map(({ author, tally, points }) => ({
      author,
      points,
      acceptedAnswers: tally.acceptedAnswers,
      upvotes: tally.postUpvotes + tally.solutionUpvotes,
    }));
}
