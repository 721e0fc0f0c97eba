import crypto from 'node:crypto';
import os from 'node:os';
import { Worker, type Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_QUEUE_TIMINGS, type QueueConfig, type QueueTimings } from '@server/config';
import {
  heartbeatKey,
  MAX_STALLED,
  processRun,
  QUEUE_NAME,
  redisConnection,
  type RunJobData,
  type RunAnswer,
  type RunJobResult,
  type WorkerBeat,
} from '@server/queue/jobs';
import type { RunService } from '@server/runner/service';

export interface RunWorker {
  readonly id: string;
  /** Takes no new jobs, finishes those it holds, then lets go of Redis. */
  close(): Promise<void>;
}

/**
 * Takes runs off the queue and runs them on `runner`, `concurrency` at a time (the runner's
 * pool size), and writes a heartbeat so the API's /health can count the workers.
 */
export async function startRunWorker(options: {
  queue: QueueConfig;
  runner: RunService;
  concurrency: number;
  log: FastifyBaseLogger;
  /** The QUEUE_* timings (config.runner.queueTimings); their defaults when left out. */
  timings?: QueueTimings;
}): Promise<RunWorker> {
  const { queue, runner, concurrency, log, timings = DEFAULT_QUEUE_TIMINGS } = options;
  const id = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  const connection = redisConnection(queue.redisUrl, 'blocking', timings);
  connection.on('error', () => undefined);
  const takeJob = async (job: Job<RunJobData, RunJobResult>) => {
    const result = await processRun(runner, job.data);
    // The asking server answers from this at once; BullMQ records the job as completed after.
    if (job.data.answerTo && job.id && connection.status === 'ready') {
      const answer: RunAnswer = { jobId: job.id, result };
      connection.publish(job.data.answerTo, JSON.stringify(answer)).catch(() => undefined);
    }
    return result;
  };
  // One BullMQ worker per slot, each taking one job at a time. A single worker with
  // `concurrency` slots asks Redis for a second job before it starts the first one it took,
  // which puts a round trip on every run's way while the line is short.
  const slots = Array.from(
    { length: concurrency },
    () =>
      new Worker<RunJobData, RunJobResult>(QUEUE_NAME, takeJob, {
        connection,
        prefix: queue.prefix,
        concurrency: 1,
        lockDuration: timings.lockMs,
        stalledInterval: timings.stalledCheckMs,
        maxStalledCount: MAX_STALLED,
        autorun: true,
      }),
  );
  let lastError = '';
  for (const slot of slots) {
    slot.on('error', (error) => {
      // A Redis outage repeats the same error on every retry: say it once.
      if (error.message !== lastError) log.warn({ err: error }, 'the run queue reported an error');
      lastError = error.message;
    });
    slot.on('ready', () => {
      lastError = '';
    });
    slot.on('failed', (job, error) =>
      log.error({ err: error, jobId: job?.id }, 'a run failed on this worker'),
    );
  }

  const key = heartbeatKey(queue.prefix);
  const beat = () => {
    // While Redis is away nothing is sent (a blocking connection would queue every beat).
    if (connection.status !== 'ready') return;
    const value: WorkerBeat = {
      seen: Date.now(),
      concurrency,
      host: os.hostname(),
      pid: process.pid,
    };
    connection
      .multi()
      .hset(key, id, JSON.stringify(value))
      .pexpire(key, 4 * timings.workerSeenMs)
      .exec()
      .catch(() => undefined);
  };
  const heartbeat = setInterval(beat, timings.heartbeatMs);
  heartbeat.unref();
  await Promise.all(slots.map((slot) => slot.waitUntilReady()));
  beat();

  return {
    id,
    async close() {
      clearInterval(heartbeat);
      await Promise.all(slots.map((slot) => slot.close()));
      if (connection.status === 'ready') await connection.hdel(key, id).catch(() => undefined);
      connection.disconnect();
    },
  };
}
