import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe } from 'vitest';
import { loadConfig } from '@server/config';
import { Runner } from '@server/runner/runner';
import { startRunWorker, type RunWorker } from '@worker/run-worker';

/**
 * The Redis the queue suites use: TEST_REDIS_URL (as in CI), never REDIS_URL, which would turn
 * every other test server into a queue server.
 */
export function testRedisUrl(): string | undefined {
  return process.env.TEST_REDIS_URL || undefined;
}

/** A QUEUE_PREFIX of its own, so test files never see each other's jobs. */
export function throwawayPrefix(): string {
  return `codenest-test-${crypto.randomBytes(5).toString('hex')}`;
}

/** Deletes every key whose name starts with `prefix` (a test's queues, jobs and heartbeats). */
export async function removeQueueKeys(url: string, prefix: string): Promise<void> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await client.del(...keys);
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

/**
 * For a test file whose scenarios each need a queue of their own: `nextPrefix()` names a new
 * one, `cleanups` run (last first) after each test, and every key goes once the file is done.
 */
export function queueScenarios(url: string | undefined): {
  nextPrefix: () => string;
  cleanups: (() => Promise<unknown> | void)[];
} {
  const filePrefix = throwawayPrefix();
  let scenario = 0;
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    if (url) await removeQueueKeys(url, filePrefix);
  });
  return { nextPrefix: () => `${filePrefix}-${++scenario}`, cleanups };
}

export interface InProcessWorker {
  runner: Runner;
  /** Starts taking jobs (the runner is started already). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * What `npm run worker` is, inside the test process: a Runner of its own (own DATA_DIR) and a
 * queue worker feeding it. `env` is the worker's environment (REDIS_URL, QUEUE_PREFIX, limits).
 */
export async function prepareInProcessWorker(
  env: Record<string, string>,
): Promise<InProcessWorker> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codenest-worker-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  if (!config.queue) throw new Error('prepareInProcessWorker needs REDIS_URL in its env');
  const queue = config.queue;
  const log = pino({ level: 'silent' });
  const runner = new Runner(config.runner, dataDir, config.nativeDir, log);
  await runner.start();
  let worker: RunWorker | null = null;
  return {
    runner,
    async start() {
      worker ??= await startRunWorker({
        queue,
        runner,
        concurrency: config.runner.poolSize,
        log,
      });
    },
    async close() {
      await worker?.close();
      await runner.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RunnerMode {
  name: 'embedded' | 'queue';
  /** What a test server of this mode needs in its env (nothing when embedded). */
  readonly env: Record<string, string>;
}

/**
 * Runs the suite with the runner inside the server, and again (when TEST_REDIS_URL is set) with
 * runs going through a queue of its own prefix to a worker started in this process. The suite
 * starts its servers with `mode.env`.
 */
export function describeEachRunnerMode(
  title: string,
  suite: (mode: RunnerMode) => void,
  workerEnv: Record<string, string> = {},
): void {
  describe(`${title} [embedded]`, () => suite({ name: 'embedded', env: {} }));
  const url = testRedisUrl();
  if (!url) return;
  const prefix = throwawayPrefix();
  const env = { REDIS_URL: url, QUEUE_PREFIX: prefix };
  describe(`${title} [queue]`, () => {
    let worker: InProcessWorker | undefined;
    beforeAll(async () => {
      worker = await prepareInProcessWorker({ ...workerEnv, ...env });
      await worker.start();
    }, 60_000);
    afterAll(async () => {
      await worker?.close();
      await removeQueueKeys(url, prefix);
    });
    suite({ name: 'queue', env });
  });
}
