import { sql, type Kysely } from 'kysely';

/**
 * The certificate's parts and the records analytics reads:
 * - assessment_attempts: each attempt at a course's final assessment, its drawn items, its
 *   deadline and, once submitted, its grading; assessment_answers: its answers, saved as the
 *   learner goes;
 * - certificates: one per learner and course, issued when every requirement holds;
 * - activity_records: one row per run, check and submit of a signed-in learner (kind, outcome,
 *   lesson or challenge, duration), kept for ACTIVITY_RETENTION_DAYS.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assessment_attempts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (col) => col.notNull())
    .addColumn('item_ids', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('deadline_at', 'text', (col) => col.notNull())
    .addColumn('submitted_at', 'text')
    .addColumn('correct', 'integer')
    .addColumn('total', 'integer')
    .addColumn('percent', 'integer')
    .addColumn('passed', 'integer')
    .addColumn('results', 'text')
    .execute();
  // One attempt at a time: at most one open (unsubmitted) attempt per learner and course.
  await db.schema
    .createIndex('assessment_attempts_one_open')
    .on('assessment_attempts')
    .columns(['user_id', 'course_id'])
    .unique()
    .where(sql.ref('submitted_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('assessment_attempts_user_course')
    .on('assessment_attempts')
    .columns(['user_id', 'course_id', 'started_at'])
    .execute();

  // One row per answered item, so answers saved at once never overwrite each other.
  await db.schema
    .createTable('assessment_answers')
    .addColumn('attempt_id', 'text', (col) =>
      col.notNull().references('assessment_attempts.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('saved_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('assessment_answers_pk', ['attempt_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('certificates')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (col) => col.notNull())
    .addColumn('learner_name', 'text', (col) => col.notNull())
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addColumn('hours', 'real', (col) => col.notNull())
    .addColumn('assessment_percent', 'integer', (col) => col.notNull())
    .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('certificates_user_course', ['user_id', 'course_id'])
    .execute();

  await db.schema
    .createTable('activity_records')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('error_kind', 'text')
    .addColumn('course_id', 'text')
    .addColumn('lesson_id', 'text')
    .addColumn('challenge_id', 'text')
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .addColumn('diagnostics', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('activity_records_user_created')
    .on('activity_records')
    .columns(['user_id', 'created_at'])
    .execute();
  // The retention sweep deletes by age across all learners.
  await db.schema
    .createIndex('activity_records_created')
    .on('activity_records')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_records').execute();
  await db.schema.dropTable('certificates').execute();
  await db.schema.dropTable('assessment_answers').execute();
  await db.schema.dropTable('assessment_attempts').execute();
}
