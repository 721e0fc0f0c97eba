import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { RunnerConfig } from '../config';
import { HttpError } from '../http/errors';
import { SandboxAgent } from './agent';
import { BackgroundTasks } from './background';
import { detectCgroups, NO_CGROUPS, type Cgroups } from './cgroups';
import { Compiler, prepareCompileSandbox, trimmedLibraryView } from './compile';
import { CompileCache } from './compile-cache';
import {
  cgroupPrefix,
  loadProgramRuntime,
  makeScratchFolder,
  removeCgroupsOfDeadServers,
  removeScratchOfDeadServers,
  selfTest,
  warnAboutIsolation,
} from './housekeeping';
import { findMathLibrary } from './math-library';
import { SlotPool, type Slot } from './pool';
import { prepareRunSandbox, runProgram, type ExecuteInput } from './run';
import {
  isRoot,
  type BuildMode,
  type Phase,
  type Prepared,
  type SandboxContext,
} from './sandbox-setup';
import type { TraceResponse } from '@domain/trace';
import { readTracerOutput } from '../trace/tracer-output';
import type { RunResult, TraceInput } from './service';
import { recordTrace } from './trace-sandbox';
import { SpareSandboxes } from './spares';
import { findToolchain, type Toolchain } from './toolchain';
import { compileFailure, compileFailureText } from './verdict';

export type { ExecuteInput } from './run';
export { scratchBase } from './housekeeping';

export type RunnerStatus = 'starting' | 'ready' | 'unavailable';

export interface RunnerHealth {
  status: RunnerStatus;
  reason: string | null;
  isolation: { cgroups: Cgroups['kind']; uidPerSlot: boolean } | null;
  pool: { size: number; busy: number; queued: number };
  cache: { entries: number; bytes: number } | null;
}

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

function tracesUnavailable(): HttpError {
  return new HttpError(
    501,
    'trace_unavailable',
    'The visualizer is not available on this server: it needs gdb. Press Run to run your program.',
  );
}

/**
 * Compiles and runs learners' C: each compile and each run in its own bubblewrap sandbox, under
 * its own cgroup and rlimits, one slot per core, with a compile cache in front. The parts:
 * housekeeping.ts (start-up, clean-up after dead servers), compile.ts, spares.ts, run.ts and
 * verdict.ts.
 */
export class Runner {
  private status: RunnerStatus = 'starting';
  private reason: string | null = null;
  private toolchain: Toolchain | null = null;
  private cgroups: Cgroups = NO_CGROUPS;
  private cache: CompileCache | null = null;
  private agent: SandboxAgent | null = null;
  private workRoot: string | null = null;
  private context: SandboxContext | null = null;
  private compiler: Compiler | null = null;
  private readonly pool: SlotPool;
  private readonly background: BackgroundTasks;
  private readonly spares: SpareSandboxes;
  private readonly instance = cgroupPrefix();

  constructor(
    private readonly config: RunnerConfig,
    private readonly dataDir: string,
    private readonly nativeDir: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.pool = new SlotPool(config.poolSize, config.queueSize);
    this.background = new BackgroundTasks(log);
    this.spares = new SpareSandboxes(
      (slot, phase, mode) => this.prepare(slot, phase, mode),
      this.background,
    );
  }

  /** Finds the tools and proves the sandbox with a real run; never throws. */
  async start(): Promise<void> {
    this.spares.startRefilling();
    try {
      const toolchain = findToolchain(this.nativeDir);
      this.toolchain = toolchain;
      const mathLibrary = findMathLibrary(toolchain.gcc);
      const programRuntime = loadProgramRuntime(toolchain.programRuntime);
      const traceRuntime = toolchain.tracer ? loadProgramRuntime(toolchain.tracer.runtime) : null;
      const agent = new SandboxAgent(toolchain.agent);
      this.agent = agent;
      const cgroups = detectCgroups();
      this.cgroups = cgroups;
      const prlimitInSandbox = cgroups.kind === 'none' ? toolchain.prlimit : null;
      warnAboutIsolation(cgroups.kind, prlimitInSandbox, this.log);
      await removeCgroupsOfDeadServers(cgroups, this.log);
      removeScratchOfDeadServers(this.log);
      const cache = new CompileCache(
        path.join(this.dataDir, 'compile-cache'),
        this.config.compileCacheBytes,
      );
      this.cache = cache;
      const workRoot = makeScratchFolder();
      this.workRoot = workRoot;
      const libraryView = trimmedLibraryView({
        toolchain,
        prlimitInSandbox,
        dataDir: this.dataDir,
        workRoot,
        log: this.log,
      });
      const context: SandboxContext = {
        config: this.config,
        toolchain,
        agent,
        cgroups,
        workRoot,
        programRuntime,
        traceRuntime,
        prlimitInSandbox,
        libraryView,
        instance: this.instance,
      };
      this.context = context;
      this.compiler = new Compiler({
        context,
        cache,
        mathLibrary,
        pool: this.pool,
        spares: this.spares,
        background: this.background,
      });
      await selfTest({
        run: (code) => this.execute({ code }, { useCache: false }),
        trimmedFolder: libraryView?.folder ?? null,
        useFullFolder: async () => {
          context.libraryView = null;
          await this.spares.discard();
        },
        log: this.log,
      });
      this.status = 'ready';
      this.log.info(
        { cgroups: cgroups.kind, uidPerSlot: isRoot, slots: this.config.poolSize },
        'code runner ready',
      );
    } catch (error) {
      this.status = 'unavailable';
      this.reason = error instanceof Error ? error.message : String(error);
      this.log.error(`Code execution is unavailable: ${this.reason}`);
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
    const spares = this.spares.cgroupNames();
    return this.cgroups
      .leftovers()
      .filter((name) => name.startsWith(`${this.instance}-`) && !spares.has(name));
  }

  /** Launchers waiting as spares: they hold no program, only their limits. */
  spareProcessIds(): number[] {
    return this.spares.processIds();
  }

  /** Compiles programs ahead of time so their first Run is cache-warm. */
  async warm(programs: string[]): Promise<number> {
    let compiled = 0;
    for (const code of programs) {
      const { outcome } = await this.requireCompiler().compileCached(code, 'run', 'warm-up');
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
    const { outcome, binary, cached } = await this.requireCompiler().compileCached(
      input.code,
      mode,
      client,
      options.useCache ?? true,
    );
    if (!outcome.ok || !binary) return compileFailure(outcome, cached);
    const parts = { context: this.requireContext(), spares: this.spares, log: this.log };
    return this.pool.use(
      (slot) => runProgram(parts, slot, binary, input, { outcome, cached, mode }),
      client,
    );
  }

  /**
   * Compiles a program for tracing (-O0 -g, the trace runtime) and records its execution step by
   * step in a trace sandbox of a slot: gdb inside, the program under the run's filter and limits.
   */
  async trace(input: TraceInput, options: { client?: string } = {}): Promise<TraceResponse> {
    const context = this.requireContext();
    const tracer = context.toolchain.tracer;
    if (!tracer) throw tracesUnavailable();
    const client = options.client ?? '';
    const { outcome, binary } = await this.requireCompiler().compileCached(
      input.code,
      'trace',
      client,
    );
    if (!outcome.ok || !binary) {
      return {
        status: 'compile_error',
        steps: [],
        truncated: false,
        compileOutput: compileFailureText(outcome),
        diagnostics: outcome.diagnostics,
      };
    }
    const run = await this.pool.use(
      (slot) => recordTrace(context, slot, tracer, binary, input.stdin ?? ''),
      client,
    );
    // Warnings stay with the trace, as with a run.
    return {
      ...readTracerOutput(run, context.config.limits),
      compileOutput: outcome.compileOutput,
      diagnostics: outcome.diagnostics,
    };
  }

  /** Waits for runs in progress, lets the spare sandboxes go, then removes the scratch folder. */
  async close(): Promise<void> {
    this.spares.stopRefilling();
    await this.pool.drain();
    await this.spares.discard();
    this.agent?.close();
    this.cache?.close();
    if (this.workRoot) fs.rmSync(this.workRoot, { recursive: true, force: true });
  }

  private prepare(slot: Slot, phase: Phase, mode: BuildMode): Promise<Prepared> {
    const context = this.requireContext();
    if (phase === 'compile') return prepareCompileSandbox(context, slot, mode);
    // A trace's sandbox is made for it (trace/sandbox.ts), never kept as a spare.
    if (mode === 'trace') throw new Error('trace sandboxes are not prepared as spares');
    return prepareRunSandbox(context, slot, mode);
  }

  private requireContext(): SandboxContext {
    if (!this.context) throw new Error('The code runner has not started');
    return this.context;
  }

  private requireCompiler(): Compiler {
    if (!this.compiler) throw new Error('The code runner has not started');
    return this.compiler;
  }
}
