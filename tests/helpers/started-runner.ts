import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadConfig } from '@server/config';
import { Runner } from '@server/runner/runner';

/**
 * A real Runner for a test file: started on a DATA_DIR of its own (named after `dirPrefix`)
 * before the file's tests, closed and its directory removed after them. Call the answer inside
 * a test to get the runner.
 */
export function startedRunnerForFile(dirPrefix: string, timeout = 120_000): () => Runner {
  let dataDir: string | undefined;
  let runner: Runner | undefined;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), dirPrefix));
    const config = loadConfig({ DATA_DIR: dataDir });
    runner = new Runner(config.runner, config.dataDir, config.nativeDir, pino({ level: 'silent' }));
    await runner.start();
    expect(runner.ready).toBe(true);
  }, timeout);
  afterAll(async () => {
    await runner?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!runner) throw new Error('The runner starts before the tests of the file');
    return runner;
  };
}
