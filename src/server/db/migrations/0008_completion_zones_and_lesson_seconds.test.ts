import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '@tests/helpers/databases';
import { insertLearner } from '@tests/helpers/users';
import { down, up } from './0008_completion_zones_and_lesson_seconds';

describeEachDatabase('migration 0008: completion zones and lesson seconds', (database) => {
  it('gives the rows it finds the zone their days were counted in, and their seconds', async () => {
    const db = database.handle.db;
    // Back to the tables as they were, with rows written before the migration.
    await down(db as never);
    const now = new Date().toISOString();
    const learner = async (timezone: string | null) => {
      const id = await insertLearner(db);
      if (timezone !== null) {
        await db
          .insertInto('user_settings')
          .values({
            user_id: id,
            notifications: '{}',
            preferences: JSON.stringify({ timezone }),
            coding: '{}',
            updated_at: now,
          })
          .execute();
      }
      return id;
    };
    const eastern = await learner('Eastern');
    const byDefault = await learner(null);
    const utc = await learner('UTC');
    for (const userId of [eastern, byDefault, utc]) {
      await db
        .insertInto('lesson_completions')
        .values({
          user_id: userId,
          course_id: 'c-programming',
          lesson_id: 'c-001',
          completed_at: '2026-11-21T04:00:00.000Z',
          time_spent_minutes: 7,
          attempts: 2,
        })
        .execute();
    }
    const challenge = async (userId: string, challengeId: string, day: string, at: string) => {
      const id = crypto.randomUUID();
      await db
        .insertInto('challenge_completions')
        .values({
          id,
          user_id: userId,
          challenge_id: challengeId,
          day,
          points: 50,
          completed_at: at,
        })
        .execute();
      return id;
    };
    // Saturday 20:00 in Los Angeles, the default zone: the day it was stored with.
    const pacificDay = await challenge(
      byDefault,
      'daily-001',
      '2026-11-21',
      '2026-11-22T04:00:00Z',
    );
    // Stored with its UTC day although the learner's zone is Eastern (a zone picked since).
    const utcDay = await challenge(eastern, 'daily-001', '2026-11-22', '2026-11-22T04:00:00Z');
    const easternDay = await challenge(eastern, 'daily-002', '2026-11-22', '2026-11-23T03:00:00Z');

    await up(db as never);

    const lessons = await db
      .selectFrom('lesson_completions')
      .select(['user_id', 'time_zone', 'time_spent_seconds', 'time_spent_minutes'])
      .where('user_id', 'in', [eastern, byDefault, utc])
      .execute();
    const lessonOf = (userId: string) => lessons.find((row) => row.user_id === userId);
    expect(lessonOf(eastern)).toMatchObject({
      time_zone: 'America/New_York',
      time_spent_seconds: 420,
      time_spent_minutes: 7,
    });
    expect(lessonOf(byDefault)).toMatchObject({ time_zone: 'America/Los_Angeles' });
    expect(lessonOf(utc)).toMatchObject({ time_zone: 'UTC' });

    const zones = await db
      .selectFrom('challenge_completions')
      .select(['id', 'time_zone'])
      .where('id', 'in', [pacificDay, utcDay, easternDay])
      .execute();
    const zoneOf = (id: string) => zones.find((row) => row.id === id)?.time_zone;
    expect(zoneOf(pacificDay)).toBe('America/Los_Angeles');
    expect(zoneOf(utcDay)).toBe('UTC');
    expect(zoneOf(easternDay)).toBe('America/New_York');
  });
});
