import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Everything a run needs from the machine; found once at start. */
export interface Toolchain {
  gcc: string;
  /** `gcc -dumpfullversion` plus the binary's identity: a compiler upgrade invalidates the cache. */
  gccIdentity: string;
  bwrap: string;
  /** native/sandbox-agent, built by the setup step: launches and watches sandboxes for the server. */
  agent: string;
  /** The seccomp program (BPF) built by the setup step with libseccomp. */
  seccompFilter: string;
  /** native/program-runtime.c compiled: linked into every program (output kept, crash places). */
  programRuntime: string;
  /** binutils' addr2line: turns a crash's code addresses into the learner's lines. */
  addr2line: string | null;
  /** util-linux's prlimit: sets the process budget inside a sandbox when there is no cgroup. */
  prlimit: string | null;
  /** What traces (the visualizer) need; null without gdb: traces are then unavailable. */
  tracer: TracerTools | null;
}

export interface TracerTools {
  gdb: string;
  /** native/trace-c.py: gdb's script that records the steps. */
  script: string;
  /** native/trace-launch: gives the traced program the sandbox's filter and the run's limits. */
  launcher: string;
  /** native/trace-runtime.c compiled: linked into traced programs instead of programRuntime. */
  runtime: string;
  /** The trace sandbox's seccomp program: the sandbox's, except that gdb may trace. */
  seccompFilter: string;
}

/** The tracer's pieces, when gdb is installed and the setup step built them. */
function findTracer(nativeDir: string): TracerTools | null {
  const gdb = which('gdb');
  const tools = {
    script: path.join(nativeDir, 'trace-c.py'),
    launcher: path.join(nativeDir, 'trace-launch'),
    runtime: path.join(nativeDir, 'trace-runtime.o'),
    seccompFilter: path.join(nativeDir, 'seccomp-tracer.bpf'),
  };
  if (!gdb || !Object.values(tools).every((file) => fs.existsSync(file))) return null;
  return { gdb, ...tools };
}

export class ToolchainError extends Error {
  override name = 'ToolchainError';
}

const SEARCH_PATH = ['/usr/local/bin', '/usr/bin', '/bin'];

/** The first executable `command` in the system's binary folders. */
export function which(command: string): string | null {
  for (const dir of SEARCH_PATH) {
    const candidate = path.join(dir, command);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // keep looking
    }
  }
  return null;
}

/** Finds gcc, bubblewrap and the two pieces the setup step builds; names the first one missing. */
export function findToolchain(nativeDir: string): Toolchain {
  const gcc = which('gcc');
  if (!gcc) throw new ToolchainError('gcc is not installed: run `apt-get install -y gcc`');
  const bwrap = which('bwrap');
  if (!bwrap)
    throw new ToolchainError('bubblewrap is not installed: run `apt-get install -y bubblewrap`');
  const agent = path.join(nativeDir, 'sandbox-agent');
  const seccompFilter = path.join(nativeDir, 'seccomp.bpf');
  const programRuntime = path.join(nativeDir, 'program-runtime.o');
  for (const file of [agent, seccompFilter, programRuntime]) {
    if (!fs.existsSync(file)) {
      throw new ToolchainError(
        `${path.basename(file)} has not been built: run \`npm run setup\` (it needs libseccomp-dev)`,
      );
    }
  }
  const version = execFileSync(gcc, ['-dumpfullversion'], { encoding: 'utf8' }).trim();
  const machine = execFileSync(gcc, ['-dumpmachine'], { encoding: 'utf8' }).trim();
  const real = fs.realpathSync(gcc);
  const stat = fs.statSync(real);
  return {
    gcc,
    gccIdentity: `${version} ${machine} ${real} ${stat.size} ${stat.mtimeMs}`,
    bwrap,
    agent,
    seccompFilter,
    programRuntime,
    addr2line: which('addr2line'),
    prlimit: which('prlimit'),
    tracer: findTracer(nativeDir),
  };
}
