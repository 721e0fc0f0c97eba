import { Redis } from 'ioredis';
import { HttpError } from '../http/errors';
import type { ExecuteInput } from '../runner/runner';
import type { RunResult, RunService } from '../runner/service';

/** The BullMQ queue every run goes through; its keys live under QUEUE_PREFIX. */
export const QUEUE_NAME = 'runs';

/**
 * A worker holds a lock on each job it runs and renews it every half of this; a worker killed
 * outright stops renewing, so its jobs count as stalled this long after.
 */
export const LOCK_MS = 4_000;
/** How often workers look for stalled jobs (active, lock gone) and put them back in line. */
export const STALLED_CHECK_MS = 2_000;
/** A job taken by a worker that then vanished is run once more, never a third time. */
export const MAX_STALLED = 1;

/** Workers write a heartbeat this often; /health counts those seen within WORKER_SEEN_MS. */
export const HEARTBEAT_MS = 5_000;
export const WORKER_SEEN_MS = 15_000;

/** Finished jobs (and their results) are kept this long, and at most this many, then dropped. */
const KEEP = { age: 3600, count: 10_000 };

export const JOB_OPTIONS = {
  // A run whose processing threw (not a refusal: those are results) is tried once more.
  attempts: 2,
  removeOnComplete: KEEP,
  removeOnFail: KEEP,
} as const;

export interface RunJobData {
  input: ExecuteInput;
  /** Who asked (a user or an address): a busy worker serves waiting clients in turn. */
  client: string;
  /** The channel the asking server listens on for the result (a `RunAnswer`). */
  answerTo?: string;
}

/** A server's channel for the results of the runs it queued: one per server process. */
export function answerChannel(prefix: string, serverId: string): string {
  return `${prefix}:${QUEUE_NAME}:answers:${serverId}`;
}

/** What a worker publishes on a run's `answerTo` channel as soon as the run is over. */
export interface RunAnswer {
  jobId: string;
  result: RunJobResult;
}

/** The worker's answer: the run's result, or the refusal the API answers with as it is. */
export type RunJobResult =
  | { ok: true; response: RunResult }
  | {
      ok: false;
      error: { statusCode: number; code: string; message: string; headers: Record<string, string> };
    };

/** Where workers write their heartbeats: a hash of worker id → {seen, concurrency}. */
export function heartbeatKey(prefix: string): string {
  return `${prefix}:${QUEUE_NAME}:worker-heartbeats`;
}

/** The list of jobs waiting for a worker (BullMQ's key layout). */
export function waitKey(prefix: string): string {
  return `${prefix}:${QUEUE_NAME}:wait`;
}

/** The lock a worker holds on a job while it runs it (BullMQ's key layout). */
export function lockKey(prefix: string, jobId: string): string {
  return `${prefix}:${QUEUE_NAME}:${jobId}:lock`;
}

export interface WorkerBeat {
  /** When the worker last wrote, in ms since the epoch. */
  seen: number;
  concurrency: number;
  host: string;
  pid: number;
}

/** Runs one job on a worker's runner; refusals travel back as results, not as failures. */
export async function processRun(runner: RunService, data: RunJobData): Promise<RunJobResult> {
  try {
    return { ok: true, response: await runner.execute(data.input, { client: data.client }) };
  } catch (error) {
    if (error instanceof HttpError) {
      return {
        ok: false,
        error: {
          statusCode: error.statusCode,
          code: error.code,
          message: error.message,
          headers: error.headers,
        },
      };
    }
    throw error;
  }
}

/**
 * A Redis connection; every kind reconnects by itself. `blocking` ones (BullMQ workers and
 * event readers) wait through an outage and carry on; `queue` (a BullMQ Queue's, which sends
 * its set-up commands before the connection is up) gives up on a command after one retry;
 * `commands` fails at once while Redis is away, so no request hangs on it.
 */
export function redisConnection(url: string, kind: 'blocking' | 'queue' | 'commands'): Redis {
  const retryStrategy = (times: number) => Math.min(200 * times, 2_000);
  if (kind === 'blocking') return new Redis(url, { maxRetriesPerRequest: null, retryStrategy });
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: kind === 'queue',
    connectTimeout: 2_000,
    retryStrategy,
  });
}

/** The workers seen within WORKER_SEEN_MS; older heartbeats are removed. */
export async function workersSeen(client: Redis, prefix: string): Promise<WorkerBeat[]> {
  const key = heartbeatKey(prefix);
  const all = await client.hgetall(key);
  const now = Date.now();
  const seen: WorkerBeat[] = [];
  const stale: string[] = [];
  for (const [id, text] of Object.entries(all)) {
    let beat: WorkerBeat | null = null;
    try {
      beat = JSON.parse(text) as WorkerBeat;
    } catch {
      beat = null;
    }
    if (beat && now - beat.seen <= WORKER_SEEN_MS) seen.push(beat);
    else stale.push(id);
  }
  if (stale.length > 0) await client.hdel(key, ...stale);
  return seen;
}
