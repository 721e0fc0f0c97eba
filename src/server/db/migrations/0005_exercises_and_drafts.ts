import type { Kysely } from 'kysely';

/** Lesson exercises passed (first pass and attempts) and the learner's drafts of lesson code. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exercise_completions')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (col) => col.notNull())
    .addColumn('lesson_id', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('first_passed_at', 'text')
    .addColumn('last_checked_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('exercise_completions_pk', ['user_id', 'course_id', 'lesson_id'])
    .execute();

  await db.schema
    .createTable('lesson_drafts')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lesson_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('lesson_drafts_pk', ['user_id', 'lesson_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lesson_drafts').execute();
  await db.schema.dropTable('exercise_completions').execute();
}
