// The scheduler's looks: in this process on a timer, or (with TEST_REDIS_URL, as in CI) as
// BullMQ ticks that one replica takes at a time.
import crypto from 'node:crypto';
import os from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@server/config';
import { deleteRedisKeys } from '@tests/helpers/redis-keys';
import { runScheduledTasks, startScheduler, type ScheduledTask } from './scheduler';

function bareApp(env: Record<string, string> = {}): FastifyInstance {
  const app = Fastify({ logger: false });
  app.decorate('config', loadConfig({ DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent', ...env }));
  return app;
}

/** A task that notes the time of every look. */
function countingTask(): ScheduledTask & { looks: Date[] } {
  const looks: Date[] = [];
  return {
    name: 'counting',
    looks,
    run: (_app, now) => {
      looks.push(now);
      return Promise.resolve(1);
    },
  };
}

describe('the scheduler in one process', () => {
  afterEach(() => vi.useRealTimers());

  it('looks once ready and every interval, with its clock, and stops when the server closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = bareApp();
    const task = countingTask();
    let now = new Date('2026-11-23T16:00:00Z');
    startScheduler(app, [task], { clock: () => now, intervalMs: 60_000 });
    await app.ready();
    await vi.waitFor(() => expect(task.looks).toHaveLength(1));
    now = new Date('2026-11-23T16:01:00Z');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task.looks.map((look) => look.toISOString())).toEqual([
      '2026-11-23T16:00:00.000Z',
      '2026-11-23T16:01:00.000Z',
    ]);
    await app.close();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs the other tasks when one fails, and answers what each sent', async () => {
    const app = bareApp();
    const failing: ScheduledTask = {
      name: 'failing',
      run: () => Promise.reject(new Error('SMTP is down')),
    };
    const task = countingTask();
    const sent = await runScheduledTasks(app, [failing, task], new Date());
    expect(sent).toEqual({ counting: 1 });
    expect(task.looks).toHaveLength(1);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the scheduler over two replicas on Redis', () => {
  const prefix = `test-${crypto.randomBytes(6).toString('hex')}`;

  it('takes each tick on one replica only', async () => {
    const env = { REDIS_URL: redisUrl!, QUEUE_PREFIX: prefix };
    const replicas = [bareApp(env), bareApp(env)];
    const tasks = replicas.map(() => countingTask());
    const intervalMs = 400;
    try {
      replicas.forEach((app, index) => startScheduler(app, [tasks[index]!], { intervalMs }));
      await Promise.all(replicas.map((app) => app.ready()));
      const all = () =>
        tasks
          .flatMap((task) => task.looks)
          .map((look) => look.getTime())
          .sort((a, b) => a - b);
      await vi.waitFor(() => expect(all().length).toBeGreaterThanOrEqual(5), {
        timeout: 15_000,
        interval: 50,
      });
      // Both replicas set the one repeating job: were its ticks taken twice, two looks would
      // fall together.
      const looks = all();
      const gaps = looks.slice(1).map((time, index) => time - looks[index]!);
      expect(Math.min(...gaps)).toBeGreaterThan(intervalMs / 2);
    } finally {
      await Promise.all(replicas.map((app) => app.close()));
      await deleteRedisKeys(redisUrl!, prefix);
    }
  });
});
