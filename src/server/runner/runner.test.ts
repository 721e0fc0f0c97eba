import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges } from '@content/challenges';
import { dailyChallengeSolutions } from '@content/keys/daily-challenge-solutions';
import { cCourse } from '@content/course-c';
import { loadConfig } from '../config';
import { detectCgroups } from './cgroups';
import { contentPrograms } from './content-programs';
import { Runner, scratchBase } from './runner';
import { mathsProgram } from '@tests/helpers/programs';

let dataDir: string;
let runner: Runner;

/** A started runner on the shared DATA_DIR, as a server (re)start would make it. */
async function startRunner(): Promise<Runner> {
  const config = loadConfig({ DATA_DIR: dataDir });
  const started = new Runner(
    config.runner,
    config.dataDir,
    config.nativeDir,
    pino({ level: 'silent' }),
  );
  await started.start();
  return started;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codenest-runner-'));
  runner = await startRunner();
});

afterAll(async () => {
  await runner.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('Runner', () => {
  it('starts ready after its self-test', () => {
    expect(runner.health()).toMatchObject({ status: 'ready', reason: null });
  });

  it('warms the cache with every lesson and challenge program', async () => {
    const programs = contentPrograms();
    expect(programs).toEqual(
      expect.arrayContaining([
        ...cCourse.lessons.map((lesson) => lesson.code),
        ...challenges.flatMap((challenge) => [
          challenge.code,
          dailyChallengeSolutions[challenge.id]!,
        ]),
      ]),
    );
    expect(await runner.warm(programs)).toBe(programs.length);
    for (const code of programs) {
      const result = await runner.execute({ code });
      expect(result.cached).toBe(true);
    }
  }, 60_000);

  it('links the maths library for a program that uses it, in both modes', async () => {
    const { code, stdin, stdout } = mathsProgram;
    for (const mode of ['run', 'debug'] as const) {
      const result = await runner.execute({ code, stdin, mode });
      expect(result).toMatchObject({ status: 'success', stdout });
    }
  }, 30_000);

  it("runs each built-in challenge's reference solution to its expected output", async () => {
    for (const challenge of challenges) {
      const result = await runner.execute({ code: dailyChallengeSolutions[challenge.id]! });
      expect(result.status, challenge.id).toBe('success');
      expect(result.stdout, challenge.id).toContain(challenge.expectedOutput);
    }
  }, 30_000);

  it('keeps the cache across restarts', async () => {
    const code = '#include <stdio.h>\nint main(void) { puts("kept"); return 0; }\n';
    expect((await runner.execute({ code })).cached).toBe(false);
    const second = await startRunner();
    try {
      const result = await second.execute({ code });
      expect(result).toMatchObject({ cached: true, stdout: 'kept\n' });
    } finally {
      await second.close();
    }
  });

  it('removes at start the cgroups a killed server left behind', async () => {
    const cgroups = detectCgroups();
    expect(cgroups.kind, 'cgroups need root').not.toBe('none');
    // pid 4194304 is above the kernel's pid limit: no such server can be alive.
    const stale = 'r4194304-dead00-run-left-behind';
    await cgroups.create(stale, { memoryBytes: 16 * 1024 * 1024, processes: 4 });
    expect(cgroups.leftovers()).toContain(stale);
    const second = await startRunner();
    await second.close();
    expect(cgroups.leftovers()).not.toContain(stale);
  });

  it('removes at start the scratch folder a killed server left behind', async () => {
    const stale = path.join(scratchBase(), 'codenest-runner-4194304-left');
    fs.mkdirSync(path.join(stale, 'compile-x'), { recursive: true });
    fs.writeFileSync(path.join(stale, 'compile-x', 'main.c'), 'int main(void) { return 0; }\n');
    fs.symlinkSync('/etc', path.join(stale, 'link'));
    const second = await startRunner();
    try {
      expect(fs.existsSync(stale)).toBe(false);
      // The folder of the runner still running in this process stays.
      expect(
        fs
          .readdirSync(scratchBase())
          .filter((name) => name.startsWith(`codenest-runner-${process.pid}-`)),
      ).toHaveLength(2);
    } finally {
      await second.close();
    }
    // The link inside was removed, not followed.
    expect(fs.existsSync('/etc/passwd')).toBe(true);
  });

  it('recovers when its sandbox agent dies', async () => {
    const hello = '#include <stdio.h>\nint main(void) { puts("again"); return 0; }\n';
    await runner.execute({ code: hello });
    const agents = execFileSync('pgrep', ['-P', String(process.pid), '-x', 'sandbox-agent'], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .map(Number);
    expect(agents.length).toBeGreaterThan(0);
    for (const pid of agents) process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const result = await runner.execute({ code: hello });
    expect(result).toMatchObject({ status: 'success', stdout: 'again\n' });
  });

  it('leaves no run cgroup behind', async () => {
    await runner.execute({ code: 'int main(void) { return 0; }\n' });
    await runner.close();
    expect(runner.leftoverCgroups()).toEqual([]);
    expect(runner.spareProcessIds()).toEqual([]);
    await runner.start();
  });
});
