import type { Kysely } from 'kysely';

/**
 * The newsletter asks each address's owner first (double opt-in): an address is pending until
 * the link mailed to it is followed, and every mail to it carries its unsubscribe link.
 * Addresses stored before were never confirmed by anyone, and no mail was ever sent to them:
 * they are not carried over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_subscriptions').execute();
  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('email', 'text', (col) => col.primaryKey())
    // Written into every mail to the address, so it is kept as it is; it can only unsubscribe.
    .addColumn('unsubscribe_token', 'text', (col) => col.notNull().unique())
    // SHA-256 of the confirmation link's token; null once confirmed.
    .addColumn('confirm_token_hash', 'text', (col) => col.unique())
    .addColumn('confirm_expires_at', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('newsletter_subscriptions_confirm_expires_at')
    .on('newsletter_subscriptions')
    .column('confirm_expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_subscriptions').execute();
  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}
