import type { Kysely } from 'kysely';

/**
 * Subscriptions (Stripe or the local test checkout), the Stripe customer of each learner, the
 * webhook events already applied (idempotency), local checkout sessions, and enterprise demo
 * requests.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_subscriptions')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('subscription_id', 'text', (col) => col.notNull().unique())
    .addColumn('customer_id', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('plan', 'text', (col) => col.notNull())
    .addColumn('price_id', 'text', (col) => col.notNull())
    .addColumn('subscription_status', 'text', (col) => col.notNull())
    .addColumn('current_period_end', 'text')
    .addColumn('trial_end', 'text')
    .addColumn('cancel_at_period_end', 'integer', (col) => col.notNull().defaultTo(0))
    // When the newest provider event applied was created (ISO): older ones arriving late are ignored.
    .addColumn('last_event_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('billing_customers')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'text', (col) => col.notNull().unique())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan', 'text', (col) => col.notNull())
    .addColumn('price_id', 'text', (col) => col.notNull())
    .addColumn('success_url', 'text', (col) => col.notNull())
    .addColumn('cancel_url', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('checkout_sessions_user_id')
    .on('checkout_sessions')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('enterprise_demo_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('work_email', 'text', (col) => col.notNull())
    .addColumn('company', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('team_size', 'text', (col) => col.notNull())
    .addColumn('needs', 'text', (col) => col.notNull())
    .addColumn('marketing_consent', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enterprise_demo_requests').execute();
  await db.schema.dropTable('checkout_sessions').execute();
  await db.schema.dropTable('billing_events').execute();
  await db.schema.dropTable('billing_customers').execute();
  await db.schema.dropTable('user_subscriptions').execute();
}
