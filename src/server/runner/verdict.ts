import os from 'node:os';
import type { Diagnostic, ExecuteResponse, ExecutionMode } from '@domain/execution';
import { appendChunk } from '@domain/output-chunks';
import type { RunnerLimits } from '../config';
import type { LaunchResult } from './agent';
import type { CompileOutcome } from './compile-cache';
import { describeCrash, WALL_SIGNAL, type CrashReport } from './crash-report';
import { formatDiagnostics, parseGccDiagnostics } from './diagnostics';
import { problemDiagnostic, readSanitizerOutput } from './sanitizer';
import type { RunResult } from './service';
import { explainSignal, signalName } from './signals';
import { streamText, transcriptText, withoutStderrSpans } from './transcript';

/** gcc's words when RLIMIT_CPU stops cc1 (SIGXCPU, then SIGKILL at the hard limit). */
const CPU_LIMIT_KILL = /(CPU time limit exceeded|Killed) signal terminated program/;
const SIGXCPU = 24;

export function humanBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

export function outputCutMarker(limit: string): string {
  return `\n[output cut: your program printed more than ${limit}]`;
}

export type CompileLimits = Pick<
  RunnerLimits,
  'compileMemoryBytes' | 'compileCpuSeconds' | 'compileWallSeconds'
>;

export type RunLimits = Pick<
  RunnerLimits,
  'runCpuSeconds' | 'runWallSeconds' | 'runMemoryBytes' | 'outputBytes' | 'fileSizeBytes'
>;

export interface CompileVerdict {
  outcome: CompileOutcome;
  /**
   * Whether the source alone decided the outcome. Time and memory depend on how busy the machine
   * was: such a failure is never cached, so the next try compiles again.
   */
  sourceDecided: boolean;
}

/**
 * What a finished compile sandbox means: gcc's messages, the limit it hit (`compileLimit`), and
 * whether it produced a program (`binaryRead`: read back after gcc exited 0 within every limit).
 */
export function compileVerdict(
  result: Pick<LaunchResult, 'signal' | 'stderr'>,
  facts: { limit: CompileLimitHit | null; binaryRead: boolean },
): CompileVerdict {
  const { diagnostics, otherText } = parseGccDiagnostics(result.stderr);
  const compileOutput = formatDiagnostics(diagnostics, otherText);
  let limitMessage = facts.limit?.message ?? null;
  let sourceDecided = facts.limit?.sourceDecided ?? true;
  const ok = facts.binaryRead && limitMessage === null;
  if (!ok && !compileOutput && !limitMessage) {
    limitMessage = `The compiler stopped unexpectedly${result.signal ? ` (signal ${result.signal})` : ''}.`;
    sourceDecided = false;
  }
  return { outcome: { ok, compileOutput, diagnostics, limitMessage }, sourceDecided };
}

export interface CompileLimitHit {
  message: string;
  /** False for time and memory, which depend on how busy the machine was. */
  sourceDecided: boolean;
}

/** The limit a compile hit, in a plain sentence; null when it hit none. */
export function compileLimit(
  result: Pick<LaunchResult, 'signal' | 'stderr' | 'timedOut' | 'outputExceeded'>,
  oom: boolean,
  limits: CompileLimits,
): CompileLimitHit | null {
  if (oom) {
    return {
      message: `Compilation needed more than ${humanBytes(limits.compileMemoryBytes)} of memory and was stopped.`,
      sourceDecided: false,
    };
  }
  if (result.signal === SIGXCPU || CPU_LIMIT_KILL.test(result.stderr)) {
    return {
      message: `Compilation used more than ${limits.compileCpuSeconds} s of CPU and was stopped. Does your program #include itself, or a file that never ends?`,
      sourceDecided: false,
    };
  }
  if (result.timedOut) {
    return {
      message: `Compilation took longer than ${limits.compileWallSeconds} s and was stopped. Does your program #include itself, or a file that never ends?`,
      sourceDecided: false,
    };
  }
  if (result.outputExceeded) {
    return {
      message:
        'The compiler printed too many messages and was stopped. Fix the first errors and try again.',
      sourceDecided: true,
    };
  }
  return null;
}

/** The answer to a program that did not compile. */
/** What a failed compile says: a limit the compiler hit first, then gcc's own messages. */
export function compileFailureText(outcome: CompileOutcome): string {
  const parts = [outcome.limitMessage, outcome.compileOutput].filter(Boolean);
  return parts.length > 0 ? parts.join('\n') : 'Compilation failed.';
}

export function compileFailure(outcome: CompileOutcome, cached: boolean): RunResult {
  return {
    output: '',
    error: compileFailureText(outcome),
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

/** What the run's cgroup, the compile and the runtime tell beside the sandbox's own result. */
export interface RunFacts {
  oomKills: number;
  cpuMs: number | null;
  memoryBytes: number | null;
  mode: ExecutionMode;
  compiled: CompileOutcome;
  cached: boolean;
  source: string;
  /** The runtime's report of the signal that ended the program, with its lines placed. */
  crash: { report: CrashReport; span: [number, number]; lines: number[] } | null;
}

/** Turns a finished run into its answer: status, the sentence that explains it, and the output. */
export function runVerdict(launched: LaunchResult, facts: RunFacts, limits: RunLimits): RunResult {
  // The runtime stopped the program at its wall-clock limit, just before the agent would have.
  const wallTimer = launched.signal === WALL_SIGNAL && facts.crash?.report.signal === WALL_SIGNAL;
  // As if the sandbox had stopped it (what a wall-clock limit always reported).
  const result = wallTimer
    ? { ...launched, signal: os.constants.signals.SIGKILL, timedOut: true }
    : launched;
  const name = result.signal === null ? null : signalName(result.signal);
  const { status: limitStatus, error: limitError } = runStatus(result, name, facts, limits);
  let status = limitStatus;
  let error = limitError;
  const diagnostics: Diagnostic[] = [...facts.compiled.diagnostics];

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
      text: outputCutMarker(humanBytes(limits.outputBytes)),
    });
  }
  return {
    output: transcriptText(transcript),
    error,
    executionTime: Math.round(result.wallMs),
    status,
    exitCode: result.exitCode,
    signal: name,
    stdout: streamText(transcript, 'stdout'),
    stderr: streamText(transcript, 'stderr'),
    compileOutput: facts.compiled.compileOutput,
    diagnostics,
    memoryKb: facts.memoryBytes === null ? null : Math.round(facts.memoryBytes / 1024),
    transcript,
    debug,
    cached: facts.cached,
  };
}

/** The status of a run from how it ended, before its crash report and sanitizers are read. */
function runStatus(
  result: LaunchResult,
  name: string | null,
  facts: Pick<RunFacts, 'oomKills' | 'cpuMs'>,
  limits: RunLimits,
): { status: ExecuteResponse['status']; error: string | null } {
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

  if (result.outputExceeded) {
    return {
      status: 'output_limit',
      error: `Output limit exceeded: your program printed more than ${humanBytes(limits.outputBytes)}, so it was stopped`,
    };
  }
  if (facts.oomKills > 0) {
    return {
      status: 'memory_limit',
      error: `Memory limit exceeded: your program used more than ${humanBytes(limits.runMemoryBytes)}`,
    };
  }
  if (cpuExhausted) {
    return { status: 'time_limit', error: `Time limit exceeded: ${limits.runCpuSeconds} s of CPU` };
  }
  if (result.timedOut) {
    return {
      status: 'time_limit',
      error: `Time limit exceeded: your program ran longer than ${limits.runWallSeconds} s (is it waiting for input or sleeping?)`,
    };
  }
  if (name === 'SIGXFSZ') {
    return {
      status: 'runtime_error',
      error: `File size limit exceeded (signal 25): your program wrote a file larger than ${humanBytes(limits.fileSizeBytes)}`,
    };
  }
  if (name !== null) return { status: 'runtime_error', error: explainSignal(name) };
  if (result.exitCode !== 0) {
    return {
      status: 'runtime_error',
      error: `Your program exited with code ${result.exitCode ?? 'unknown'}`,
    };
  }
  return { status: 'success', error: null };
}
