import type { Kysely } from 'kysely';

/**
 * Accounts: sessions with rotating refresh tokens, one-time e-mail tokens, PKCE auth codes,
 * settings, and the learning records the dashboard and profile read. Every row of a user goes
 * when the user goes (ON DELETE CASCADE).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('last_sign_in_at', 'text').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('refreshed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('session_id', 'text', (col) =>
      col.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('revoked', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('refresh_tokens_session_id')
    .on('refresh_tokens')
    .column('session_id')
    .execute();

  await db.schema
    .createTable('one_time_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('redirect_to', 'text')
    .addColumn('code_challenge', 'text')
    .addColumn('code_challenge_method', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('one_time_tokens_user_id')
    .on('one_time_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('auth_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('code_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('code_challenge', 'text', (col) => col.notNull())
    .addColumn('code_challenge_method', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('notifications', 'text', (col) => col.notNull())
    .addColumn('preferences', 'text', (col) => col.notNull())
    .addColumn('coding', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('course_progress')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (col) => col.notNull())
    .addColumn('current_lesson_id', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('last_accessed_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('course_progress_pk', ['user_id', 'course_id'])
    .execute();

  await db.schema
    .createTable('lesson_completions')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (col) => col.notNull())
    .addColumn('lesson_id', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text', (col) => col.notNull())
    .addColumn('time_spent_minutes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('lesson_completions_pk', ['user_id', 'course_id', 'lesson_id'])
    .execute();

  await db.schema
    .createTable('challenge_completions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('challenge_id', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('completed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('challenge_completions_user_day')
    .on('challenge_completions')
    .columns(['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'challenge_completions',
    'lesson_completions',
    'course_progress',
    'user_settings',
    'auth_codes',
    'one_time_tokens',
    'refresh_tokens',
    'sessions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('last_sign_in_at').execute();
}
