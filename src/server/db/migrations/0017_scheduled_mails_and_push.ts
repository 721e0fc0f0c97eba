import type { Kysely } from 'kysely';

/**
 * What the scheduler sends, and where:
 * - sent_mails: one row per message sent on a schedule (a weekly progress mail for a week, a
 *   streak reminder for a day, a new course's mail, a push for a day): the scheduler claims the
 *   row before it sends, so a restart or a second replica never sends the same one twice;
 * - course_openings: the catalogue courses known to be open, and whether their mail went out.
 *   The courses open when this migration ran are recorded as announced, so upgrading mails no
 *   one about a course they already had;
 * - push_subscriptions: each device's Web Push subscription (its endpoint and keys).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sent_mails')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('sent_mails_pk', ['kind', 'user_id', 'period'])
    .execute();
  await db.schema.createIndex('sent_mails_user_id').on('sent_mails').column('user_id').execute();

  await db.schema
    .createTable('course_openings')
    .addColumn('course_id', 'text', (col) => col.primaryKey())
    .addColumn('opened_at', 'text', (col) => col.notNull())
    .addColumn('announced_at', 'text')
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('course_openings' as never)
    .values({ course_id: 'c-programming', opened_at: now, announced_at: now })
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_id')
    .on('push_subscriptions')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('course_openings').execute();
  await db.schema.dropTable('sent_mails').execute();
}
