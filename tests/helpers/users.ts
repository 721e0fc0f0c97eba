import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';

/** A confirmed account written straight to the database, for tests of what is computed from rows. */
export async function insertLearner(db: Kysely<Database>): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      id,
      email: `${id}@example.com`,
      encrypted_password: '',
      email_confirmed_at: now,
      user_metadata: '{}',
      app_metadata: '{}',
      created_at: now,
      updated_at: now,
      last_sign_in_at: null,
      signup_contested: 0,
    })
    .execute();
  return id;
}

/** Sets the learner's time-zone preference (a SPEC §3 choice such as 'Pacific' or 'UTC'). */
export async function setTimeZone(
  db: Kysely<Database>,
  userId: string,
  timezone: string,
): Promise<void> {
  const preferences = JSON.stringify({ timezone });
  await db
    .insertInto('user_settings')
    .values({
      user_id: userId,
      notifications: '{}',
      preferences,
      coding: '{}',
      updated_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ preferences }))
    .execute();
}
