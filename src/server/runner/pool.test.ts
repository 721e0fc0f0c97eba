import { describe, expect, it } from 'vitest';
import { SlotPool } from './pool';

/** A job that holds its slot until released, recording when it got one. */
function heldJob(pool: SlotPool, client: string, name: string, started: string[]) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  const finished = pool.use(async () => {
    started.push(name);
    await done;
  }, client);
  return { release, finished };
}

describe('SlotPool', () => {
  it('hands freed slots to the waiting clients in turn, not in arrival order', async () => {
    const pool = new SlotPool(1, 10);
    const started: string[] = [];
    const first = heldJob(pool, 'flood', 'flood-1', started);
    const queued = [
      heldJob(pool, 'flood', 'flood-2', started),
      heldJob(pool, 'flood', 'flood-3', started),
      heldJob(pool, 'flood', 'flood-4', started),
      heldJob(pool, 'learner', 'learner-1', started),
    ];
    first.release();
    await first.finished;
    // The learner waited less than flood's own queue: it is served right after flood's next job.
    await Promise.resolve();
    expect(started).toEqual(['flood-1', 'flood-2']);
    queued[0]!.release();
    await queued[0]!.finished;
    await Promise.resolve();
    expect(started).toEqual(['flood-1', 'flood-2', 'learner-1']);
    for (const job of queued) job.release();
    await Promise.all(queued.map((job) => job.finished));
    expect(started).toEqual(['flood-1', 'flood-2', 'learner-1', 'flood-3', 'flood-4']);
    expect(pool.busy).toBe(0);
    expect(pool.queued).toBe(0);
  });

  it('refuses with a 503 once the queue is full', async () => {
    const pool = new SlotPool(1, 1);
    const started: string[] = [];
    const first = heldJob(pool, 'a', 'a-1', started);
    const second = heldJob(pool, 'b', 'b-1', started);
    await expect(pool.use(() => Promise.resolve(), 'c')).rejects.toMatchObject({
      statusCode: 503,
      code: 'runner_busy',
    });
    first.release();
    second.release();
    await Promise.all([first.finished, second.finished]);
  });
});
