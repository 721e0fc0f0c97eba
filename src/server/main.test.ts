import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const mainFile = path.resolve(import.meta.dirname, 'main.ts');
const dirs: string[] = [];

function startMain(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codenest-main-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /ready on (http:\/\/[^"\s]+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then(() => reject(new Error(`exited before ready:\n${output}`)));
  });
  ready.catch(() => undefined); // a test that expects an early exit never awaits `ready`
  return { child, ready, exited, output: () => output };
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('main', () => {
  it('serves, then shuts down cleanly on SIGTERM', async () => {
    const server = startMain({});
    const url = await server.ready;
    const health = await fetch(`${url.replace('localhost', '127.0.0.1')}/health`);
    expect(health.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down: finishing in-flight requests');
  });

  it('also stops cleanly on SIGINT', async () => {
    const server = startMain({});
    await server.ready;
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  });

  it('refuses to start on a bad value, with one line naming the variable', async () => {
    const server = startMain({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe('Invalid configuration: PORT must be a port number');
  });
});
