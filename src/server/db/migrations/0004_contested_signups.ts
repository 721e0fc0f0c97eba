import type { Kysely } from 'kysely';

/**
 * A sign-up repeated with another password before the address was confirmed: two people claim
 * the address, and only the one who reads its mail may choose the password.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('signup_contested', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('signup_contested').execute();
}
