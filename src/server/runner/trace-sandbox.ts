import type { LaunchResult } from './agent';
import type { Slot } from './pool';
import { bwrapArgs, PROGRAM_FD, PROGRAM_NAME, SANDBOX_WORKDIR } from './sandbox';
import {
  createCgroup,
  dispose,
  processBudget,
  slotUid,
  type Prepared,
  type SandboxContext,
} from './sandbox-setup';
import type { TracerTools } from './toolchain';

/** Where the tracer's pieces appear inside the trace sandbox. */
const TRACER_DIR = '/codenest';
const SCRIPT = `${TRACER_DIR}/trace-c.py`;
const LAUNCHER = `${TRACER_DIR}/trace-launch`;
/** What the program prints; the tracer reads it after each step. In the sandbox's sized /tmp. */
const PROGRAM_OUTPUT = '/tmp/output';

/** gdb and its Python need room of their own beside the program's memory limit. */
const TRACER_MEMORY_BYTES = 384 * 1024 * 1024;
/** Without a cgroup, gdb's address space (Python maps a lot it never touches). */
const TRACER_ADDRESS_SPACE_BYTES = 2 * 1024 * 1024 * 1024;
const TRACER_PROCESSES = 8;
/** The steps as JSON lines; past it the tracer is stopped and the trace ends where it got to. */
const TRACE_OUTPUT_BYTES = 24 * 1024 * 1024;
/** The tracer stops itself this long before the sandbox's wall-clock limit would. */
const TRACER_MARGIN_MS = 1_000;

/**
 * The trace sandbox: a run sandbox (same namespaces, uid, tmpfs, cgroup) whose command is gdb
 * with trace-c.py. Its seccomp filter lets gdb trace; the program gets the run filter from
 * trace-launch, with the run's CPU limit (and address space, without a cgroup).
 */
async function prepareTraceSandbox(
  context: SandboxContext,
  slot: Slot,
  tracer: TracerTools,
): Promise<Prepared> {
  const limits = context.config.limits;
  const cgroup = await createCgroup(context, 'run', {
    memoryBytes: limits.runMemoryBytes + TRACER_MEMORY_BYTES,
    processes: limits.runProcesses + TRACER_PROCESSES,
  });
  const command = [tracer.gdb, '-nx', '-batch', '-q', '-x', SCRIPT];
  const budget = processBudget(context, command, limits.runProcesses + TRACER_PROCESSES, cgroup);
  const wallMs = limits.traceWallSeconds * 1000;
  const sandbox = await context.agent.prepare({
    bwrap: context.toolchain.bwrap,
    bwrapArgs: bwrapArgs({
      programFd: PROGRAM_FD,
      tmpfsBytes: limits.tmpfsBytes,
      files: [
        { host: tracer.script, inside: SCRIPT },
        { host: tracer.launcher, inside: LAUNCHER },
      ],
      env: {
        CODENEST_TRACE_PROGRAM: `${SANDBOX_WORKDIR}/${PROGRAM_NAME}`,
        CODENEST_TRACE_LAUNCHER: LAUNCHER,
        CODENEST_TRACE_OUTPUT: PROGRAM_OUTPUT,
        CODENEST_TRACE_OUTPUT_BYTES: String(limits.outputBytes),
        CODENEST_TRACE_MAX_STEPS: String(limits.traceMaxSteps),
        CODENEST_TRACE_SECONDS: String(Math.max(wallMs - TRACER_MARGIN_MS, 500) / 1000),
        CODENEST_TRACE_CPU_SECONDS: String(limits.runCpuSeconds),
        ...(cgroup ? {} : { CODENEST_TRACE_ADDRESS_SPACE: String(limits.runMemoryBytes) }),
      },
    }),
    command: budget.command,
    seccompFilter: tracer.seccompFilter,
    cgroup,
    rlimits: {
      // gdb's own CPU: its stepping is most of a trace's time.
      cpu: limits.traceWallSeconds,
      fsize: limits.fileSizeBytes,
      nofile: limits.runOpenFiles,
      core: 0,
      ...budget.rlimits,
      ...(cgroup ? {} : { as: TRACER_ADDRESS_SPACE_BYTES }),
    },
    uid: slotUid(context, slot),
    takesProgram: true,
  });
  return { sandbox, cgroup, workDir: null, mode: 'trace' };
}

/** Runs gdb over a program built for tracing, in a trace sandbox of this slot. */
export async function recordTrace(
  context: SandboxContext,
  slot: Slot,
  tracer: TracerTools,
  program: Buffer,
  stdin: string,
): Promise<LaunchResult & { oomKills: number }> {
  const prepared = await prepareTraceSandbox(context, slot, tracer);
  try {
    const result = await prepared.sandbox.start({
      stdin,
      program,
      wallMs: context.config.limits.traceWallSeconds * 1000,
      outputBytes: TRACE_OUTPUT_BYTES,
    });
    return { ...result, oomKills: prepared.cgroup?.oomKills() ?? 0 };
  } finally {
    void dispose(prepared, false).catch(() => undefined);
  }
}
