import Fastify from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { ACTIVITY_RETENTION_DAYS } from '@domain/analytics-api';
import { describeEachDatabase } from '@tests/helpers/databases';
import { insertLearner } from '@tests/helpers/users';
import { recordActivity } from './records';
import { ACTIVITY_SWEEP_MS, scheduleActivitySweep } from './retention';

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase('the activity records sweep', (database) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`deletes records older than ${ACTIVITY_RETENTION_DAYS} days at start and daily after`, async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { db } = database.handle;
    const userId = await insertLearner(db);
    let now = new Date('2026-06-15T12:00:00.000Z');
    const record = (ageDays: number) =>
      recordActivity(db, {
        userId,
        kind: 'run',
        outcome: 'success',
        durationMs: 5,
        now: new Date(now.getTime() - ageDays * DAY_MS),
      });
    await record(ACTIVITY_RETENTION_DAYS + 1);
    await record(ACTIVITY_RETENTION_DAYS - 1);
    await record(0);
    const ages = async () =>
      (
        await db
          .selectFrom('activity_records')
          .select('created_at')
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute()
      ).map((row) => Math.round((now.getTime() - Date.parse(row.created_at)) / DAY_MS));

    const app = Fastify({ logger: false });
    app.decorate('database', database.handle);
    scheduleActivitySweep(app, { clock: () => now });
    await app.ready();
    expect(await ages()).toEqual([ACTIVITY_RETENTION_DAYS - 1, 0]);

    // Two days on, the record of 364 days ago has passed its retention too.
    now = new Date(now.getTime() + 2 * DAY_MS);
    await vi.advanceTimersByTimeAsync(ACTIVITY_SWEEP_MS);
    await expect.poll(ages).toEqual([2]);

    await app.close();
    // Closed: the timer is gone, nothing is swept any more.
    now = new Date(now.getTime() + ACTIVITY_RETENTION_DAYS * DAY_MS);
    expect(vi.getTimerCount()).toBe(0);
    expect(await ages()).toEqual([ACTIVITY_RETENTION_DAYS + 2]);
  });
});
