import type { Kysely } from 'kysely';

/** When each learner's countdown of a challenge started: every browser shows the same one. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('challenge_timers')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('challenge_id', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('challenge_timers_pk', ['user_id', 'challenge_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('challenge_timers').execute();
}
