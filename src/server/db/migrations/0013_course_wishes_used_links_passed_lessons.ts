import { sql, type Kysely } from 'kysely';

/**
 * Three changes:
 * - course_wishes: a learner's wish to be told when a coming-soon course opens (one per
 *   learner and course), kept so that the mail can be sent when it opens.
 * - one_time_tokens.used_at: a followed confirmation link is kept, marked used, until it
 *   expires, so following it again can say the address is already confirmed.
 * - A passed exercise completes its lesson: exercises passed before this change complete
 *   theirs now, at the pass's instant and in the zone it was made in (no time is known).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('course_wishes')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('course_wishes_pk', ['user_id', 'course_id'])
    .execute();
  // Who to tell when a course opens.
  await db.schema
    .createIndex('course_wishes_course_id')
    .on('course_wishes')
    .column('course_id')
    .execute();

  await db.schema.alterTable('one_time_tokens').addColumn('used_at', 'text').execute();

  await sql`
    insert into lesson_completions
      (user_id, course_id, lesson_id, completed_at, time_zone, time_spent_minutes,
       time_spent_seconds, attempts)
    select e.user_id, e.course_id, e.lesson_id, e.first_passed_at, e.time_zone, 0, 0, 1
    from exercise_completions e
    where e.first_passed_at is not null
      and not exists (
        select 1 from lesson_completions l
        where l.user_id = e.user_id and l.course_id = e.course_id and l.lesson_id = e.lesson_id
      )`.execute(db);
  // A course the learner never opened gets its record, on the lesson passed last.
  await sql`
    insert into course_progress (user_id, course_id, current_lesson_id, started_at, last_accessed_at)
    select e.user_id, e.course_id, e.lesson_id, e.first_passed_at, e.first_passed_at
    from exercise_completions e
    where e.first_passed_at is not null
      and not exists (
        select 1 from course_progress p
        where p.user_id = e.user_id and p.course_id = e.course_id
      )
      and not exists (
        select 1 from exercise_completions later
        where later.user_id = e.user_id and later.course_id = e.course_id
          and later.first_passed_at is not null
          and (later.first_passed_at > e.first_passed_at
            or (later.first_passed_at = e.first_passed_at and later.lesson_id > e.lesson_id))
      )`.execute(db);
}

/** The completions made from passes stay: they are the learner's progress. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('one_time_tokens').dropColumn('used_at').execute();
  await db.schema.dropIndex('course_wishes_course_id').execute();
  await db.schema.dropTable('course_wishes').execute();
}
