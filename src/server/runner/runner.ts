import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ExecuteResponse, ExecutionMode } from '../../domain/execution';
import { appendChunk } from '../../domain/output-chunks';
import type { RunnerConfig } from '../config';
import { HttpError } from '../http/errors';
import { detectCgroups, NO_CGROUPS, type Cgroups, type RunCgroup } from './cgroups';
import { CompileCache, type CompileOutcome } from './compile-cache';
import { formatDiagnostics, parseGccDiagnostics } from './diagnostics';
import { prepareLibraryView, type LibraryView } from './library-view';
import { ALWAYS_LINK_MATH, findMathLibrary, type MathLibrary } from './math-library';
import { SlotPool, type Slot } from './pool';
import { bwrapArgs, PROGRAM_FD, PROGRAM_NAME, SOURCE_NAME } from './sandbox';
import {
  describeCrash,
  loadBase,
  sourceLines,
  takeCrashReport,
  WALL_SIGNAL,
  type CrashReport,
} from './crash-report';
import { problemDiagnostic, readSanitizerOutput } from './sanitizer';
import { explainSignal, signalName } from './signals';
import { SandboxAgent, type LaunchResult, type PreparedSandbox } from './agent';
import type { RunResult } from './service';
import { findToolchain, type Toolchain } from './toolchain';
import { streamText, transcriptText, withoutStderrSpans } from './transcript';

export interface ExecuteInput {
  code: string;
  stdin?: string | undefined;
  mode?: ExecutionMode | undefined;
}

export type RunnerStatus = 'starting' | 'ready' | 'unavailable';

export interface RunnerHealth {
  status: RunnerStatus;
  reason: string | null;
  isolation: { cgroups: Cgroups['kind']; uidPerSlot: boolean } | null;
  pool: { size: number; busy: number; queued: number };
  cache: { entries: number; bytes: number } | null;
}

const BASE_FLAGS = [
  '-std=c17',
  '-Wall',
  '-Wextra',
  '-pipe',
  '-fdiagnostics-format=json',
  '-fno-diagnostics-color',
];
const MODE_FLAGS: Record<ExecutionMode, string[]> = {
  // gold links several times faster than the default linker for small programs. -g1 (line
  // tables only) lets a crash name the learner's line.
  run: ['-g1', '-fuse-ld=gold'],
  debug: ['-O0', '-g', '-fno-omit-frame-pointer', '-fsanitize=address,undefined', '-fuse-ld=gold'],
};
/** Every library a program may link: what the compile sandbox's library folder must hold. */
const ALL_LIBS = ['-lm'];
/** The libraries one program links, written by the host into the compile folder (gcc @file). */
const LINK_OPTIONS_NAME = 'link-options';
/** native/program-runtime.o, copied into each compile folder and linked into the program. */
const RUNTIME_NAME = 'codenest-runtime.o';
const MAX_BINARY_BYTES = 64 * 1024 * 1024;
const COMPILE_PROCESSES = 32;
const SANITIZER_ENV = {
  ASAN_OPTIONS:
    'detect_leaks=0:halt_on_error=1:abort_on_error=0:quarantine_size_mb=16:print_summary=1',
  // Each kind of undefined behaviour is reported (once per place) and the program goes on.
  UBSAN_OPTIONS: 'print_stacktrace=1:halt_on_error=0',
};
/**
 * A debug run needs a cgroup to cap its memory. The sanitizers reserve terabytes of address
 * space, so RLIMIT_AS cannot be set; AddressSanitizer's own RSS limit is a thread of the
 * program, gone in a child it forks and in any program it execs. Without cgroups (the server
 * runs as an ordinary user) debug runs are refused before they compile.
 */
function debugRunsUnavailable(): HttpError {
  return new HttpError(
    501,
    'debug_unavailable',
    'Debug runs are not available on this server: it cannot limit the memory of a sanitizer build. Press Run to run your program without the sanitizers.',
  );
}
const OUTPUT_CUT_MARKER = (limit: string) =>
  `\n[output cut: your program printed more than ${limit}]`;

/** How long before the wall-clock limit a program's runtime stops it (see program-runtime.c). */
const WALL_MARGIN_MS = 150;
const COMPILE_TMPFS_BYTES = 64 * 1024 * 1024;
/** gcc's words when RLIMIT_CPU stops cc1 (SIGXCPU, then SIGKILL at the hard limit). */
const CPU_LIMIT_KILL = /(CPU time limit exceeded|Killed) signal terminated program/;

type Phase = 'compile' | 'run';

interface Compiled {
  outcome: CompileOutcome;
  /** The program, when it compiled. */
  binary: Buffer | null;
}

interface Prepared {
  sandbox: PreparedSandbox;
  cgroup: RunCgroup | null;
  workDir: string | null;
  mode: ExecutionMode;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function humanBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/**
 * Compiles and runs learners' C: each compile and each run in its own bubblewrap sandbox, under
 * its own cgroup and rlimits, one slot per core, with a compile cache in front.
 */
export class Runner {
  private status: RunnerStatus = 'starting';
  private reason: string | null = null;
  private toolchain: Toolchain | null = null;
  private cgroups: Cgroups = NO_CGROUPS;
  private cache: CompileCache | null = null;
  private libraryView: LibraryView | null = null;
  private mathLibrary: MathLibrary = ALWAYS_LINK_MATH;
  private programRuntime: { bytes: Buffer; hash: string } | null = null;
  /** prlimit, when sandboxes have no cgroup and set their process limit inside (processBudget). */
  private prlimitInSandbox: string | null = null;
  private agent: SandboxAgent | null = null;
  private workRoot: string | null = null;
  private readonly pool: SlotPool;
  private readonly compiling = new Map<string, Promise<Compiled>>();
  private readonly spares = new Map<string, Prepared>();
  private readonly housekeeping = new Set<Promise<void>>();
  private readonly refilling = new Set<string>();
  /** Prefix of this runner's cgroups: several servers may share one machine. */
  private readonly instance = `r${process.pid}-${crypto.randomBytes(3).toString('hex')}`;
  private closing = false;

  constructor(
    private readonly config: RunnerConfig,
    private readonly dataDir: string,
    private readonly nativeDir: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.pool = new SlotPool(config.poolSize, config.queueSize);
  }

  /** Finds the tools and proves the sandbox with a real run; never throws. */
  async start(): Promise<void> {
    this.closing = false;
    try {
      this.toolchain = findToolchain(this.nativeDir);
      this.mathLibrary = findMathLibrary(this.toolchain.gcc);
      const runtime = fs.readFileSync(this.toolchain.programRuntime);
      this.programRuntime = {
        bytes: runtime,
        hash: crypto.createHash('sha256').update(runtime).digest('hex'),
      };
      this.agent = new SandboxAgent(this.toolchain.agent);
      this.cgroups = detectCgroups();
      this.prlimitInSandbox = this.cgroups.kind === 'none' ? this.toolchain.prlimit : null;
      if (this.cgroups.kind === 'none') {
        this.log.warn(
          'no cgroups (they need root): memory is limited per process by rlimits, and debug runs are refused',
        );
      }
      if (this.cgroups.kind === 'none' && !this.prlimitInSandbox) {
        this.log.warn(
          'prlimit (util-linux) is not installed: without cgroups the process limit then counts every process of this user, and runs may fail to start under load',
        );
      }
      await this.removeCgroupsOfDeadServers();
      this.removeScratchOfDeadServers();
      this.cache = new CompileCache(
        path.join(this.dataDir, 'compile-cache'),
        this.config.compileCacheBytes,
      );
      this.workRoot = fs.mkdtempSync(path.join(scratchBase(), `${SCRATCH_PREFIX}${process.pid}-`));
      fs.chmodSync(this.workRoot, 0o711);
      this.libraryView = this.prepareLibraryView(this.toolchain);
      let probe = await this.selfTest();
      if (probe.status !== 'success' && this.libraryView) {
        this.log.warn(
          { folder: this.libraryView.folder },
          'compiling with the trimmed library folder failed; using the full folder',
        );
        this.libraryView = null;
        await this.discardSpares();
        probe = await this.selfTest();
      }
      if (probe.status !== 'success' || probe.stdout !== 'ready\n') {
        throw new Error(
          `the self-test program did not run (${probe.status}): ${[probe.error, probe.stderr.trim()].filter(Boolean).join(': ')}`,
        );
      }
      this.status = 'ready';
      this.log.info(
        { cgroups: this.cgroups.kind, uidPerSlot: isRoot, slots: this.config.poolSize },
        'code runner ready',
      );
    } catch (error) {
      this.status = 'unavailable';
      this.reason = error instanceof Error ? error.message : String(error);
      this.log.error(`Code execution is unavailable: ${this.reason}`);
    }
  }

  private selfTest(): Promise<RunResult> {
    return this.execute(
      { code: '#include <stdio.h>\nint main(void) { puts("ready"); return 0; }\n' },
      { useCache: false },
    );
  }

  private prepareLibraryView(toolchain: Toolchain): LibraryView | null {
    try {
      return prepareLibraryView({
        gcc: toolchain.gcc,
        helpers: this.prlimitInSandbox ? [this.prlimitInSandbox] : [],
        gccIdentity: toolchain.gccIdentity,
        cacheDir: this.dataDir,
        workRoot: this.workRoot!,
        modeFlags: Object.values(MODE_FLAGS).map((flags) => [...BASE_FLAGS, ...flags]),
        libs: ALL_LIBS,
      });
    } catch (error) {
      this.log.warn(
        { err: error },
        'the trimmed library folder could not be built; using the full folder',
      );
      return null;
    }
  }

  get ready(): boolean {
    return this.status === 'ready';
  }

  health(): RunnerHealth {
    return {
      status: this.status,
      reason: this.reason,
      isolation: this.toolchain ? { cgroups: this.cgroups.kind, uidPerSlot: isRoot } : null,
      pool: { size: this.pool.size, busy: this.pool.busy, queued: this.pool.queued },
      cache: this.cache?.size ?? null,
    };
  }

  /** Run cgroups still present other than those of the prepared spares (should be none). */
  leftoverCgroups(): string[] {
    const spares = new Set([...this.spares.values()].map((spare) => spare.cgroup?.name));
    return this.cgroups
      .leftovers()
      .filter((name) => name.startsWith(`${this.instance}-`) && !spares.has(name));
  }

  /** Launchers waiting as spares: they hold no program, only their limits. */
  spareProcessIds(): number[] {
    return [...this.spares.values()].flatMap((spare) =>
      spare.sandbox.pid ? [spare.sandbox.pid] : [],
    );
  }

  /** Compiles programs ahead of time so their first Run is cache-warm. */
  async warm(programs: string[]): Promise<number> {
    let compiled = 0;
    for (const code of programs) {
      const { outcome } = await this.compileCached(code, 'run', 'warm-up');
      if (outcome.ok) compiled++;
    }
    return compiled;
  }

  /**
   * Compiles (or takes from the cache) and runs one program. `client` names who asked (a user or
   * an address): while every slot is busy, waiting clients get freed slots in turn.
   */
  async execute(
    input: ExecuteInput,
    options: { useCache?: boolean; client?: string } = {},
  ): Promise<RunResult> {
    const mode = input.mode ?? 'run';
    if (mode === 'debug' && this.cgroups.kind === 'none') throw debugRunsUnavailable();
    const client = options.client ?? '';
    const { outcome, binary, cached } = await this.compileCached(
      input.code,
      mode,
      client,
      options.useCache ?? true,
    );
    if (!outcome.ok || !binary) return this.compileFailure(outcome, cached);
    return this.pool.use((slot) => this.run(slot, binary, input, mode, outcome, cached), client);
  }

  /** Lets the prepared sandboxes go (they were set up with arguments that no longer hold). */
  private async discardSpares(): Promise<void> {
    await Promise.all(this.housekeeping);
    await new Promise((resolve) => setImmediate(resolve)); // let a scheduled refill land first
    const spares = [...this.spares.values()];
    this.spares.clear();
    await Promise.all(spares.map((spare) => this.dispose(spare, true)));
  }

  /** Waits for runs in progress, lets the spare sandboxes go, then removes the scratch folder. */
  async close(): Promise<void> {
    this.closing = true;
    await this.pool.drain();
    await this.discardSpares();
    this.agent?.close();
    this.cache?.close();
    if (this.workRoot) fs.rmSync(this.workRoot, { recursive: true, force: true });
  }

  private flags(mode: ExecutionMode): string[] {
    return [...BASE_FLAGS, ...MODE_FLAGS[mode]];
  }

  private async compileCached(
    code: string,
    mode: ExecutionMode,
    client: string,
    useCache = true,
  ): Promise<{ outcome: CompileOutcome; binary: Buffer | null; cached: boolean }> {
    const toolchain = this.requireToolchain();
    const cache = this.cache!;
    const libs = this.mathLibrary.librariesFor(code);
    const key = CompileCache.key([
      toolchain.gccIdentity,
      this.programRuntime!.hash,
      this.flags(mode).join(' '),
      libs.join(' '),
      code,
    ]);
    if (useCache) {
      const hit = cache.get(key);
      if (hit) return { ...hit, cached: true };
    }
    // Identical programs submitted together compile once.
    let pending = this.compiling.get(key);
    if (!pending) {
      pending = this.pool
        .use((slot) => this.compile(slot, key, code, libs, mode), client)
        .finally(() => this.compiling.delete(key));
      this.compiling.set(key, pending);
    }
    return { ...(await pending), cached: false };
  }

  private async compile(
    slot: Slot,
    key: string,
    code: string,
    libs: string[],
    mode: ExecutionMode,
  ): Promise<Compiled> {
    const limits = this.config.limits;
    const prepared = await this.take(slot, 'compile', mode);
    try {
      const workDir = prepared.workDir!;
      fs.writeFileSync(path.join(workDir, SOURCE_NAME), code, { mode: 0o644, flag: 'wx' });
      fs.writeFileSync(path.join(workDir, LINK_OPTIONS_NAME), libs.join('\n'), {
        mode: 0o444,
        flag: 'wx',
      });
      const result = await prepared.sandbox.start({
        stdin: '',
        wallMs: limits.compileWallSeconds * 1000,
        outputBytes: 1024 * 1024,
      });
      const oom = (prepared.cgroup?.oomKills() ?? 0) > 0;
      const { diagnostics, otherText } = parseGccDiagnostics(result.stderr);
      const compileOutput = formatDiagnostics(diagnostics, otherText);
      let limitMessage: string | null = null;
      // Time and memory depend on how busy the machine was, not only on the source: such a
      // failure is never cached, so the next try compiles again.
      let sourceDecided = true;
      if (oom) {
        limitMessage = `Compilation needed more than ${humanBytes(limits.compileMemoryBytes)} of memory and was stopped.`;
        sourceDecided = false;
      } else if (result.signal === 24 || CPU_LIMIT_KILL.test(result.stderr)) {
        limitMessage = `Compilation used more than ${limits.compileCpuSeconds} s of CPU and was stopped. Does your program #include itself, or a file that never ends?`;
        sourceDecided = false;
      } else if (result.timedOut) {
        limitMessage = `Compilation took longer than ${limits.compileWallSeconds} s and was stopped. Does your program #include itself, or a file that never ends?`;
        sourceDecided = false;
      } else if (result.outputExceeded) {
        limitMessage =
          'The compiler printed too many messages and was stopped. Fix the first errors and try again.';
      }
      const binary =
        result.exitCode === 0 && !limitMessage
          ? readBinary(path.join(workDir, PROGRAM_NAME))
          : null;
      const outcome: CompileOutcome = {
        ok: binary !== null,
        compileOutput,
        diagnostics,
        limitMessage,
      };
      if (!outcome.ok && !compileOutput && !limitMessage) {
        outcome.limitMessage = `The compiler stopped unexpectedly${result.signal ? ` (signal ${result.signal})` : ''}.`;
        sourceDecided = false;
      }
      // The answer does not wait for the cache's disk writes.
      if (sourceDecided) {
        this.background(() => Promise.resolve().then(() => this.cache!.put(key, outcome, binary)));
      }
      return { outcome, binary };
    } finally {
      this.finish(prepared);
    }
  }

  private compileFailure(outcome: CompileOutcome, cached: boolean): RunResult {
    // A limit hit by the compiler comes first; gcc's own messages follow when there are any.
    const parts = [outcome.limitMessage, outcome.compileOutput].filter(Boolean);
    return {
      output: '',
      error: parts.length > 0 ? parts.join('\n') : 'Compilation failed.',
      executionTime: 0,
      status: 'compile_error',
      exitCode: null,
      signal: null,
      stdout: '',
      stderr: '',
      compileOutput: outcome.compileOutput,
      diagnostics: outcome.diagnostics,
      memoryKb: null,
      transcript: [],
      debug: null,
      cached,
    };
  }

  private async run(
    slot: Slot,
    program: Buffer,
    input: ExecuteInput,
    mode: ExecutionMode,
    compiled: CompileOutcome,
    cached: boolean,
  ): Promise<RunResult> {
    const limits = this.config.limits;
    const prepared = await this.take(slot, 'run', mode);
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
      this.finish(prepared);
    }
    const crash = result.signal === null ? null : takeCrashReport(result.stderr);
    const crashLines = crash ? await this.sourceLinesOf(slot, program, crash.report) : [];
    return this.verdict(result, {
      oomKills,
      cpuMs,
      memoryBytes,
      mode,
      compiled,
      cached,
      source: input.code,
      crash: crash && { ...crash, lines: crashLines },
    });
  }

  /**
   * The learner's lines at a crash's code addresses. addr2line reads the program's debug
   * information, which the learner's source shapes (inline assembly can write any bytes there),
   * so it runs in a run sandbox of this slot like the program did. Empty when it cannot say.
   */
  private async sourceLinesOf(slot: Slot, program: Buffer, report: CrashReport): Promise<number[]> {
    const addr2line = this.toolchain?.addr2line;
    const base = loadBase(program);
    if (!addr2line || base === null || report.offsets.length === 0) return [];
    const addresses = report.offsets.map((offset) => `0x${(base + offset).toString(16)}`);
    let prepared: Prepared | null = null;
    try {
      prepared = await this.prepare(slot, 'run', 'run', [
        addr2line,
        '-e',
        `./${PROGRAM_NAME}`,
        ...addresses,
      ]);
      const located = await prepared.sandbox.start({
        stdin: '',
        program,
        wallMs: this.config.limits.runWallSeconds * 1000,
        outputBytes: 64 * 1024,
      });
      return located.exitCode === 0 ? sourceLines(located.stdout) : [];
    } catch (error) {
      this.log.warn({ err: error }, 'could not place a crash in the source');
      return [];
    } finally {
      if (prepared) this.finish(prepared);
    }
  }

  /**
   * The sandbox for one phase in this slot: a spare prepared after the previous use (already in
   * its cgroups, limits set, uid dropped) when one matches, else a fresh one.
   */
  private async take(slot: Slot, phase: Phase, mode: ExecutionMode): Promise<Prepared> {
    const key = `${slot.index}:${phase}`;
    const spare = this.spares.get(key);
    this.spares.delete(key);
    let taken: Prepared;
    if (spare?.mode === mode && spare.sandbox.usable) {
      taken = spare;
    } else {
      if (spare) this.background(() => this.dispose(spare, true));
      taken = await this.prepare(slot, phase, mode);
    }
    // The replacement gets ready (cgroup joined, limits set) while this one works.
    this.background(async () => {
      if (this.closing || this.spares.has(key) || this.refilling.has(key)) return;
      this.refilling.add(key);
      try {
        const spare = await this.prepare(slot, phase, mode);
        if (this.closing || this.spares.has(key)) await this.dispose(spare, true);
        else this.spares.set(key, spare);
      } finally {
        this.refilling.delete(key);
      }
    });
    return taken;
  }

  /** Removes a used sandbox's cgroup and folder off the path of any request. */
  private finish(used: Prepared): void {
    this.background(() => this.dispose(used, false));
  }

  private background(work: () => Promise<void>): void {
    const task = work()
      .catch((error: unknown) => this.log.warn({ err: error }, 'sandbox clean-up failed'))
      .finally(() => this.housekeeping.delete(task));
    this.housekeeping.add(task);
  }

  private async prepare(
    slot: Slot,
    phase: Phase,
    mode: ExecutionMode,
    /** A run sandbox that runs this instead of the program (it still receives the program). */
    command: string[] = [`./${PROGRAM_NAME}`],
  ): Promise<Prepared> {
    const toolchain = this.requireToolchain();
    const limits = this.config.limits;
    const uid = this.slotUid(slot);
    if (phase === 'compile') {
      // The folder lives in memory (see scratchBase): synchronous calls cost less than promises.
      const workDir = fs.mkdtempSync(path.join(this.workRoot!, 'compile-'));
      fs.writeFileSync(path.join(workDir, RUNTIME_NAME), this.programRuntime!.bytes, {
        mode: 0o444,
        flag: 'wx',
      });
      if (uid !== null) fs.chownSync(workDir, uid, uid);
      fs.chmodSync(workDir, 0o700);
      const cgroup = await this.createCgroup('compile', {
        memoryBytes: limits.compileMemoryBytes,
        processes: COMPILE_PROCESSES,
      });
      const budget = this.processBudget(
        [
          toolchain.gcc,
          ...this.flags(mode),
          '-o',
          PROGRAM_NAME,
          SOURCE_NAME,
          RUNTIME_NAME,
          `@${LINK_OPTIONS_NAME}`,
        ],
        COMPILE_PROCESSES,
        cgroup,
      );
      const sandbox = await this.agent!.prepare({
        bwrap: toolchain.bwrap,
        bwrapArgs: bwrapArgs({
          workDir,
          tmpfsBytes: Math.max(limits.tmpfsBytes, COMPILE_TMPFS_BYTES),
          libraryView: this.libraryView,
        }),
        command: budget.command,
        seccompFilter: toolchain.seccompFilter,
        cgroup,
        rlimits: {
          // Per process: cc1 does nearly all the work, so this bounds one compile's CPU.
          cpu: limits.compileCpuSeconds,
          fsize: MAX_BINARY_BYTES,
          nofile: 256,
          core: 0,
          ...budget.rlimits,
          ...(cgroup ? {} : { as: limits.compileMemoryBytes * 4 }),
        },
        uid,
        takesProgram: false,
      });
      return { sandbox, cgroup, workDir, mode };
    }
    const cgroup = await this.createCgroup('run', {
      memoryBytes: limits.runMemoryBytes,
      processes: limits.runProcesses,
    });
    const budget = this.processBudget(command, limits.runProcesses, cgroup);
    const sandbox = await this.agent!.prepare({
      bwrap: toolchain.bwrap,
      // The sanitizer options only matter to debug builds; ordinary programs ignore them.
      bwrapArgs: bwrapArgs({
        programFd: PROGRAM_FD,
        tmpfsBytes: limits.tmpfsBytes,
        env: {
          ...SANITIZER_ENV,
          // The runtime's own timer ends the program just before the sandbox's limit would.
          CODENEST_WALL_MS: String(Math.max(limits.runWallSeconds * 1000 - WALL_MARGIN_MS, 1)),
        },
      }),
      command: budget.command,
      seccompFilter: toolchain.seccompFilter,
      cgroup,
      rlimits: {
        cpu: limits.runCpuSeconds,
        fsize: limits.fileSizeBytes,
        nofile: 256,
        core: 0,
        ...budget.rlimits,
        // Without a cgroup, rlimits are the fallback (debug runs never come here without one).
        ...(cgroup ? {} : { as: limits.runMemoryBytes }),
      },
      uid,
      takesProgram: true,
    });
    return { sandbox, cgroup, workDir: null, mode };
  }

  /**
   * How a sandbox's process count is bounded. With a cgroup, its pids controller counts this
   * sandbox alone. Without one (the server runs as an ordinary user), RLIMIT_NPROC is the bound,
   * and the kernel counts it per user: set before bubblewrap, it would count the server's own
   * threads and every other sandbox (all run as that one user), so gcc's forks would fail under
   * load and gcc would sleep a second before each retry. Set by prlimit inside the sandbox's own
   * user namespace, it counts this sandbox's processes only, and nothing inside can raise it.
   */
  private processBudget(
    command: string[],
    processes: number,
    cgroup: RunCgroup | null,
  ): { command: string[]; rlimits: { nproc?: number } } {
    if (cgroup) return { command, rlimits: {} };
    const prlimit = this.prlimitInSandbox;
    if (!prlimit) return { command, rlimits: { nproc: processes } };
    return { command: [prlimit, `--nproc=${processes}`, '--', ...command], rlimits: {} };
  }

  private async dispose(prepared: Prepared, cancel: boolean): Promise<void> {
    if (cancel) prepared.sandbox.cancel();
    try {
      await prepared.cgroup?.remove();
    } finally {
      if (prepared.workDir) fs.rmSync(prepared.workDir, { recursive: true, force: true });
    }
  }

  private verdict(
    launched: LaunchResult,
    facts: {
      oomKills: number;
      cpuMs: number | null;
      memoryBytes: number | null;
      mode: ExecutionMode;
      compiled: CompileOutcome;
      cached: boolean;
      source: string;
      /** The runtime's report of the signal that ended the program, with its lines placed. */
      crash: { report: CrashReport; span: [number, number]; lines: number[] } | null;
    },
  ): RunResult {
    const limits = this.config.limits;
    // The runtime stopped the program at its wall-clock limit, just before the agent would have.
    const wallTimer = launched.signal === WALL_SIGNAL && facts.crash?.report.signal === WALL_SIGNAL;
    // As if the sandbox had stopped it (what a wall-clock limit always reported).
    const result = wallTimer
      ? { ...launched, signal: os.constants.signals.SIGKILL, timedOut: true }
      : launched;
    const name = result.signal === null ? null : signalName(result.signal);
    // RLIMIT_CPU sends SIGXCPU, then SIGKILL a second later to a program that ignores it. A
    // SIGKILL that no other limit explains counts as the CPU limit only once that much time
    // has passed (a program may also kill itself).
    const killedByCpuLimit =
      name === 'SIGKILL' &&
      !result.timedOut &&
      !result.outputExceeded &&
      facts.oomKills === 0 &&
      (facts.cpuMs ?? result.wallMs) >= limits.runCpuSeconds * 1000;
    const cpuExhausted =
      name === 'SIGXCPU' ||
      killedByCpuLimit ||
      (facts.cpuMs !== null && facts.cpuMs >= limits.runCpuSeconds * 1000);
    let status: ExecuteResponse['status'] = 'success';
    let error: string | null = null;
    const diagnostics = [...facts.compiled.diagnostics];

    if (result.outputExceeded) {
      status = 'output_limit';
      error = `Output limit exceeded: your program printed more than ${humanBytes(limits.outputBytes)}, so it was stopped`;
    } else if (facts.oomKills > 0) {
      status = 'memory_limit';
      error = `Memory limit exceeded: your program used more than ${humanBytes(limits.runMemoryBytes)}`;
    } else if (cpuExhausted) {
      status = 'time_limit';
      error = `Time limit exceeded: ${limits.runCpuSeconds} s of CPU`;
    } else if (result.timedOut) {
      status = 'time_limit';
      error = `Time limit exceeded: your program ran longer than ${limits.runWallSeconds} s (is it waiting for input or sleeping?)`;
    } else if (name === 'SIGXFSZ') {
      status = 'runtime_error';
      error = `File size limit exceeded (signal 25): your program wrote a file larger than ${humanBytes(limits.fileSizeBytes)}`;
    } else if (name !== null) {
      status = 'runtime_error';
      error = explainSignal(name);
    } else if (result.exitCode !== 0) {
      status = 'runtime_error';
      error = `Your program exited with code ${result.exitCode ?? 'unknown'}`;
    }

    // What the runtime and the sanitizers wrote is theirs, not the program's: it comes out of
    // stderr and is said in words.
    const spans: Array<[number, number]> = [];
    if (facts.crash) {
      spans.push(facts.crash.span);
      const placed = describeCrash(facts.crash.report, facts.crash.lines, facts.source, {
        cpuSeconds: limits.runCpuSeconds,
        wallSeconds: limits.runWallSeconds,
      });
      if (placed && status !== 'success') {
        error = `${error}\n${placed.sentence}`;
        diagnostics.push(placed.diagnostic);
      }
    }
    let debug: RunResult['debug'] = null;
    if (facts.mode === 'debug') {
      const sanitizers = readSanitizerOutput(result.stderr);
      spans.push(...sanitizers.spans);
      debug = sanitizers.findings;
      diagnostics.push(
        ...debug.problems.filter((problem) => problem.line !== null).map(problemDiagnostic),
      );
      const found = debug.problems.length;
      if (found > 0 && (status === 'success' || status === 'runtime_error')) {
        status = 'runtime_error';
        error =
          found === 1
            ? 'The Debug run found a problem (see below)'
            : `The Debug run found ${found} problems (see below)`;
      }
    }

    const transcript = withoutStderrSpans(
      result.transcript,
      spans.sort(([a], [b]) => a - b),
    );
    if (result.outputExceeded) {
      appendChunk(transcript, {
        stream: 'stdout',
        text: OUTPUT_CUT_MARKER(humanBytes(limits.outputBytes)),
      });
    }
    const stdout = streamText(transcript, 'stdout');
    const stderr = streamText(transcript, 'stderr');
    return {
      output: transcriptText(transcript),
      error,
      executionTime: Math.round(result.wallMs),
      status,
      exitCode: result.exitCode,
      signal: name,
      stdout,
      stderr,
      compileOutput: facts.compiled.compileOutput,
      diagnostics,
      memoryKb: facts.memoryBytes === null ? null : Math.round(facts.memoryBytes / 1024),
      transcript,
      debug,
      cached: facts.cached,
    };
  }

  /** A server that was killed outright leaves its cgroups behind; they are named after its pid. */
  private async removeCgroupsOfDeadServers(): Promise<void> {
    for (const name of this.cgroups.leftovers()) {
      const pid = Number(/^r(\d+)-/.exec(name)?.[1]);
      if (!pid || isAlive(pid)) continue;
      await this.cgroups.removeByName(name);
      this.log.info({ cgroup: name }, 'removed the cgroup of a server that is gone');
    }
  }

  /** Its scratch folder (compile folders, the library view) is named after its pid too. */
  private removeScratchOfDeadServers(): void {
    const base = scratchBase();
    for (const name of fs.readdirSync(base)) {
      const pid = Number(SCRATCH_NAME.exec(name)?.[1]);
      if (!pid || isAlive(pid)) continue;
      try {
        fs.rmSync(path.join(base, name), { recursive: true, force: true });
        this.log.info({ folder: name }, 'removed the scratch folder of a server that is gone');
      } catch {
        // another user's folder: not this server's to remove
      }
    }
  }

  private createCgroup(
    phase: 'compile' | 'run',
    limits: { memoryBytes: number; processes: number },
  ): Promise<RunCgroup | null> {
    return this.cgroups.create(`${this.instance}-${phase}-${crypto.randomUUID()}`, limits);
  }

  private slotUid(slot: Slot): number | null {
    return isRoot ? this.config.uidBase + slot.index : null;
  }

  private requireToolchain(): Toolchain {
    if (!this.toolchain || !this.cache || !this.workRoot) {
      throw new Error('The code runner has not started');
    }
    return this.toolchain;
  }
}

const TMPFS_MAGIC = 0x01021994;
const SCRATCH_PREFIX = 'codenest-runner-';
const SCRATCH_NAME = new RegExp(`^${SCRATCH_PREFIX}(\\d+)-`);

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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Reads the compiled program without following a link the sandbox could have planted. */
function readBinary(file: string): Buffer | null {
  let fd: number;
  try {
    fd = fs.openSync(
      file,
      fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK,
    );
  } catch {
    return null;
  }
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isFile() || stat.size > MAX_BINARY_BYTES) return null;
    return fs.readFileSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
