import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import type { RunCgroup } from './cgroups';
import { GO_FD } from './sandbox';

/** What is fixed when a sandbox is prepared: who runs it, where, under which limits. */
export interface SandboxSpec {
  launcher: string;
  bwrap: string;
  bwrapArgs: string[];
  command: string[];
  seccompFilter: string;
  cgroup: RunCgroup | null;
  /** RESOURCE=VALUE pairs for the launcher (cpu, as, nproc, fsize, nofile, core). */
  rlimits: Record<string, number>;
  /** Set when the server runs as root: the slot's own unprivileged uid. */
  uid: number | null;
  /** The sandbox copies its program from fd 4 (bwrap --file), fed through a pipe at start. */
  takesProgram: boolean;
}

/** What is given when it starts. */
export interface StartInput {
  stdin: string;
  program?: Buffer;
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

/** A sandbox whose launcher already sits in its cgroups with its limits, waiting for `start`. */
export interface PreparedSandbox {
  readonly spec: SandboxSpec;
  /** The waiting launcher's pid. */
  readonly pid: number | undefined;
  start(input: StartInput): Promise<LaunchResult>;
  /** Not needed after all: the launcher exits without starting anything. */
  cancel(): void;
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
 * Spawns the launcher (cgroup, rlimits, uid drop, no-new-privs), which then waits on fd 5 before
 * it execs bubblewrap. Output comes back through pipes, never through files the sandbox could
 * tamper with. On any limit the whole process group and the cgroup are killed.
 */
export function prepareSandbox(spec: SandboxSpec): PreparedSandbox {
  const launcherArgs: string[] = ['--wait-fd', String(GO_FD)];
  for (const file of spec.cgroup?.procsFiles ?? []) launcherArgs.push('--cgroup', file);
  for (const [name, value] of Object.entries(spec.rlimits))
    launcherArgs.push('--rlimit', `${name}=${value}`);
  if (spec.uid !== null) launcherArgs.push('--uid', String(spec.uid), '--gid', String(spec.uid));

  const seccompFd = fs.openSync(
    spec.seccompFilter,
    fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW,
  );
  let child: ChildProcess;
  try {
    child = spawn(
      spec.launcher,
      [...launcherArgs, '--', spec.bwrap, ...spec.bwrapArgs, '--', ...spec.command],
      {
        detached: true,
        // 0-2 the program's stdio, 3 seccomp, 4 the program's bytes, 5 the start signal.
        stdio: ['pipe', 'pipe', 'pipe', seccompFd, spec.takesProgram ? 'pipe' : 'ignore', 'pipe'],
        env: {},
      },
    );
  } finally {
    fs.closeSync(seccompFd);
  }
  const streams = child.stdio as unknown as [
    Writable,
    Readable,
    Readable,
    null,
    Writable | null,
    Writable,
  ];
  // A prepared sandbox may be cancelled or outlive its reader; pipe errors are not failures.
  for (const stream of [streams[0], streams[4], streams[5]]) stream?.on('error', () => undefined);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  const failed = new Promise<never>((_resolve, reject) => child.on('error', reject));
  failed.catch(() => undefined);

  return {
    spec,
    pid: child.pid,
    cancel() {
      streams[5].end();
      streams[4]?.end();
    },
    start(input) {
      const stdout: Buffer[] = [];
      const stderr: Buffer[] = [];
      let captured = 0;
      let outputExceeded = false;
      let timedOut = false;

      const stop = () => {
        killGroup(child.pid);
        spec.cgroup?.killAll();
      };

      const collect = (into: Buffer[]) => (chunk: Buffer) => {
        if (outputExceeded) return;
        const room = input.outputBytes - captured;
        if (chunk.length > room) {
          into.push(chunk.subarray(0, Math.max(0, room)));
          captured = input.outputBytes;
          outputExceeded = true;
          stop();
          return;
        }
        into.push(chunk);
        captured += chunk.length;
      };
      streams[1].on('data', collect(stdout));
      streams[2].on('data', collect(stderr));

      const startedAt = performance.now();
      const timer = setTimeout(() => {
        timedOut = true;
        stop();
      }, input.wallMs);
      if (streams[4]) streams[4].end(input.program ?? Buffer.alloc(0));
      streams[5].end('g');
      streams[0].end(input.stdin);

      const finished = exited.then(({ code, signal: signalName }) => {
        clearTimeout(timer);
        // The group leader is reaped, so its pid may be reused: only the cgroup is swept now.
        spec.cgroup?.killAll();
        let exitCode: number | null = code;
        let signal: number | null = null;
        if (signalName) {
          exitCode = null;
          signal = 9;
        } else if (code !== null && code > 128 && code <= 128 + 64) {
          exitCode = null;
          signal = code - 128;
        }
        return {
          exitCode,
          signal,
          stdout: Buffer.concat(stdout).toString('utf8'),
          stderr: Buffer.concat(stderr).toString('utf8'),
          outputExceeded,
          timedOut,
          wallMs: performance.now() - startedAt,
        };
      });
      return Promise.race([finished, failed.finally(() => clearTimeout(timer))]);
    },
  };
}
