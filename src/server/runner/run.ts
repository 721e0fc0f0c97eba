import type { FastifyBaseLogger } from 'fastify';
import type { ExecutionMode } from '@domain/execution';
import type { LaunchResult } from './agent';
import type { CompileOutcome } from './compile-cache';
import { loadBase, sourceLines, takeCrashReport, type CrashReport } from './crash-report';
import type { Slot } from './pool';
import { bwrapArgs, PROGRAM_FD, PROGRAM_NAME } from './sandbox';
import {
  createCgroup,
  processBudget,
  slotUid,
  type Prepared,
  type SandboxContext,
} from './sandbox-setup';
import type { RunResult } from './service';
import type { SpareSandboxes } from './spares';
import { runVerdict } from './verdict';

export interface ExecuteInput {
  code: string;
  stdin?: string | undefined;
  mode?: ExecutionMode | undefined;
}

const SANITIZER_ENV = {
  ASAN_OPTIONS:
    'detect_leaks=0:halt_on_error=1:abort_on_error=0:quarantine_size_mb=16:print_summary=1',
  // Each kind of undefined behaviour is reported (once per place) and the program goes on.
  UBSAN_OPTIONS: 'print_stacktrace=1:halt_on_error=0',
};
/** addr2line prints one short line per address: far less than this. */
const ADDR2LINE_OUTPUT_BYTES = 64 * 1024;

/**
 * A run sandbox for this slot: a fresh tmpfs as /work that receives the program, its cgroup and
 * rlimits. `command` runs instead of the program (which it still receives).
 */
export async function prepareRunSandbox(
  context: SandboxContext,
  slot: Slot,
  mode: ExecutionMode,
  command: string[] = [`./${PROGRAM_NAME}`],
): Promise<Prepared> {
  const { toolchain, config } = context;
  const limits = config.limits;
  const cgroup = await createCgroup(context, 'run', {
    memoryBytes: limits.runMemoryBytes,
    processes: limits.runProcesses,
  });
  const budget = processBudget(context, command, limits.runProcesses, cgroup);
  const sandbox = await context.agent.prepare({
    bwrap: toolchain.bwrap,
    // The sanitizer options only matter to debug builds; ordinary programs ignore them.
    bwrapArgs: bwrapArgs({
      programFd: PROGRAM_FD,
      tmpfsBytes: limits.tmpfsBytes,
      env: {
        ...SANITIZER_ENV,
        // The runtime's own timer ends the program just before the sandbox's limit would.
        CODENEST_WALL_MS: String(
          Math.max(limits.runWallSeconds * 1000 - limits.runWallMarginMs, 1),
        ),
      },
    }),
    command: budget.command,
    seccompFilter: toolchain.seccompFilter,
    cgroup,
    rlimits: {
      cpu: limits.runCpuSeconds,
      fsize: limits.fileSizeBytes,
      nofile: limits.runOpenFiles,
      core: 0,
      ...budget.rlimits,
      // Without a cgroup, rlimits are the fallback (debug runs never come here without one).
      ...(cgroup ? {} : { as: limits.runMemoryBytes }),
    },
    uid: slotUid(context, slot),
    takesProgram: true,
  });
  return { sandbox, cgroup, workDir: null, mode };
}

export interface RunParts {
  context: SandboxContext;
  spares: SpareSandboxes;
  log: FastifyBaseLogger;
}

/** Runs a compiled program in this slot and turns what happened into its answer. */
export async function runProgram(
  parts: RunParts,
  slot: Slot,
  program: Buffer,
  input: ExecuteInput,
  compiled: { outcome: CompileOutcome; cached: boolean; mode: ExecutionMode },
): Promise<RunResult> {
  const limits = parts.context.config.limits;
  const prepared = await parts.spares.take(slot, 'run', compiled.mode);
  let result: LaunchResult;
  let oomKills = 0;
  let cpuMs: number | null = null;
  let memoryBytes: number | null = null;
  try {
    result = await prepared.sandbox.start({
      stdin: input.stdin ?? '',
      program,
      wallMs: limits.runWallSeconds * 1000,
      outputBytes: limits.outputBytes,
    });
    oomKills = prepared.cgroup?.oomKills() ?? 0;
    cpuMs = prepared.cgroup?.cpuUsageMs() ?? null;
    memoryBytes = prepared.cgroup?.memoryPeakBytes() ?? null;
  } finally {
    parts.spares.finish(prepared);
  }
  const crash = result.signal === null ? null : takeCrashReport(result.stderr);
  const crashLines = crash ? await sourceLinesOf(parts, slot, program, crash.report) : [];
  return runVerdict(
    result,
    {
      oomKills,
      cpuMs,
      memoryBytes,
      mode: compiled.mode,
      compiled: compiled.outcome,
      cached: compiled.cached,
      source: input.code,
      crash: crash && { ...crash, lines: crashLines },
    },
    limits,
  );
}

/**
 * The learner's lines at a crash's code addresses. addr2line reads the program's debug
 * information, which the learner's source shapes (inline assembly can write any bytes there),
 * so it runs in a run sandbox of this slot like the program did. Empty when it cannot say.
 */
async function sourceLinesOf(
  parts: RunParts,
  slot: Slot,
  program: Buffer,
  report: CrashReport,
): Promise<number[]> {
  const { context, spares, log } = parts;
  const addr2line = context.toolchain.addr2line;
  const base = loadBase(program);
  if (!addr2line || base === null || report.offsets.length === 0) return [];
  const addresses = report.offsets.map((offset) => `0x${(base + offset).toString(16)}`);
  let prepared: Prepared | null = null;
  try {
    prepared = await prepareRunSandbox(context, slot, 'run', [
      addr2line,
      '-e',
      `./${PROGRAM_NAME}`,
      ...addresses,
    ]);
    const located = await prepared.sandbox.start({
      stdin: '',
      program,
      wallMs: context.config.limits.runWallSeconds * 1000,
      outputBytes: ADDR2LINE_OUTPUT_BYTES,
    });
    return located.exitCode === 0 ? sourceLines(located.stdout) : [];
  } catch (error) {
    log.warn({ err: error }, 'could not place a crash in the source');
    return [];
  } finally {
    if (prepared) spares.finish(prepared);
  }
}
