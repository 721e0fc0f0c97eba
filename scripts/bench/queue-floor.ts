// The queue bench's floor: what BullMQ's own hops cost on this machine when nothing else is on
// the way. A job that only waits for a short child process (as a run waits for its sandbox) goes
// through the queue to a worker process, which publishes its id as the run queue's workers
// publish their answers; the same wait in this process is the comparison. A Redis round trip
// after the same wait shows what one hop costs once the processes have idled for a run's length.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

const execFileAsync = promisify(execFile);

export const FLOOR_QUEUE = 'floor';
/** Jobs and their results are dropped as they complete: the floor keeps nothing in Redis. */
export const FLOOR_JOB_OPTIONS = { removeOnComplete: true, removeOnFail: true } as const;

export interface FloorJobData {
  answerTo: string;
}

/** Waits for a child process that sleeps about as long as a cached run takes in its sandbox. */
export async function childWait(): Promise<void> {
  await execFileAsync('sleep', ['0.02']);
}

export interface QueueFloor {
  /** The wait alone, in this process (ms). */
  inProcess: number[];
  /** The wait as a job: added, taken by the floor worker, answered by its publication (ms). */
  queued: number[];
  /** One Redis round trip (PING) right after the wait (ms). */
  roundTrip: number[];
}

/** `runs` of each, in turns; a worker (queue-floor-worker.ts) must be taking FLOOR_QUEUE jobs. */
export async function measureQueueFloor(
  redisUrl: string,
  prefix: string,
  runs: number,
): Promise<QueueFloor> {
  const commands = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const answers = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const queue = new Queue<FloorJobData>(FLOOR_QUEUE, {
    connection: new Redis(redisUrl, { maxRetriesPerRequest: null }),
    prefix,
  });
  const answerTo = `${prefix}:${FLOOR_QUEUE}:answers:${crypto.randomUUID()}`;
  const waiting = new Map<string, () => void>();
  answers.on('message', (_channel: string, jobId: string) => {
    waiting.get(jobId)?.();
    waiting.delete(jobId);
  });
  const measured: QueueFloor = { inProcess: [], queued: [], roundTrip: [] };
  try {
    await answers.subscribe(answerTo);
    await queue.waitUntilReady();
    const queued = async () => {
      const jobId = crypto.randomUUID();
      const answered = new Promise<void>((resolve) => waiting.set(jobId, resolve));
      await queue.add('wait', { answerTo }, { ...FLOOR_JOB_OPTIONS, jobId });
      await answered;
    };
    const timed = async (work: () => Promise<unknown>) => {
      const start = performance.now();
      await work();
      return performance.now() - start;
    };
    // The first few warm each path up and are not counted.
    for (let run = -5; run < runs; run++) {
      const inProcess = await timed(childWait);
      const viaQueue = await timed(queued);
      await childWait();
      const roundTrip = await timed(() => commands.ping());
      if (run < 0) continue;
      measured.inProcess.push(inProcess);
      measured.queued.push(viaQueue);
      measured.roundTrip.push(roundTrip);
    }
    return measured;
  } finally {
    await queue.close();
    commands.disconnect();
    answers.disconnect();
  }
}
