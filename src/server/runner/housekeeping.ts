import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Cgroups } from './cgroups';
import type { ProgramRuntime } from './sandbox-setup';
import type { RunResult } from './service';

const TMPFS_MAGIC = 0x01021994;
const SCRATCH_PREFIX = 'codenest-runner-';
const SCRATCH_NAME = new RegExp(`^${SCRATCH_PREFIX}(\\d+)-`);
const SELF_TEST_PROGRAM = '#include <stdio.h>\nint main(void) { puts("ready"); return 0; }\n';

/**
 * Where compile folders go: /dev/shm when it is a tmpfs. Creating and deleting thousands of
 * small files on a disk file system costs the kernel far more than compiling them does.
 */
export function scratchBase(): string {
  try {
    if (fs.statfsSync('/dev/shm').type === TMPFS_MAGIC) {
      fs.accessSync('/dev/shm', fs.constants.W_OK);
      return '/dev/shm';
    }
  } catch {
    // no usable /dev/shm
  }
  return os.tmpdir();
}

/** This server's scratch folder, named after its pid so a later server can remove it. */
export function makeScratchFolder(): string {
  const folder = fs.mkdtempSync(path.join(scratchBase(), `${SCRATCH_PREFIX}${process.pid}-`));
  fs.chmodSync(folder, 0o711);
  return folder;
}

export function loadProgramRuntime(file: string): ProgramRuntime {
  const bytes = fs.readFileSync(file);
  return { bytes, hash: crypto.createHash('sha256').update(bytes).digest('hex') };
}

/** Says at start what isolation this machine lacks. */
export function warnAboutIsolation(
  cgroups: Cgroups['kind'],
  prlimitInSandbox: string | null,
  log: FastifyBaseLogger,
): void {
  if (cgroups === 'none') {
    log.warn(
      'no cgroups (they need root): memory is limited per process by rlimits, and debug runs are refused',
    );
  }
  if (cgroups === 'none' && !prlimitInSandbox) {
    log.warn(
      'prlimit (util-linux) is not installed: without cgroups the process limit then counts every process of this user, and runs may fail to start under load',
    );
  }
}

/**
 * Proves the sandbox with a real run. When it fails with the trimmed library folder, the full
 * folder is tried once (`useFullFolder`); a run that still fails throws, saying why.
 */
export async function selfTest(options: {
  run: (code: string) => Promise<RunResult>;
  trimmedFolder: string | null;
  useFullFolder: () => Promise<void>;
  log: FastifyBaseLogger;
}): Promise<void> {
  let probe = await options.run(SELF_TEST_PROGRAM);
  if (probe.status !== 'success' && options.trimmedFolder !== null) {
    options.log.warn(
      { folder: options.trimmedFolder },
      'compiling with the trimmed library folder failed; using the full folder',
    );
    await options.useFullFolder();
    probe = await options.run(SELF_TEST_PROGRAM);
  }
  if (probe.status !== 'success' || probe.stdout !== 'ready\n') {
    throw new Error(
      `the self-test program did not run (${probe.status}): ${[probe.error, probe.stderr.trim()].filter(Boolean).join(': ')}`,
    );
  }
}

/** The prefix of this runner's cgroups: its pid, so a later server can tell when it is gone. */
export function cgroupPrefix(): string {
  return `r${process.pid}-${crypto.randomBytes(3).toString('hex')}`;
}

/** A server that was killed outright leaves its cgroups behind; they are named after its pid. */
export async function removeCgroupsOfDeadServers(
  cgroups: Cgroups,
  log: FastifyBaseLogger,
): Promise<void> {
  for (const name of cgroups.leftovers()) {
    const pid = Number(/^r(\d+)-/.exec(name)?.[1]);
    if (!pid || isAlive(pid)) continue;
    await cgroups.removeByName(name);
    log.info({ cgroup: name }, 'removed the cgroup of a server that is gone');
  }
}

/** Its scratch folder (compile folders, the library view) is named after its pid too. */
export function removeScratchOfDeadServers(log: FastifyBaseLogger): void {
  const base = scratchBase();
  for (const name of fs.readdirSync(base)) {
    const pid = Number(SCRATCH_NAME.exec(name)?.[1]);
    if (!pid || isAlive(pid)) continue;
    try {
      fs.rmSync(path.join(base, name), { recursive: true, force: true });
      log.info({ folder: name }, 'removed the scratch folder of a server that is gone');
    } catch {
      // another user's folder: not this server's to remove
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
