import type { ExecutionStatus } from '@domain/execution';
import { traceStepSchema, type TraceResponse, type TraceStep } from '@domain/trace';
import { z } from '@domain/zod';
import { explainCrash, faultFactsSchema } from './crash-explanations';

/** A step line of the tracer: a step without its stdout, with what was printed since the last. */
const stepLineSchema = z.object({
  step: traceStepSchema.omit({ stdout: true, explanation: true, faultPointer: true }).extend({
    out: z.string().optional(),
    fault: faultFactsSchema.optional(),
  }),
});

const endLineSchema = z.object({
  end: z.enum(['exit', 'killed', 'crash', 'truncated', 'timeout', 'error']),
  exitCode: z.number().int().optional(),
  /** killed: the signal that ended the program (it cannot be caught: SIGKILL at a limit). */
  signal: z.string().optional(),
  out: z.string().optional(),
  message: z.string().optional(),
});

/** What the sandbox gave back from a trace: the tracer's lines and how the sandbox ended. */
export interface TracerRun {
  stdout: string;
  timedOut: boolean;
  outputExceeded: boolean;
  /** Processes the trace's cgroup killed for memory. */
  oomKills: number;
}

export interface TraceLimits {
  traceMaxSteps: number;
  traceWallSeconds: number;
}

const SIGNAL_STATUS: Record<string, ExecutionStatus> = {
  SIGXCPU: 'time_limit',
  SIGSTOP: 'time_limit',
  SIGTSTP: 'time_limit',
  SIGTTIN: 'time_limit',
  SIGTTOU: 'time_limit',
  SIGXFSZ: 'output_limit',
};

/**
 * The trace a tracer run recorded. Every line is checked; the trace ends where the lines stop
 * making sense (a tracer the program damaged, a sandbox stopped at its limit), with what came
 * before and a note that says why.
 */
export function readTracerOutput(run: TracerRun, limits: TraceLimits): TraceResponse {
  const steps: TraceStep[] = [];
  let stdout = '';
  let end: z.infer<typeof endLineSchema> | null = null;
  for (const line of run.stdout.split('\n')) {
    if (line === '' || end) continue;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      break;
    }
    const step = stepLineSchema.safeParse(record);
    if (step.success) {
      const { out, fault, ...rest } = step.data.step;
      stdout += out ?? '';
      const full: TraceStep = { ...rest, stdout };
      if (rest.event === 'crash' && rest.signal) {
        full.explanation = explainCrash(rest.signal, fault ?? {});
        if (fault?.pointer) full.faultPointer = fault.pointer;
      }
      steps.push(full);
      continue;
    }
    const ended = endLineSchema.safeParse(record);
    if (!ended.success) break;
    end = ended.data;
    stdout += end.out ?? '';
  }
  const last = steps.at(-1);
  const base = { compileOutput: '', diagnostics: [] };
  if (end?.end === 'exit' && last) {
    const exitCode = end.exitCode ?? 0;
    steps.push({
      line: last.line,
      event: 'exit',
      stack: [],
      globals: last.globals,
      heap: last.heap,
      stdout,
      exitCode,
    });
    return {
      ...base,
      status: exitCode === 0 ? 'success' : 'runtime_error',
      steps,
      truncated: false,
    };
  }
  if (end?.end === 'killed' && last) {
    // A signal ended it where it was: SIGKILL at the memory limit (the cgroup says so) or at the
    // CPU limit's end, or any other signal the program did not handle.
    const signal = end.signal ?? 'SIGKILL';
    const outOfMemory = run.oomKills > 0;
    steps.push({
      ...last,
      event: 'crash',
      stdout,
      signal,
      explanation: explainCrash(signal, { outOfMemory }),
    });
    const cpuLimit = signal === 'SIGKILL' || signal === 'SIGXCPU';
    const status = outOfMemory
      ? 'memory_limit'
      : cpuLimit
        ? 'time_limit'
        : (SIGNAL_STATUS[signal] ?? 'runtime_error');
    return { ...base, status, steps, truncated: false };
  }
  if (end?.end === 'crash' && last?.event === 'crash') {
    const status = SIGNAL_STATUS[last.signal ?? ''] ?? 'runtime_error';
    return { ...base, status, steps, truncated: false };
  }
  if (end?.end === 'truncated') {
    return {
      ...base,
      status: 'success',
      steps,
      truncated: true,
      note: `The program ran past ${limits.traceMaxSteps.toLocaleString('en-US')} steps: the trace stops there.`,
    };
  }
  if (end?.end === 'timeout' || run.timedOut) {
    return {
      ...base,
      status: 'time_limit',
      steps,
      truncated: true,
      note: `The trace stopped after ${limits.traceWallSeconds} s: a line took too long (an endless loop, or a program waiting for input it was not given?).`,
    };
  }
  if (run.outputExceeded) {
    return {
      ...base,
      status: 'success',
      steps,
      truncated: true,
      note: 'The trace grew too large to keep: it stops here. Visualize a smaller part of the program.',
    };
  }
  return {
    ...base,
    status: 'runtime_error',
    steps,
    truncated: true,
    note: 'The trace ended early: the program stopped its tracer. It shows the steps recorded until then.',
  };
}
