import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What the scheduler sends; a kind and a period name one message to one learner. */
export type ScheduledKind = 'weekly-progress' | 'streak-reminder' | 'new-course' | 'streak-push';

export interface ScheduledMessage {
  kind: ScheduledKind;
  userId: string;
  /** What it is about: the week's Monday, the local day, the course. */
  period: string;
}

/**
 * Claims a message before it is sent: only the first claim of a kind, learner and period
 * succeeds, whichever replica or restart makes it, so none is sent twice.
 */
export async function claimMessage(
  db: Kysely<Database>,
  message: ScheduledMessage,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto('sent_mails')
    .values({
      kind: message.kind,
      user_id: message.userId,
      period: message.period,
      sent_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['kind', 'user_id', 'period']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Gives a claim back after its message could not be sent, so the next look tries again. */
export async function releaseMessage(
  db: Kysely<Database>,
  message: ScheduledMessage,
): Promise<void> {
  await db
    .deleteFrom('sent_mails')
    .where('kind', '=', message.kind)
    .where('user_id', '=', message.userId)
    .where('period', '=', message.period)
    .execute();
}

/** Whether a message is among those already claimed (see claimedAmong). */
export type Claimed = (userId: string, period: string) => boolean;

/**
 * The messages of one kind already claimed for these periods, read at once, so a look that
 * finds nothing new to send costs one query rather than a claim per learner.
 */
export async function claimedAmong(
  db: Kysely<Database>,
  kind: ScheduledKind,
  periods: readonly string[],
): Promise<Claimed> {
  if (periods.length === 0) return () => false;
  const rows = await db
    .selectFrom('sent_mails')
    .select(['user_id', 'period'])
    .where('kind', '=', kind)
    .where('period', 'in', [...new Set(periods)])
    .execute();
  const keys = new Set(rows.map((row) => `${row.user_id} ${row.period}`));
  return (userId, period) => keys.has(`${userId} ${period}`);
}

/**
 * Sends one scheduled message at most once: claims it, sends it, and gives the claim back when
 * the send fails (logged), so a later look tries again. Answers what happened: sent now, taken
 * (sent before, or by another replica), or failed.
 */
export async function sendOnce(
  app: FastifyInstance,
  message: ScheduledMessage,
  now: Date,
  send: () => Promise<void>,
): Promise<'sent' | 'taken' | 'failed'> {
  const { db } = app.database;
  if (!(await claimMessage(db, message, now))) return 'taken';
  try {
    await send();
    return 'sent';
  } catch (error) {
    app.log.error({ err: error, kind: message.kind, period: message.period }, 'not sent');
    await releaseMessage(db, message);
    return 'failed';
  }
}
