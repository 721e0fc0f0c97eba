import crypto from 'node:crypto';
import fs from 'node:fs';
import type { ExecutionMode } from '@domain/execution';
import type { RunnerConfig } from '../config';
import type { PreparedSandbox, SandboxAgent } from './agent';
import type { CgroupLimits, Cgroups, RunCgroup } from './cgroups';
import type { LibraryView } from './library-view';
import type { Slot } from './pool';
import type { Toolchain } from './toolchain';

export type Phase = 'compile' | 'run';
/** How a program is built: for a run, a debug run (the sanitizers) or a trace (the visualizer). */
export type BuildMode = ExecutionMode | 'trace';

/** A sandbox set up for one phase in one slot: in its cgroup, limits set, waiting to start. */
export interface Prepared {
  sandbox: PreparedSandbox;
  cgroup: RunCgroup | null;
  /** The compile folder on the host; null for a run sandbox. */
  workDir: string | null;
  mode: BuildMode;
}

/** native/program-runtime.o, linked into every program; its hash is part of every cache key. */
export interface ProgramRuntime {
  bytes: Buffer;
  hash: string;
}

/** What start-up found and made: every sandbox of a started runner is set up from it. */
export interface SandboxContext {
  readonly config: RunnerConfig;
  readonly toolchain: Toolchain;
  readonly agent: SandboxAgent;
  readonly cgroups: Cgroups;
  /** This runner's scratch folder: compile folders and the library view live in it. */
  readonly workRoot: string;
  readonly programRuntime: ProgramRuntime;
  /** native/trace-runtime.o, linked into traced programs instead; null when traces are off. */
  readonly traceRuntime: ProgramRuntime | null;
  /** prlimit, when sandboxes have no cgroup and set their process limit inside (processBudget). */
  readonly prlimitInSandbox: string | null;
  /** The trimmed library folder compiles see; null: the full folder. */
  libraryView: LibraryView | null;
  /** Prefix of this runner's cgroups: several servers may share one machine. */
  readonly instance: string;
}

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** As root, each slot runs its sandboxes as a uid of its own. */
export function slotUid(context: SandboxContext, slot: Slot): number | null {
  return isRoot ? context.config.uidBase + slot.index : null;
}

export function createCgroup(
  context: SandboxContext,
  phase: Phase,
  limits: CgroupLimits,
): Promise<RunCgroup | null> {
  return context.cgroups.create(`${context.instance}-${phase}-${crypto.randomUUID()}`, limits);
}

/**
 * How a sandbox's process count is bounded. With a cgroup, its pids controller counts this
 * sandbox alone. Without one (the server runs as an ordinary user), RLIMIT_NPROC is the bound,
 * and the kernel counts it per user: set before bubblewrap, it would count the server's own
 * threads and every other sandbox (all run as that one user), so gcc's forks would fail under
 * load and gcc would sleep a second before each retry. Set by prlimit inside the sandbox's own
 * user namespace, it counts this sandbox's processes only, and nothing inside can raise it.
 */
export function processBudget(
  context: SandboxContext,
  command: string[],
  processes: number,
  cgroup: RunCgroup | null,
): { command: string[]; rlimits: { nproc?: number } } {
  if (cgroup) return { command, rlimits: {} };
  const prlimit = context.prlimitInSandbox;
  if (!prlimit) return { command, rlimits: { nproc: processes } };
  return { command: [prlimit, `--nproc=${processes}`, '--', ...command], rlimits: {} };
}

/** Lets a sandbox go (`cancel`: it never started), removing its cgroup and compile folder. */
export async function dispose(prepared: Prepared, cancel: boolean): Promise<void> {
  if (cancel) prepared.sandbox.cancel();
  try {
    await prepared.cgroup?.remove();
  } finally {
    if (prepared.workDir) fs.rmSync(prepared.workDir, { recursive: true, force: true });
  }
}
