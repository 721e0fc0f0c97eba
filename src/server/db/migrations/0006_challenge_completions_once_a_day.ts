import type { Kysely } from 'kysely';

/** A challenge completes once per learner and local day, even when two submits race. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('challenge_completions_once_a_day')
    .on('challenge_completions')
    .columns(['user_id', 'challenge_id', 'day'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('challenge_completions_once_a_day').execute();
}
