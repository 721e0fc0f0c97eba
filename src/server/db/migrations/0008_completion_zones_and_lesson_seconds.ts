import { sql, type Kysely } from 'kysely';
import { localDay, TIME_ZONES } from '@domain/challenge-rules';
import { timeZoneOfStoredPreferences } from '@server/account/time-zone';

/**
 * Each completion (lesson, exercise pass, challenge) keeps the zone it was made in, so its day never moves when the learner picks
 * another zone later; a lesson's time is summed in seconds. Existing lessons take the learner's
 * stored zone (their days stay the ones the dashboard showed); an existing challenge takes the
 * zone its stored day was counted in, the learner's own when it fits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('lesson_completions')
    .addColumn('time_zone', 'text', (col) => col.notNull().defaultTo('UTC'))
    .execute();
  await db.schema
    .alterTable('lesson_completions')
    .addColumn('time_spent_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('challenge_completions')
    .addColumn('time_zone', 'text', (col) => col.notNull().defaultTo('UTC'))
    .execute();
  await db.schema
    .alterTable('exercise_completions')
    .addColumn('time_zone', 'text', (col) => col.notNull().defaultTo('UTC'))
    .execute();
  await sql`update lesson_completions set time_spent_seconds = time_spent_minutes * 60`.execute(db);

  const settings = await sql<{
    user_id: string;
    preferences: string;
  }>`select user_id, preferences from user_settings`.execute(db);
  const stored = new Map(settings.rows.map((row) => [row.user_id, row.preferences]));
  const zoneOf = (userId: string) => timeZoneOfStoredPreferences(stored.get(userId));

  const learners = await sql<{
    user_id: string;
  }>`select user_id from lesson_completions union select user_id from exercise_completions`.execute(
    db,
  );
  for (const { user_id } of learners.rows) {
    const zone = zoneOf(user_id);
    if (zone === 'UTC') continue;
    await sql`update lesson_completions set time_zone = ${zone} where user_id = ${user_id}`.execute(
      db,
    );
    await sql`update exercise_completions set time_zone = ${zone} where user_id = ${user_id}`.execute(
      db,
    );
  }

  const challenges = await sql<{
    id: string;
    user_id: string;
    day: string;
    completed_at: string;
  }>`select id, user_id, day, completed_at from challenge_completions`.execute(db);
  for (const row of challenges.rows) {
    const own = zoneOf(row.user_id);
    const instant = new Date(row.completed_at);
    const zone =
      [own, ...Object.values(TIME_ZONES)].find((candidate) => {
        return localDay(instant, candidate).day === row.day;
      }) ?? own;
    if (zone === 'UTC') continue;
    await sql`update challenge_completions set time_zone = ${zone} where id = ${row.id}`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exercise_completions').dropColumn('time_zone').execute();
  await db.schema.alterTable('challenge_completions').dropColumn('time_zone').execute();
  await db.schema.alterTable('lesson_completions').dropColumn('time_spent_seconds').execute();
  await db.schema.alterTable('lesson_completions').dropColumn('time_zone').execute();
}
