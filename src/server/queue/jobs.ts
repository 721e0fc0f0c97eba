import { Redis } from 'ioredis';
import type { QueueTimings } from '../config';
import { HttpError } from '../http/errors';
import type { ExecuteInput } from '../runner/runner';
import type { TraceResponse } from '@domain/trace';
import type { RunResult, RunService, TraceInput } from '../runner/service';

/** The BullMQ queue every run goes through; its keys live under QUEUE_PREFIX. */
export const QUEUE_NAME = 'runs';

/**
 * A job taken by a worker that then vanished is run once more, never a third time (the 503 for
 * a run whose workers stopped says "twice").
 */
export const MAX_STALLED = 1;

/** Redis reconnects after 200 ms, 400 ms, ... at most every 2 s. */
const RECONNECT_STEP_MS = 200;
const RECONNECT_MAX_MS = 2_000;

export function jobOptions(timings: QueueTimings) {
  // Finished jobs (and their results) are kept for a while, up to a number, then dropped.
  const keep = { age: timings.keepSeconds, count: timings.keepJobs };
  return {
    // A run whose processing threw (not a refusal: those are results) is tried once more.
    attempts: 2,
    removeOnComplete: keep,
    removeOnFail: keep,
  } as const;
}

/** A job: a run (execute) or a trace (the visualizer), and who asked. */
export type RunJobData = (
  { kind?: 'run'; input: ExecuteInput } | { kind: 'trace'; input: TraceInput }
) & {
  /** Who asked (a user or an address): a busy worker serves waiting clients in turn. */
  client: string;
  /** The channel the asking server listens on for the result (a `RunAnswer`). */
  answerTo?: string;
};

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
  | { ok: true; response: RunResult | TraceResponse }
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
    const options = { client: data.client };
    const response =
      data.kind === 'trace'
        ? await runner.trace(data.input, options)
        : await runner.execute(data.input, options);
    return { ok: true, response };
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
export function redisConnection(
  url: string,
  kind: 'blocking' | 'queue' | 'commands',
  timings: Pick<QueueTimings, 'commandMs'>,
): Redis {
  const retryStrategy = (times: number) => Math.min(RECONNECT_STEP_MS * times, RECONNECT_MAX_MS);
  if (kind === 'blocking') return new Redis(url, { maxRetriesPerRequest: null, retryStrategy });
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: kind === 'queue',
    connectTimeout: timings.commandMs,
    retryStrategy,
  });
}

/** The workers seen within `workerSeenMs`; older heartbeats are removed. */
export async function workersSeen(
  client: Redis,
  prefix: string,
  workerSeenMs: number,
): Promise<WorkerBeat[]> {
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
    if (beat && now - beat.seen <= workerSeenMs) seen.push(beat);
    else stale.push(id);
  }
  if (stale.length > 0) await client.hdel(key, ...stale);
  return seen;
}
