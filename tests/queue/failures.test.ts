import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { QUEUE_NAME } from '@server/queue/jobs';
import { HELLO, post, postFrom } from '../helpers/execute';
import {
  prepareInProcessWorker,
  queueScenarios,
  testRedisUrl,
  type InProcessWorker,
} from '../helpers/runner-modes';
import { startTestServer, type TestServer } from '../helpers/server';

const url = testRedisUrl();
const root = path.resolve(import.meta.dirname, '../..');
const SLEEPER =
  '#include <stdio.h>\n#include <unistd.h>\nint main(void) { sleep(3); puts("slept"); return 0; }\n';

/** A prefix new for each scenario: no job of one is seen by the next. */
const { nextPrefix, cleanups } = queueScenarios(url);

async function server(env: Record<string, string>): Promise<TestServer> {
  const started = await startTestServer(env);
  cleanups.push(() => started.close());
  return started;
}

async function inProcessWorker(env: Record<string, string>): Promise<InProcessWorker> {
  const worker = await prepareInProcessWorker(env);
  cleanups.push(() => worker.close());
  return worker;
}

/** `npm run worker` as its own process; resolves once it takes jobs. */
async function childWorker(env: Record<string, string>): Promise<ChildProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codenest-worker-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'info', RUNNER_POOL_SIZE: '2', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the worker did not start:\n${output}`)),
      30_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('worker ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the worker exited (${code}):\n${output}`));
    });
  });
  return child;
}

/** The test's own view of a scenario's queue. */
function queueOf(prefix: string): Queue {
  const queue = new Queue(QUEUE_NAME, {
    connection: new Redis(url!, { maxRetriesPerRequest: null }),
    prefix,
  });
  cleanups.push(() => queue.close());
  return queue;
}

/** Counts the completions of a scenario's jobs, to prove none ran to the end twice. */
async function completions(prefix: string): Promise<{ count: number }> {
  const events = new QueueEvents(QUEUE_NAME, {
    connection: new Redis(url!, { maxRetriesPerRequest: null }),
    prefix,
  });
  await events.waitUntilReady();
  cleanups.push(() => events.close());
  const counter = { count: 0 };
  events.on('completed', () => counter.count++);
  return counter;
}

async function until(what: string, check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!url)('the run queue when things fail', () => {
  it('answers 503 with Retry-After within QUEUE_WAIT_SECONDS when no worker runs', async () => {
    const prefix = nextPrefix();
    const api = await server({ REDIS_URL: url!, QUEUE_PREFIX: prefix, QUEUE_WAIT_SECONDS: '2' });
    const started = Date.now();
    const response = await post(api, { code: HELLO });
    const took = Date.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.json()).toMatchObject({ code: 'runner_unavailable' });
    expect(took).toBeGreaterThanOrEqual(2_000);
    expect(took).toBeLessThan(4_000);
    // The run was withdrawn: no worker starting later runs it.
    expect(await queueOf(prefix).getJobCounts('waiting', 'active')).toEqual({
      waiting: 0,
      active: 0,
    });
  });

  it('refuses runs past RUNNER_QUEUE_SIZE waiting with 503 and Retry-After', async () => {
    const prefix = nextPrefix();
    const api = await server({
      REDIS_URL: url!,
      QUEUE_PREFIX: prefix,
      QUEUE_WAIT_SECONDS: '3',
      RUNNER_QUEUE_SIZE: '1',
    });
    const first = postFrom(api, { remoteAddress: '192.0.2.1' }, { code: HELLO });
    await until('the first run waits', async () => (await queueOf(prefix).getWaitingCount()) === 1);
    const second = await postFrom(api, { remoteAddress: '192.0.2.2' }, { code: HELLO });
    expect(second.statusCode).toBe(503);
    expect(second.json()).toMatchObject({ code: 'runner_busy' });
    expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The refused run left the line again: only the first one waits.
    expect(await queueOf(prefix).getJobCounts('waiting', 'active')).toEqual({
      waiting: 1,
      active: 0,
    });
    expect((await first).statusCode).toBe(503);
  });

  it('runs a job again on another worker when its worker is killed mid-run, answering once', async () => {
    const prefix = nextPrefix();
    const env = { REDIS_URL: url!, QUEUE_PREFIX: prefix, QUEUE_WAIT_SECONDS: '8' };
    const [api, standby] = await Promise.all([server(env), inProcessWorker(env)]);
    const first = await childWorker(env);
    const done = await completions(prefix);
    const queue = queueOf(prefix);

    const answer = post(api, { code: SLEEPER });
    await until('the first worker runs it', async () => (await queue.getActiveCount()) === 1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    first.kill('SIGKILL');
    await standby.start();

    const response = await answer;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', stdout: 'slept\n' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(done.count).toBe(1);
    const [job] = await queue.getCompleted();
    expect(job?.stalledCounter).toBe(1);
  }, 60_000);

  it('answers 503 when a killed worker’s run is taken by no other worker', async () => {
    const prefix = nextPrefix();
    const env = { REDIS_URL: url!, QUEUE_PREFIX: prefix, QUEUE_WAIT_SECONDS: '3' };
    const api = await server(env);
    const worker = await childWorker(env);
    const queue = queueOf(prefix);

    const answer = post(api, { code: SLEEPER });
    await until('the worker runs it', async () => (await queue.getActiveCount()) === 1);
    worker.kill('SIGKILL');
    const killedAt = Date.now();
    const response = await answer;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'runner_unavailable' });
    expect(response.headers['retry-after']).toBeDefined();
    // The lock runs out (at most 4 s), then the run waits QUEUE_WAIT_SECONDS for a taker.
    expect(Date.now() - killedAt).toBeLessThan(9_000);
    expect(await queue.getJobCounts('waiting', 'active')).toEqual({ waiting: 0, active: 0 });
  }, 60_000);

  it('reports Redis gone on /health, answers runs 503, and recovers by itself', async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    cleanups.push(() => stopRedis(redis));
    const throwaway = `redis://127.0.0.1:${port}`;
    const env = { REDIS_URL: throwaway, QUEUE_PREFIX: nextPrefix(), QUEUE_WAIT_SECONDS: '3' };
    const [api, worker] = await Promise.all([server(env), inProcessWorker(env)]);
    await worker.start();
    expect((await post(api, { code: HELLO })).statusCode).toBe(200);

    await stopRedis(redis);
    const health = await api.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', queue: { status: 'unreachable' } });
    const started = Date.now();
    const refused = await post(api, { code: HELLO });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(Date.now() - started).toBeLessThan(3_000);

    redis = await startRedis(port);
    await until(
      '/health is 200 again',
      async () => (await api.app.inject({ method: 'GET', url: '/health' })).statusCode === 200,
    );
    await until('the worker is back', async () => {
      const body = (await api.app.inject({ method: 'GET', url: '/health' })).json<{
        queue: { workers: number };
      }>();
      return body.queue.workers === 1;
    });
    const again = await post(api, { code: HELLO.replace('Hello', 'Again') });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ stdout: 'Again, World!\n' });
  }, 60_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A Redis of this test's own (nothing saved to disk), so stopping it touches nobody else. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore', cwd: os.tmpdir() },
  );
  const client = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => 100 });
  client.on('error', () => undefined);
  try {
    await until('the test Redis answers', async () => {
      try {
        if (client.status !== 'ready') await client.connect().catch(() => undefined);
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    });
  } finally {
    client.disconnect();
  }
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
