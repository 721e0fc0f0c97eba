import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from './background';
import { CompileCache, type CompileOutcome } from './compile-cache';
import { prepareLibraryView, type LibraryView } from './library-view';
import type { MathLibrary } from './math-library';
import type { Slot, SlotPool } from './pool';
import { bwrapArgs, PROGRAM_NAME, SOURCE_NAME } from './sandbox';
import {
  createCgroup,
  processBudget,
  slotUid,
  type BuildMode,
  type Prepared,
  type ProgramRuntime,
  type SandboxContext,
} from './sandbox-setup';
import type { SpareSandboxes } from './spares';
import type { Toolchain } from './toolchain';
import { compileLimit, compileVerdict } from './verdict';

const BASE_FLAGS = [
  '-std=c17',
  '-Wall',
  '-Wextra',
  '-pipe',
  '-fdiagnostics-format=json',
  '-fno-diagnostics-color',
];
const MODE_FLAGS: Record<BuildMode, string[]> = {
  // gold links several times faster than the default linker for small programs. -g1 (line
  // tables only) lets a crash name the learner's line.
  run: ['-g1', '-fuse-ld=gold'],
  debug: ['-O0', '-g', '-fno-omit-frame-pointer', '-fsanitize=address,undefined', '-fuse-ld=gold'],
  // The tracer reads every variable where the source puts it (-O0 -g), finds a frame's locals
  // between its frame and stack pointers, and sees the program's heap calls (trace-runtime.c).
  trace: ['-O0', '-g', '-fno-omit-frame-pointer', '-fno-stack-protector', '-fuse-ld=gold'],
};
/** A traced program's heap calls go to trace-runtime.c, which links only into traced programs. */
const TRACE_WRAP = '-Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free';
/** Every library a program may link: what the compile sandbox's library folder must hold. */
const ALL_LIBS = ['-lm'];
/** The libraries one program links, written by the host into the compile folder (gcc @file). */
const LINK_OPTIONS_NAME = 'link-options';
/** native/program-runtime.o, copied into each compile folder and linked into the program. */
const RUNTIME_NAME = 'codenest-runtime.o';
/** Without a cgroup, gcc's address space may be this many times its memory limit. */
const ADDRESS_SPACE_PER_MEMORY = 4;

export function compileFlags(mode: BuildMode): string[] {
  return [...BASE_FLAGS, ...MODE_FLAGS[mode], ...(mode === 'trace' ? [TRACE_WRAP] : [])];
}

/** The runtime object a program of this mode links: the trace runtime for traces. */
function runtimeFor(context: SandboxContext, mode: BuildMode): ProgramRuntime {
  if (mode !== 'trace') return context.programRuntime;
  if (!context.traceRuntime) throw new Error('traces are not available on this runner');
  return context.traceRuntime;
}

/**
 * The folder of only the libraries gcc uses, which compile sandboxes see in place of the whole
 * multiarch folder; null (the full folder) when it cannot be built.
 */
export function trimmedLibraryView(input: {
  toolchain: Toolchain;
  prlimitInSandbox: string | null;
  dataDir: string;
  workRoot: string;
  log: FastifyBaseLogger;
}): LibraryView | null {
  try {
    return prepareLibraryView({
      gcc: input.toolchain.gcc,
      helpers: input.prlimitInSandbox ? [input.prlimitInSandbox] : [],
      gccIdentity: input.toolchain.gccIdentity,
      cacheDir: input.dataDir,
      workRoot: input.workRoot,
      modeFlags: Object.values(MODE_FLAGS).map((flags) => [...BASE_FLAGS, ...flags]),
      libs: ALL_LIBS,
    });
  } catch (error) {
    input.log.warn(
      { err: error },
      'the trimmed library folder could not be built; using the full folder',
    );
    return null;
  }
}

/** A compile sandbox for this slot: its own folder (with the runtime in it), cgroup and rlimits. */
export async function prepareCompileSandbox(
  context: SandboxContext,
  slot: Slot,
  mode: BuildMode,
): Promise<Prepared> {
  const { toolchain, config } = context;
  const limits = config.limits;
  const uid = slotUid(context, slot);
  const runtime = runtimeFor(context, mode);
  // The folder lives in memory (see scratchBase): synchronous calls cost less than promises.
  const workDir = fs.mkdtempSync(path.join(context.workRoot, 'compile-'));
  fs.writeFileSync(path.join(workDir, RUNTIME_NAME), runtime.bytes, {
    mode: 0o444,
    flag: 'wx',
  });
  if (uid !== null) fs.chownSync(workDir, uid, uid);
  fs.chmodSync(workDir, 0o700);
  const cgroup = await createCgroup(context, 'compile', {
    memoryBytes: limits.compileMemoryBytes,
    processes: limits.compileProcesses,
  });
  const budget = processBudget(
    context,
    [
      toolchain.gcc,
      ...compileFlags(mode),
      '-o',
      PROGRAM_NAME,
      SOURCE_NAME,
      RUNTIME_NAME,
      `@${LINK_OPTIONS_NAME}`,
    ],
    limits.compileProcesses,
    cgroup,
  );
  const sandbox = await context.agent.prepare({
    bwrap: toolchain.bwrap,
    bwrapArgs: bwrapArgs({
      workDir,
      tmpfsBytes: limits.compileTmpfsBytes,
      libraryView: context.libraryView,
    }),
    command: budget.command,
    seccompFilter: toolchain.seccompFilter,
    cgroup,
    rlimits: {
      // Per process: cc1 does nearly all the work, so this bounds one compile's CPU.
      cpu: limits.compileCpuSeconds,
      fsize: limits.compileFileSizeBytes,
      nofile: limits.compileOpenFiles,
      core: 0,
      ...budget.rlimits,
      ...(cgroup ? {} : { as: limits.compileMemoryBytes * ADDRESS_SPACE_PER_MEMORY }),
    },
    uid,
    takesProgram: false,
  });
  return { sandbox, cgroup, workDir, mode };
}

interface Compiled {
  outcome: CompileOutcome;
  /** The program, when it compiled. */
  binary: Buffer | null;
}

/** Compiles programs in the pool's slots, with the compile cache in front. */
export class Compiler {
  private readonly compiling = new Map<string, Promise<Compiled>>();

  constructor(
    private readonly parts: {
      context: SandboxContext;
      cache: CompileCache;
      mathLibrary: MathLibrary;
      pool: SlotPool;
      spares: SpareSandboxes;
      background: BackgroundTasks;
    },
  ) {}

  /** `client` names who asked: while every slot is busy, waiting clients get freed slots in turn. */
  async compileCached(
    code: string,
    mode: BuildMode,
    client: string,
    useCache = true,
  ): Promise<Compiled & { cached: boolean }> {
    const { context, cache, mathLibrary, pool } = this.parts;
    const libs = mathLibrary.librariesFor(code);
    const key = CompileCache.key([
      context.toolchain.gccIdentity,
      runtimeFor(context, mode).hash,
      compileFlags(mode).join(' '),
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
      pending = pool
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
    mode: BuildMode,
  ): Promise<Compiled> {
    const { context, cache, spares, background } = this.parts;
    const limits = context.config.limits;
    const prepared = await spares.take(slot, 'compile', mode);
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
        outputBytes: limits.compileOutputBytes,
      });
      const oom = (prepared.cgroup?.oomKills() ?? 0) > 0;
      const limit = compileLimit(result, oom, limits);
      const binary =
        result.exitCode === 0 && !limit
          ? readBinary(path.join(workDir, PROGRAM_NAME), limits.compileFileSizeBytes)
          : null;
      const { outcome, sourceDecided } = compileVerdict(result, {
        limit,
        binaryRead: binary !== null,
      });
      // The answer does not wait for the cache's disk writes.
      if (sourceDecided) {
        background.run(() => Promise.resolve().then(() => cache.put(key, outcome, binary)));
      }
      return { outcome, binary };
    } finally {
      spares.finish(prepared);
    }
  }
}

/** Reads the compiled program without following a link the sandbox could have planted. */
function readBinary(file: string, maxBytes: number): Buffer | null {
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
    if (!stat.isFile() || stat.size > maxBytes) return null;
    return fs.readFileSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
