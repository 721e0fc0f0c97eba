import { Queue, Worker } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { redisConnection } from '../queue/jobs';

/*
 * One scheduler for everything the site sends on its own: the weekly progress mail, streak
 * reminders (mail and push), new courses' mails and assignment reminders. Every few minutes it
 * runs each task with the time; a task sends what is due then and claims each message first
 * (sent-log.ts), so a look made twice sends nothing twice.
 *
 * With REDIS_URL the looks are a BullMQ repeatable job: whichever replica's worker takes a tick
 * runs it, one at a time across the site. Without it, an in-process timer looks.
 */

export interface ScheduledTask {
  /** Names the task in the logs. */
  name: string;
  /** Sends what is due at `now`; answers how many messages it sent. */
  run: (app: FastifyInstance, now: Date) => Promise<number>;
}

/** How often the scheduler looks for what is due. */
export const SCHEDULER_TICK_MS = 5 * 60 * 1000;

/** The BullMQ queue of the ticks, under QUEUE_PREFIX like the runs. */
export const SCHEDULER_QUEUE = 'schedule';
const TICK = 'tick';

/**
 * Runs every task at `now`, one after the other; a task that fails is logged and the others
 * still run. Answers what each sent.
 */
export async function runScheduledTasks(
  app: FastifyInstance,
  tasks: readonly ScheduledTask[],
  now: Date,
): Promise<Record<string, number>> {
  const sent: Record<string, number> = {};
  for (const task of tasks) {
    try {
      sent[task.name] = await task.run(app, now);
      if (sent[task.name]! > 0) app.log.info({ task: task.name, sent: sent[task.name] }, 'sent');
    } catch (error) {
      app.log.error({ err: error, task: task.name }, 'a scheduled task failed');
    }
  }
  return sent;
}

export interface SchedulerOptions {
  clock?: () => Date;
  intervalMs?: number;
}

/**
 * Looks once the server is ready and every `intervalMs` after that. The timer never keeps the
 * process alive; closing the server stops it and waits for a look under way.
 */
export function startScheduler(
  app: FastifyInstance,
  tasks: readonly ScheduledTask[],
  options: SchedulerOptions = {},
): void {
  const clock = options.clock ?? (() => new Date());
  const intervalMs = options.intervalMs ?? SCHEDULER_TICK_MS;
  const look = () => runScheduledTasks(app, tasks, clock());
  if (app.config.queue) startOnRedis(app, look, intervalMs);
  else startInProcess(app, look, intervalMs);
}

function startInProcess(app: FastifyInstance, look: () => Promise<unknown>, intervalMs: number) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= look().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  app.addHook('onReady', (done) => {
    tick();
    done();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}

function startOnRedis(app: FastifyInstance, look: () => Promise<unknown>, intervalMs: number) {
  const { redisUrl, prefix } = app.config.queue!;
  const timings = app.config.runner.queueTimings;
  const queueConnection = redisConnection(redisUrl, 'queue', timings);
  const workerConnection = redisConnection(redisUrl, 'blocking', timings);
  // Outages are reported by /health and the run queue; the ticks resume when Redis is back.
  for (const connection of [queueConnection, workerConnection]) {
    connection.on('error', () => undefined);
  }
  const queue = new Queue(SCHEDULER_QUEUE, { connection: queueConnection, prefix });
  const worker = new Worker(SCHEDULER_QUEUE, look, {
    connection: workerConnection,
    prefix,
    concurrency: 1,
    autorun: false,
  });
  worker.on('error', (error) => app.log.warn({ err: error }, 'the scheduler reported an error'));
  app.addHook('onReady', (done) => {
    // Every replica sets the same scheduler: the last one's settings stand, the ticks are one.
    // A Redis that is away does not hold up the start: the ticks begin once it answers.
    queue
      .upsertJobScheduler(
        TICK,
        { every: intervalMs },
        { name: TICK, opts: { removeOnComplete: 10, removeOnFail: 50 } },
      )
      .catch((error: unknown) => app.log.warn({ err: error }, 'the scheduler could not be set'));
    worker.run().catch((error: unknown) => app.log.warn({ err: error }, 'the scheduler stopped'));
    done();
  });
  app.addHook('preClose', async () => {
    await worker.close();
    await queue.close();
    queueConnection.disconnect();
    workerConnection.disconnect();
  });
}
