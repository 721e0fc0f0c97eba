import { sql, type Kysely } from 'kysely';

/**
 * A rotated refresh token remembers when it was rotated and, for a few seconds only, its
 * successor (encrypted): two tabs refreshing with the same token then share one session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('revoked_at', 'text').execute();
  await db.schema.alterTable('refresh_tokens').addColumn('sealed_successor', 'text').execute();
  // Finds the successors to erase once their few seconds are over.
  await db.schema
    .createIndex('refresh_tokens_sealed_successor')
    .on('refresh_tokens')
    .column('revoked_at')
    .where(sql.ref('sealed_successor'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('refresh_tokens_sealed_successor').execute();
  await db.schema.alterTable('refresh_tokens').dropColumn('sealed_successor').execute();
  await db.schema.alterTable('refresh_tokens').dropColumn('revoked_at').execute();
}
