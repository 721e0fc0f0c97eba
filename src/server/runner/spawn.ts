import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import type { RunCgroup } from './cgroups';

export interface LaunchOptions {
  launcher: string;
  bwrap: string;
  bwrapArgs: string[];
  command: string[];
  seccompFilter: string;
  /** A file handed to the sandbox as fd 4 (the compiled program). */
  program?: string;
  cgroup: RunCgroup | null;
  /** RESOURCE=VALUE pairs for the launcher (cpu, as, nproc, fsize, nofile, core). */
  rlimits: Record<string, number>;
  /** Set when the server runs as root: the slot's own unprivileged uid. */
  uid: number | null;
  stdin: string;
  wallMs: number;
  /** stdout and stderr together; past it the run is stopped. */
  outputBytes: number;
}

export interface LaunchResult {
  exitCode: number | null;
  /** Signal number that ended the sandboxed command (bwrap reports it as 128 + N). */
  signal: number | null;
  stdout: string;
  stderr: string;
  outputExceeded: boolean;
  timedOut: boolean;
  wallMs: number;
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // the group is gone already
  }
}

/**
 * Starts the launcher (cgroup, rlimits, uid drop, no-new-privs) which execs bubblewrap. Output
 * comes back through pipes, never through files the sandbox could tamper with. On any limit the
 * whole process group and the cgroup are killed.
 */
export function launch(options: LaunchOptions): Promise<LaunchResult> {
  const launcherArgs: string[] = [];
  for (const file of options.cgroup?.procsFiles ?? []) launcherArgs.push('--cgroup', file);
  for (const [name, value] of Object.entries(options.rlimits))
    launcherArgs.push('--rlimit', `${name}=${value}`);
  if (options.uid !== null)
    launcherArgs.push('--uid', String(options.uid), '--gid', String(options.uid));

  const openFlags = fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW;
  const fds = [fs.openSync(options.seccompFilter, openFlags)];
  const startedAt = performance.now();
  let child: ChildProcessWithoutNullStreams;
  try {
    if (options.program) fds.push(fs.openSync(options.program, openFlags));
    child = spawn(
      options.launcher,
      [...launcherArgs, '--', options.bwrap, ...options.bwrapArgs, '--', ...options.command],
      { detached: true, stdio: ['pipe', 'pipe', 'pipe', ...fds], env: {} },
    ) as ChildProcessWithoutNullStreams;
  } finally {
    for (const fd of fds) fs.closeSync(fd);
  }

  return new Promise<LaunchResult>((resolve, reject) => {
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let captured = 0;
    let outputExceeded = false;
    let timedOut = false;

    const stop = () => {
      killGroup(child.pid);
      options.cgroup?.killAll();
    };
    const timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, options.wallMs);

    const collect = (into: Buffer[]) => (chunk: Buffer) => {
      if (outputExceeded) return;
      const room = options.outputBytes - captured;
      if (chunk.length > room) {
        into.push(chunk.subarray(0, Math.max(0, room)));
        captured = options.outputBytes;
        outputExceeded = true;
        stop();
        return;
      }
      into.push(chunk);
      captured += chunk.length;
    };
    child.stdout.on('data', collect(stdout));
    child.stderr.on('data', collect(stderr));
    child.stdin.on('error', () => undefined); // the program may exit without reading its input
    child.stdin.end(options.stdin);

    child.on('error', (error) => {
      clearTimeout(timer);
      stop();
      reject(error);
    });
    child.on('close', (code, signalName) => {
      clearTimeout(timer);
      // The group leader is reaped, so its pid may be reused: only the cgroup is swept now.
      options.cgroup?.killAll();
      const wallMs = performance.now() - startedAt;
      let exitCode: number | null = code;
      let signal: number | null = null;
      if (signalName) {
        exitCode = null;
        signal = 9;
      } else if (code !== null && code > 128 && code <= 128 + 64) {
        exitCode = null;
        signal = code - 128;
      }
      resolve({
        exitCode,
        signal,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
        outputExceeded,
        timedOut,
        wallMs,
      });
    });
  });
}
