import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExecuteResponse } from '@domain/execution';
import type { RunnerHealth } from './runner';

const NOBODY = 65534;
const script = path.resolve(import.meta.dirname, '../../../tests/helpers/unprivileged-runner.ts');

/**
 * The server may run as an ordinary user: then there is no uid per slot and no cgroup, and the
 * sandbox rests on unprivileged user namespaces and rlimits. When the tests run as root, this
 * starts the runner as `nobody` to prove that path.
 */
describe('runner started by an ordinary user', () => {
  it('runs programs in the sandbox with no network and no capabilities', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codenest-unprivileged-'));
    const asRoot = process.getuid?.() === 0;
    if (asRoot) fs.chownSync(dataDir, NOBODY, NOBODY);
    try {
      const output = execFileSync(process.execPath, ['--import', 'tsx', script, dataDir], {
        encoding: 'utf8',
        timeout: 60_000,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dataDir },
        ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
      });
      const results = JSON.parse(output) as Record<string, ExecuteResponse> & {
        uid: number;
        health: RunnerHealth;
        together: string[];
        debugMemoryBomb: unknown;
      };
      expect(results.uid).not.toBe(0);
      expect(results.health).toMatchObject({
        status: 'ready',
        isolation: { cgroups: 'none', uidPerSlot: false },
      });
      expect(results.hello).toMatchObject({ status: 'success', stdout: 'hello\n' });
      expect(results.socket).toMatchObject({ status: 'success', stdout: '-1\n' });
      expect(results.capabilities?.stdout).toBe('CapEff:\t0000000000000000\n');
      expect(results.spin).toMatchObject({ status: 'time_limit', signal: 'SIGXCPU' });
      // The process budget (64) is the sandbox's own: none of it goes to the server's threads or
      // to other sandboxes, although all of them run as the same user.
      const forks = Number(results.forks?.stdout);
      expect(forks).toBeGreaterThanOrEqual(60);
      expect(forks).toBeLessThan(64);
      expect(results.together).toEqual(Array(8).fill('success: '));
      // Without cgroups nothing would bound a write to an unsized folder: there is none.
      expect(results.rootWrite).toMatchObject({ status: 'success', stdout: 'refused\n' });
      // Nothing but a cgroup caps a sanitizer build's memory: without one, debug runs are refused.
      expect(results.debugMemoryBomb).toEqual({
        refused: 501,
        code: 'debug_unavailable',
        message:
          'Debug runs are not available on this server: it cannot limit the memory of a sanitizer build. Press Run to run your program without the sanitizers.',
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
