import { Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import {
  answerChannel,
  QUEUE_NAME,
  type RunAnswer,
  type RunJobData,
  type RunJobResult,
} from '@server/queue/jobs';
import type { RunResult, RunService } from '@server/runner/service';
import { startRunWorker } from '@worker/run-worker';
import { HELLO, post } from '../helpers/execute';
import { queueScenarios, testRedisUrl } from '../helpers/runner-modes';
import { startTestServer } from '../helpers/server';

const url = testRedisUrl();
const { nextPrefix, cleanups } = queueScenarios(url);

function connection(): Redis {
  const redis = new Redis(url!, { maxRetriesPerRequest: null });
  cleanups.push(() => redis.disconnect());
  return redis;
}

const response = (output: string): RunResult => ({
  output,
  error: null,
  executionTime: 1,
  status: 'success',
  exitCode: 0,
  signal: null,
  stdout: output,
  stderr: '',
  compileOutput: '',
  diagnostics: [],
  memoryKb: 1024,
  transcript: [{ stream: 'stdout', text: output }],
  debug: null,
  cached: false,
});

/** A worker of the test's own (no runner): `work` decides what each job does. */
function fakeWorker(
  prefix: string,
  work: (job: RunJobData, jobId: string) => Promise<RunJobResult>,
) {
  const worker = new Worker<RunJobData, RunJobResult>(
    QUEUE_NAME,
    async (job) => work(job.data, job.id!),
    { connection: connection(), prefix, concurrency: 1 },
  );
  cleanups.push(() => worker.close(true));
  return worker;
}

/** A runner that answers each run with whatever `execute` gives (and each trace with `trace`'s). */
function fakeRunner(
  execute: RunService['execute'],
  trace: RunService['trace'] = () => Promise.reject(new Error('this test traces nothing')),
): RunService {
  return {
    ready: true,
    execute,
    trace,
    health: () => ({
      status: 'ready',
      reason: null,
      isolation: null,
      pool: { size: 1, busy: 0, queued: 0 },
      cache: null,
    }),
    warm: () => Promise.resolve(0),
    close: () => Promise.resolve(),
    leftoverCgroups: () => [],
    spareProcessIds: () => [],
  };
}

/** `startRunWorker` on `runner` with `concurrency` slots, and a queue to add its jobs to. */
async function workerAndQueue(prefix: string, runner: RunService, concurrency: number) {
  const worker = await startRunWorker({
    queue: { redisUrl: url!, prefix, waitSeconds: 5 },
    runner,
    concurrency,
    log: pino({ level: 'silent' }),
  });
  cleanups.push(() => worker.close());
  const queue = new Queue<RunJobData, RunJobResult>(QUEUE_NAME, {
    connection: connection(),
    prefix,
  });
  cleanups.push(() => queue.close());
  return queue;
}

describe.skipIf(!url)('how a queued run is answered', () => {
  it('answers from the result the worker publishes, before the job is recorded as completed', async () => {
    const prefix = nextPrefix();
    const api = await startTestServer({ REDIS_URL: url!, QUEUE_PREFIX: prefix });
    cleanups.push(() => api.close());
    const publisher = connection();
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    cleanups.push(() => finish());
    fakeWorker(prefix, async (data, jobId) => {
      const result: RunJobResult = { ok: true, response: response('published\n') };
      const answer: RunAnswer = { jobId, result };
      await publisher.publish(data.answerTo!, JSON.stringify(answer));
      // The job itself stays active until the answer has gone out.
      await held;
      return { ok: true, response: response('from the completed job\n') };
    });

    const answered = await post(api, { code: HELLO });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'success', stdout: 'published\n' });
    const queue = new Queue(QUEUE_NAME, { connection: connection(), prefix });
    cleanups.push(() => queue.close());
    expect(await queue.getActiveCount()).toBe(1);
  });

  it('answers from the completed job it finds on its next look when nothing was published', async () => {
    const prefix = nextPrefix();
    const api = await startTestServer({ REDIS_URL: url!, QUEUE_PREFIX: prefix });
    cleanups.push(() => api.close());
    fakeWorker(prefix, () => Promise.resolve({ ok: true, response: response('completed\n') }));

    const answered = await post(api, { code: HELLO });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'success', stdout: 'completed\n' });
  });

  it('a worker publishes each result on the channel the job names', async () => {
    const prefix = nextPrefix();
    const runner = fakeRunner((input) =>
      Promise.resolve(response(`ran ${input.code.length} bytes\n`)),
    );
    const channel = answerChannel(prefix, 'test-server');
    const subscriber = connection();
    const published = new Promise<RunAnswer>((resolve) =>
      subscriber.on('message', (_channel: string, text: string) =>
        resolve(JSON.parse(text) as RunAnswer),
      ),
    );
    await subscriber.subscribe(channel);
    const queue = await workerAndQueue(prefix, runner, 1);
    await queue.add(
      'run',
      { input: { code: 'int main(void) { return 0; }' }, client: 'ip:test', answerTo: channel },
      { jobId: 'run-published' },
    );
    expect(await published).toEqual({
      jobId: 'run-published',
      result: { ok: true, response: response('ran 28 bytes\n') },
    });
  });

  it('a worker with two slots runs two jobs at once and leaves the third in line', async () => {
    const prefix = nextPrefix();
    let running = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    cleanups.push(() => release());
    let twoRunning!: () => void;
    const bothStarted = new Promise<void>((resolve) => (twoRunning = resolve));
    const runner = fakeRunner(async (input) => {
      running += 1;
      if (running === 2) twoRunning();
      await released;
      running -= 1;
      return response(input.code);
    });
    const queue = await workerAndQueue(prefix, runner, 2);

    const jobs = await Promise.all(
      ['first', 'second', 'third'].map((code) =>
        queue.add('run', { input: { code }, client: 'ip:test' }),
      ),
    );
    await bothStarted;
    expect(running).toBe(2);
    expect(await queue.getJobCounts('active', 'waiting')).toEqual({ active: 2, waiting: 1 });

    release();
    const events = new QueueEvents(QUEUE_NAME, { connection: connection(), prefix });
    cleanups.push(() => events.close());
    await events.waitUntilReady();
    const results = await Promise.all(jobs.map((job) => job.waitUntilFinished(events, 5_000)));
    expect(
      results.map((result) =>
        result.ok && 'stdout' in result.response ? result.response.stdout : null,
      ),
    ).toEqual(['first', 'second', 'third']);
  });
});
