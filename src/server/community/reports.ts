import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  REPORT_LIMIT,
  type CommunityAuthor,
  type ModerationReport,
  type ReportReason,
} from '@domain/community';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { Throttle, tooManyRequests, waitMinutes } from '../limits/throttle';
import { authorOf } from './authors';
import { newCommunityId } from './ids';
import { assertNotSuspended } from './suspensions';

type Db = Kysely<Database>;

const ALREADY_REPORTED = 'You have already reported this post. The moderators will look at it.';
const OWN_POST_REPORT = 'You cannot report your own post: edit or delete it instead.';
const POST_GONE = 'This post does not exist or has been removed.';

/** How many open reports the moderators' page lists at most. */
const OPEN_REPORTS_SHOWN = 200;

const reportThrottles = new WeakMap<FastifyInstance, Throttle>();

function reportThrottleOf(app: FastifyInstance): Throttle {
  let throttle = reportThrottles.get(app);
  if (!throttle) {
    throttle = new Throttle(
      {
        name: 'forum-reports',
        attempts: REPORT_LIMIT.reports,
        windowSeconds: REPORT_LIMIT.windowMinutes * 60,
      },
      (seconds) =>
        tooManyRequests(
          'too_many_reports',
          `You have reported ${REPORT_LIMIT.reports} posts in the last ${REPORT_LIMIT.windowMinutes} minutes. Please wait ${waitMinutes(seconds)} before reporting another; the moderators are looking at the ones you sent.`,
          seconds,
        ),
      app.redis,
    );
    reportThrottles.set(app, throttle);
  }
  return throttle;
}

/**
 * A learner reports someone else's post to the moderators: once while that report is open, and
 * at most REPORT_LIMIT reports an account in its window (only reports that are taken count).
 */
export async function createReport(
  app: FastifyInstance,
  report: { userId: string; postId: string; reason: ReportReason; details?: string; now: Date },
): Promise<{ id: string }> {
  const { db } = app.database;
  await assertNotSuspended(db, report.userId, report.now);
  const post = await db
    .selectFrom('forum_posts')
    .select(['id', 'author_id', 'deleted_at', 'hidden_at'])
    .where('id', '=', report.postId)
    .executeTakeFirst();
  if (!post || post.deleted_at !== null || post.hidden_at !== null) {
    throw new HttpError(404, 'post_not_found', POST_GONE);
  }
  if (post.author_id === report.userId) {
    throw new HttpError(400, 'own_post', OWN_POST_REPORT);
  }
  const open = await db
    .selectFrom('forum_reports')
    .select('id')
    .where('post_id', '=', post.id)
    .where('reporter_id', '=', report.userId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  if (open) throw new HttpError(409, 'already_reported', ALREADY_REPORTED);
  await reportThrottleOf(app).attempt(report.userId);
  const id = newCommunityId(report.now);
  await db
    .insertInto('forum_reports')
    .values({
      id,
      post_id: post.id,
      reporter_id: report.userId,
      reason: report.reason,
      details: report.details ?? '',
      created_at: report.now.toISOString(),
      resolved_at: null,
      resolved_by: null,
    })
    .execute();
  return { id };
}

/** Reports no moderator has dealt with yet, newest first, with the post as moderators see it. */
export async function openReportRows(db: Db) {
  return db
    .selectFrom('forum_reports')
    .innerJoin('forum_posts', 'forum_posts.id', 'forum_reports.post_id')
    .innerJoin('forum_threads', 'forum_threads.id', 'forum_posts.thread_id')
    .select([
      'forum_reports.id',
      'forum_reports.post_id',
      'forum_reports.reporter_id',
      'forum_reports.reason',
      'forum_reports.details',
      'forum_reports.created_at',
      'forum_posts.thread_id',
      'forum_posts.author_id',
      'forum_posts.html',
      'forum_posts.hidden_at',
      'forum_threads.title',
    ])
    .where('forum_reports.resolved_at', 'is', null)
    .orderBy('forum_reports.created_at', 'desc')
    .orderBy('forum_reports.id', 'desc')
    .limit(OPEN_REPORTS_SHOWN)
    .execute();
}

type OpenReportRow = Awaited<ReturnType<typeof openReportRows>>[number];

/** The people a report names: who reported, and the post's author. */
export const peopleOfReport = (row: OpenReportRow) => [row.reporter_id, row.author_id];

export function moderationReportOf(
  row: OpenReportRow,
  authors: Map<string, CommunityAuthor>,
): ModerationReport {
  return {
    id: row.id,
    postId: row.post_id,
    threadId: row.thread_id,
    threadTitle: row.title,
    reason: row.reason,
    details: row.details,
    reporter: authorOf(authors, row.reporter_id),
    postAuthor: authorOf(authors, row.author_id),
    postHtml: row.html,
    postHidden: row.hidden_at !== null,
    createdAt: row.created_at,
  };
}
