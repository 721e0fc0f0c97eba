import { sql, type Kysely } from 'kysely';

/**
 * Pro's free trial is once per account: the first trial of each learner is kept here for good,
 * whatever becomes of the subscription that had it (ended now, replaced, its row deleted).
 * Trials already under way or over are carried over from the subscriptions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_trials')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('subscription_id', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .execute();

  await sql`
    INSERT INTO billing_trials (user_id, subscription_id, provider, started_at)
    SELECT user_id, subscription_id, provider, created_at
    FROM user_subscriptions
    WHERE trial_end IS NOT NULL OR subscription_status = 'trialing'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_trials').execute();
}
