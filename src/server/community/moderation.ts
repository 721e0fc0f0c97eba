import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type {
  CommunityAuthor,
  ModerationAction,
  ModerationLogEntry,
  ModerationOverview,
} from '@domain/community';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { authorOf, authorsOf } from './authors';
import {
  accountLabel,
  logEntryOf,
  postLabel,
  recentLogRows,
  threadLabel,
  writeModerationLog,
} from './moderation-log';
import { moderationReportOf, openReportRows, peopleOfReport } from './reports';
import { isAdminEmail, requireModerator, type CommunityRoles } from './roles';
import { activeSuspension } from './suspensions';
import { refreshThreadStats } from './thread-stats';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;
type Target = { type: 'post' | 'thread' | 'user' | 'report'; id: string; label: string };

const DAY_MS = 24 * 3600 * 1000;

const ONLY_ADMINS_PROMOTE = 'Only an admin can make or remove moderators.';
const NO_ACCOUNT_FOR_EMAIL = 'No account uses that e-mail address.';

const conflict = (code: string, message: string) => new HttpError(409, code, message);

/** The moderators' page: open reports, the log, who moderates, and who is suspended. */
export async function moderationOverview(
  app: FastifyInstance,
  userId: string,
  now: Date,
): Promise<ModerationOverview> {
  const { db } = app.database;
  const { adminEmails } = app.config;
  await requireModerator(db, adminEmails, userId);
  const [reports, log, moderators, suspensions] = await Promise.all([
    openReportRows(db),
    recentLogRows(db),
    moderatorRows(db, adminEmails),
    activeSuspensionRows(db, now),
  ]);
  // Everyone the page names, looked up at once.
  const authors = await authorsOf(db, adminEmails, [
    ...reports.flatMap(peopleOfReport),
    ...log.map((row) => row.moderator_id),
    ...moderators.map((row) => row.id),
    ...suspensions.map((row) => row.user_id),
  ]);
  return {
    reports: reports.map((row) => moderationReportOf(row, authors)),
    log: log.map((row) => logEntryOf(row, authors)),
    moderators: moderators.flatMap((row) => {
      const author = authors.get(row.id);
      return author ? [{ author, email: row.email, source: row.source }] : [];
    }),
    suspensions: suspensions.flatMap((row) => {
      const author = authors.get(row.user_id);
      return author
        ? [{ author, until: row.until, reason: row.reason, createdAt: row.created_at }]
        : [];
    }),
  };
}

/** ADMIN_EMAILS that have an account (source 'config'), then those an admin promoted ('app'). */
async function moderatorRows(db: Db, adminEmails: readonly string[]) {
  const rows = await db
    .selectFrom('users')
    .leftJoin('forum_moderators', 'forum_moderators.user_id', 'users.id')
    .select(['users.id', 'users.email'])
    .where((eb) =>
      eb.or([
        eb('forum_moderators.user_id', 'is not', null),
        ...(adminEmails.length === 0 ? [] : [eb('users.email', 'in', [...adminEmails])]),
      ]),
    )
    .orderBy('forum_moderators.created_at')
    .execute();
  const isAdmin = (row: { email: string }) => isAdminEmail(adminEmails, row.email);
  return [
    ...rows
      .filter(isAdmin)
      .sort((a, b) => a.email.localeCompare(b.email))
      .map((row) => ({ ...row, source: 'config' as const })),
    ...rows.filter((row) => !isAdmin(row)).map((row) => ({ ...row, source: 'app' as const })),
  ];
}

async function activeSuspensionRows(db: Db, now: Date) {
  return db
    .selectFrom('forum_suspensions')
    .selectAll()
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now.toISOString())]))
    .orderBy('created_at', 'desc')
    .execute();
}

/**
 * Carries out one moderation action for a moderator (promote and demote: admins only) and
 * writes it to the log, in one transaction: the log never misses an action that happened.
 */
export async function moderate(
  app: FastifyInstance,
  moderatorId: string,
  action: ModerationAction,
  now: Date,
): Promise<ModerationLogEntry> {
  const { db } = app.database;
  const { adminEmails } = app.config;
  const roles = await requireModerator(db, adminEmails, moderatorId);
  const row = await db.transaction().execute(async (trx) => {
    const target = await perform(trx, { adminEmails, moderatorId, roles, action, now });
    return writeModerationLog(trx, {
      moderator_id: moderatorId,
      action: action.action,
      target_type: target.type,
      target_id: target.id,
      target_label: target.label,
      reason: action.reason,
      now,
    });
  });
  return logEntryOf(row, await authorsOf(db, adminEmails, [row.moderator_id]));
}

interface Context {
  adminEmails: readonly string[];
  moderatorId: string;
  roles: CommunityRoles;
  action: ModerationAction;
  now: Date;
}

async function perform(trx: Trx, context: Context): Promise<Target> {
  const { action } = context;
  switch (action.action) {
    case 'hide':
    case 'restore':
      return setPostHidden(trx, context, action.postId, action.action === 'hide');
    case 'lock':
    case 'unlock':
    case 'pin':
    case 'unpin':
      return setThreadFlag(trx, context, action.threadId, action.action);
    case 'suspend':
      return suspend(trx, context, action.userId, action.days);
    case 'unsuspend':
      return unsuspend(trx, context, action.userId);
    case 'dismiss':
      return dismissReport(trx, context, action.reportId);
    case 'promote':
    case 'demote':
      return setModerator(trx, context, action.email, action.action === 'promote');
  }
}

async function nameOf(
  trx: Trx,
  adminEmails: readonly string[],
  userId: string | null,
): Promise<CommunityAuthor | null> {
  return authorOf(await authorsOf(trx, adminEmails, [userId]), userId);
}

async function setPostHidden(
  trx: Trx,
  { adminEmails, moderatorId, now }: Context,
  postId: string,
  hide: boolean,
): Promise<Target> {
  const post = await trx
    .selectFrom('forum_posts')
    .innerJoin('forum_threads', 'forum_threads.id', 'forum_posts.thread_id')
    .select([
      'forum_posts.id',
      'forum_posts.thread_id',
      'forum_posts.author_id',
      'forum_posts.deleted_at',
      'forum_posts.hidden_at',
      'forum_threads.title',
    ])
    .where('forum_posts.id', '=', postId)
    .executeTakeFirst();
  if (!post || post.deleted_at !== null) {
    throw new HttpError(
      404,
      'post_not_found',
      'This post does not exist or its author deleted it.',
    );
  }
  if (hide && post.hidden_at !== null) {
    throw conflict('already_hidden', 'This post is already hidden.');
  }
  if (!hide && post.hidden_at === null) {
    throw conflict('not_hidden', 'This post is not hidden: there is nothing to restore.');
  }
  await trx
    .updateTable('forum_posts')
    .set({ hidden_at: hide ? now.toISOString() : null })
    .where('id', '=', post.id)
    .execute();
  if (hide) {
    await trx
      .updateTable('forum_reports')
      .set({ resolved_at: now.toISOString(), resolved_by: moderatorId })
      .where('post_id', '=', post.id)
      .where('resolved_at', 'is', null)
      .execute();
  }
  await refreshThreadStats(trx, post.thread_id);
  const author = await nameOf(trx, adminEmails, post.author_id);
  return { type: 'post', id: post.id, label: postLabel(author?.name ?? null, post.title) };
}

const threadFlags = {
  lock: {
    column: 'locked_at',
    set: true,
    code: 'already_locked',
    already: 'This thread is already locked.',
  },
  unlock: {
    column: 'locked_at',
    set: false,
    code: 'not_locked',
    already: 'This thread is not locked.',
  },
  pin: {
    column: 'pinned_at',
    set: true,
    code: 'already_pinned',
    already: 'This thread is already pinned.',
  },
  unpin: {
    column: 'pinned_at',
    set: false,
    code: 'not_pinned',
    already: 'This thread is not pinned.',
  },
} as const;

async function setThreadFlag(
  trx: Trx,
  { now }: Context,
  threadId: string,
  action: keyof typeof threadFlags,
): Promise<Target> {
  const flag = threadFlags[action];
  const thread = await trx
    .selectFrom('forum_threads')
    .select(['id', 'title', 'locked_at', 'pinned_at'])
    .where('id', '=', threadId)
    .executeTakeFirst();
  if (!thread) throw new HttpError(404, 'thread_not_found', 'This thread does not exist.');
  if ((thread[flag.column] !== null) === flag.set) {
    throw conflict(flag.code, flag.already);
  }
  await trx
    .updateTable('forum_threads')
    .set({ [flag.column]: flag.set ? now.toISOString() : null })
    .where('id', '=', thread.id)
    .execute();
  return { type: 'thread', id: thread.id, label: threadLabel(thread.title) };
}

async function accountOf(trx: Trx, adminEmails: readonly string[], userId: string) {
  const user = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const author = user ? await nameOf(trx, adminEmails, user.id) : null;
  if (!user || !author) throw new HttpError(404, 'user_not_found', 'No account has that id.');
  return { ...user, author, label: accountLabel(author.name, author.handle) };
}

async function suspend(
  trx: Trx,
  { adminEmails, moderatorId, action, now }: Context,
  userId: string,
  days: number | undefined,
): Promise<Target> {
  const account = await accountOf(trx, adminEmails, userId);
  if (account.id === moderatorId) {
    throw new HttpError(403, 'cannot_suspend', 'You cannot suspend your own account.');
  }
  if (isAdminEmail(adminEmails, account.email)) {
    throw new HttpError(
      403,
      'cannot_suspend',
      'An admin cannot be suspended: admins are set by ADMIN_EMAILS in the server configuration.',
    );
  }
  const terms = {
    until: days === undefined ? null : new Date(now.getTime() + days * DAY_MS).toISOString(),
    reason: action.reason,
    suspended_by: moderatorId,
    created_at: now.toISOString(),
  };
  // A new suspension replaces the one before, whether it was still running or had ended.
  await trx
    .insertInto('forum_suspensions')
    .values({ user_id: account.id, ...terms })
    .onConflict((onConflict) => onConflict.column('user_id').doUpdateSet(terms))
    .execute();
  return { type: 'user', id: account.id, label: account.label };
}

async function unsuspend(trx: Trx, { adminEmails, now }: Context, userId: string): Promise<Target> {
  const account = await accountOf(trx, adminEmails, userId);
  if (!(await activeSuspension(trx, account.id, now))) {
    throw conflict('not_suspended', 'This account is not suspended.');
  }
  await trx.deleteFrom('forum_suspensions').where('user_id', '=', account.id).execute();
  return { type: 'user', id: account.id, label: account.label };
}

async function dismissReport(
  trx: Trx,
  { adminEmails, moderatorId, now }: Context,
  reportId: string,
): Promise<Target> {
  const report = await trx
    .selectFrom('forum_reports')
    .innerJoin('forum_posts', 'forum_posts.id', 'forum_reports.post_id')
    .innerJoin('forum_threads', 'forum_threads.id', 'forum_posts.thread_id')
    .select([
      'forum_reports.id',
      'forum_reports.resolved_at',
      'forum_posts.author_id',
      'forum_threads.title',
    ])
    .where('forum_reports.id', '=', reportId)
    .executeTakeFirst();
  if (!report) throw new HttpError(404, 'report_not_found', 'This report does not exist.');
  if (report.resolved_at !== null) {
    throw conflict('already_resolved', 'A moderator has already dealt with this report.');
  }
  await trx
    .updateTable('forum_reports')
    .set({ resolved_at: now.toISOString(), resolved_by: moderatorId })
    .where('id', '=', report.id)
    .execute();
  const author = await nameOf(trx, adminEmails, report.author_id);
  return {
    type: 'report',
    id: report.id,
    label: `report on ${postLabel(author?.name ?? null, report.title)}`,
  };
}

async function setModerator(
  trx: Trx,
  { adminEmails, moderatorId, roles, now }: Context,
  email: string,
  promote: boolean,
): Promise<Target> {
  if (!roles.isAdmin) throw new HttpError(403, 'not_admin', ONLY_ADMINS_PROMOTE);
  const user = await trx
    .selectFrom('users')
    .leftJoin('forum_moderators', 'forum_moderators.user_id', 'users.id')
    .select(['users.id', 'users.email', 'forum_moderators.user_id as moderator'])
    .where('users.email', '=', email)
    .executeTakeFirst();
  if (!user) throw new HttpError(404, 'user_not_found', NO_ACCOUNT_FOR_EMAIL);
  if (isAdminEmail(adminEmails, user.email)) {
    throw conflict(
      'configured_admin',
      promote
        ? `${user.email} is already an admin, set by ADMIN_EMAILS in the server configuration.`
        : `${user.email} is an admin set by ADMIN_EMAILS in the server configuration: remove the address there to stop them moderating.`,
    );
  }
  if (promote) {
    if (user.moderator !== null) {
      throw conflict('already_moderator', `${user.email} is already a moderator.`);
    }
    await trx
      .insertInto('forum_moderators')
      .values({ user_id: user.id, granted_by: moderatorId, created_at: now.toISOString() })
      .execute();
  } else {
    if (user.moderator === null) {
      throw conflict('not_moderator', `${user.email} is not a moderator.`);
    }
    await trx.deleteFrom('forum_moderators').where('user_id', '=', user.id).execute();
  }
  return { type: 'user', id: user.id, label: user.email };
}
