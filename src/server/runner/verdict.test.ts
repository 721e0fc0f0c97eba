import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '@domain/execution';
import type { LaunchResult } from './agent';
import type { CompileOutcome } from './compile-cache';
import { takeCrashReport } from './crash-report';
import {
  compileFailure,
  compileLimit,
  compileVerdict,
  humanBytes,
  runVerdict,
  type RunFacts,
  type RunLimits,
} from './verdict';

const LIMITS: RunLimits = {
  runCpuSeconds: 2,
  runWallSeconds: 5,
  runMemoryBytes: 256 * 1024 * 1024,
  outputBytes: 64 * 1024,
  fileSizeBytes: 1024 * 1024,
};
const COMPILE_LIMITS = {
  compileMemoryBytes: 512 * 1024 * 1024,
  compileCpuSeconds: 5,
  compileWallSeconds: 10,
};
const WARNING: Diagnostic = {
  file: 'main.c',
  line: 3,
  column: 7,
  severity: 'warning',
  message: "unused variable 'x'",
};
const COMPILED: CompileOutcome = {
  ok: true,
  compileOutput: "main.c:3:7: warning: unused variable 'x'",
  diagnostics: [WARNING],
  limitMessage: null,
};
const SOURCE = 'int main(void) {\n  int *p = 0;\n  *p = 1;\n  while (1) {}\n}\n';

function launched(overrides: Partial<LaunchResult> = {}): LaunchResult {
  const stdout = overrides.stdout ?? 'hello\n';
  const stderr = overrides.stderr ?? '';
  return {
    exitCode: 0,
    signal: null,
    stdout,
    stderr,
    transcript: [
      ...(stdout ? [{ stream: 'stdout' as const, text: stdout }] : []),
      ...(stderr ? [{ stream: 'stderr' as const, text: stderr }] : []),
    ],
    outputExceeded: false,
    timedOut: false,
    wallMs: 12.4,
    ...overrides,
  };
}

function facts(overrides: Partial<RunFacts> = {}): RunFacts {
  return {
    oomKills: 0,
    cpuMs: 3,
    memoryBytes: 1536 * 1024,
    mode: 'run',
    compiled: COMPILED,
    cached: false,
    source: SOURCE,
    crash: null,
    ...overrides,
  };
}

describe('humanBytes', () => {
  it('says sizes in the largest whole unit', () => {
    expect(humanBytes(64 * 1024 * 1024)).toBe('64 MiB');
    expect(humanBytes(64 * 1024)).toBe('64 KiB');
    expect(humanBytes(1000)).toBe('1000 bytes');
  });
});

describe('the verdict of a run', () => {
  it('is a success for exit code 0, with the output, time, memory and compile warnings', () => {
    const result = runVerdict(launched(), facts({ cached: true }), LIMITS);
    expect(result).toEqual({
      output: 'hello\n',
      error: null,
      executionTime: 12,
      status: 'success',
      exitCode: 0,
      signal: null,
      stdout: 'hello\n',
      stderr: '',
      compileOutput: COMPILED.compileOutput,
      diagnostics: [WARNING],
      memoryKb: 1536,
      transcript: [{ stream: 'stdout', text: 'hello\n' }],
      debug: null,
      cached: true,
    });
  });

  it('is a runtime error naming the exit code of a program that did not return 0', () => {
    const result = runVerdict(launched({ exitCode: 3 }), facts({ memoryBytes: null }), LIMITS);
    expect(result).toMatchObject({
      status: 'runtime_error',
      error: 'Your program exited with code 3',
      exitCode: 3,
      memoryKb: null,
    });
    expect(runVerdict(launched({ exitCode: null }), facts(), LIMITS).error).toBe(
      'Your program exited with code unknown',
    );
  });

  it('explains the signal that ended a program', () => {
    const result = runVerdict(launched({ exitCode: null, signal: 11 }), facts(), LIMITS);
    expect(result).toMatchObject({
      status: 'runtime_error',
      signal: 'SIGSEGV',
      error: 'Segmentation fault (signal 11): your program read or wrote memory it does not own',
    });
    expect(runVerdict(launched({ exitCode: null, signal: 6 }), facts(), LIMITS).error).toBe(
      'Aborted (signal 6): your program called abort() or an assertion failed',
    );
  });

  it('stops a program that printed too much with a marker at the cut', () => {
    const result = runVerdict(
      launched({ exitCode: null, signal: 9, stdout: 'yyyy', outputExceeded: true }),
      facts(),
      LIMITS,
    );
    expect(result.status).toBe('output_limit');
    expect(result.error).toBe(
      'Output limit exceeded: your program printed more than 64 KiB, so it was stopped',
    );
    expect(result.stdout).toBe('yyyy\n[output cut: your program printed more than 64 KiB]');
    expect(result.output).toBe(result.stdout);
  });

  it('is a memory limit when the cgroup killed the program for memory', () => {
    const result = runVerdict(
      launched({ exitCode: null, signal: 9 }),
      facts({ oomKills: 1 }),
      LIMITS,
    );
    expect(result).toMatchObject({
      status: 'memory_limit',
      error: 'Memory limit exceeded: your program used more than 256 MiB',
    });
  });

  it('is a CPU time limit for SIGXCPU, for a SIGKILL after the CPU limit, or for the CPU used', () => {
    const cpu = 'Time limit exceeded: 2 s of CPU';
    expect(runVerdict(launched({ exitCode: null, signal: 24 }), facts(), LIMITS)).toMatchObject({
      status: 'time_limit',
      error: cpu,
    });
    expect(
      runVerdict(launched({ exitCode: null, signal: 9 }), facts({ cpuMs: 2000 }), LIMITS).error,
    ).toBe(cpu);
    // Without a cgroup's CPU figure, the wall-clock time stands in for it.
    expect(
      runVerdict(
        launched({ exitCode: null, signal: 9, wallMs: 2100 }),
        facts({ cpuMs: null }),
        LIMITS,
      ).error,
    ).toBe(cpu);
    expect(runVerdict(launched({ exitCode: 0 }), facts({ cpuMs: 2500 }), LIMITS).error).toBe(cpu);
  });

  it('does not blame the CPU limit for a SIGKILL before it was reached', () => {
    const result = runVerdict(
      launched({ exitCode: null, signal: 9 }),
      facts({ cpuMs: 40 }),
      LIMITS,
    );
    expect(result).toMatchObject({
      status: 'runtime_error',
      signal: 'SIGKILL',
      error: 'Your program was stopped by SIGKILL (signal 9)',
    });
  });

  it('is a wall-clock time limit for a program that waited past it', () => {
    const result = runVerdict(
      launched({ exitCode: null, signal: 9, timedOut: true }),
      facts({ cpuMs: 1 }),
      LIMITS,
    );
    expect(result).toMatchObject({
      status: 'time_limit',
      error:
        'Time limit exceeded: your program ran longer than 5 s (is it waiting for input or sleeping?)',
    });
  });

  it("reads the runtime's own wall-clock stop as the sandbox's, and places it in the source", () => {
    const stderr = 'waiting\n\n\x1ecodenest-report sig=64 pcs=0x1139\n';
    const crash = takeCrashReport(stderr)!;
    const result = runVerdict(
      launched({ exitCode: null, signal: 64, stdout: '', stderr }),
      facts({ cpuMs: 1, crash: { ...crash, lines: [4] } }),
      LIMITS,
    );
    expect(result.status).toBe('time_limit');
    expect(result.signal).toBe('SIGKILL');
    expect(result.error).toBe(
      'Time limit exceeded: your program ran longer than 5 s (is it waiting for input or sleeping?)\nstill running line 4 after 5 s: `while (1) {}`',
    );
    // The report is the runner's, not the program's: it leaves stderr.
    expect(result.stderr).toBe('waiting\n');
    expect(result.diagnostics).toEqual([
      WARNING,
      {
        file: 'main.c',
        line: 4,
        column: 0,
        severity: 'runtime error',
        message: 'still running this line after 5 s',
      },
    ]);
  });

  it('names the line of a crash and the NULL pointer it went through', () => {
    const stderr = '\x1ecodenest-report sig=11 addr=0x0 access=write pcs=0x1139\n';
    const crash = takeCrashReport(stderr)!;
    const result = runVerdict(
      launched({ exitCode: null, signal: 11, stdout: '', stderr }),
      facts({ crash: { ...crash, lines: [3] } }),
      LIMITS,
    );
    expect(result.error).toBe(
      'Segmentation fault (signal 11): your program read or wrote memory it does not own\nline 3, `*p = 1`: p is NULL',
    );
    expect(result.stderr).toBe('');
  });

  it('says a file size limit in words', () => {
    expect(runVerdict(launched({ exitCode: null, signal: 25 }), facts(), LIMITS)).toMatchObject({
      status: 'runtime_error',
      error: 'File size limit exceeded (signal 25): your program wrote a file larger than 1 MiB',
    });
  });

  it('puts the output limit before memory, memory before time, and CPU before the wall clock', () => {
    const everything = launched({
      exitCode: null,
      signal: 9,
      outputExceeded: true,
      timedOut: true,
    });
    expect(runVerdict(everything, facts({ oomKills: 1, cpuMs: 9000 }), LIMITS).status).toBe(
      'output_limit',
    );
    const noOutput = { ...everything, outputExceeded: false };
    expect(runVerdict(noOutput, facts({ oomKills: 1, cpuMs: 9000 }), LIMITS).status).toBe(
      'memory_limit',
    );
    expect(runVerdict(noOutput, facts({ cpuMs: 9000 }), LIMITS).error).toBe(
      'Time limit exceeded: 2 s of CPU',
    );
  });

  it("turns a debug run's sanitizer reports into problems at the learner's lines", () => {
    const report = [
      "main.c:7:33: runtime error: signed integer overflow: 2147483647 + 1 cannot be represented in type 'int'",
      '    #0 0x55ba0ac0c516 in main /work/main.c:7',
      '',
    ].join('\n');
    const result = runVerdict(
      launched({ stdout: 'done\n', stderr: `mine\n${report}` }),
      facts({ mode: 'debug' }),
      LIMITS,
    );
    expect(result.status).toBe('runtime_error');
    expect(result.error).toBe('The Debug run found a problem (see below)');
    expect(result.debug?.problems).toEqual([
      {
        line: 7,
        message:
          'undefined behaviour: signed integer overflow: 2147483647 + 1 does not fit in an int',
      },
    ]);
    expect(result.stderr).toBe('mine\n');
    expect(result.diagnostics.map((diagnostic) => diagnostic.line)).toEqual([3, 7]);

    const twice = runVerdict(
      launched({
        stdout: '',
        stderr: `${report}${report.replace('7:33', '9:5').replace('c:7', 'c:9')}`,
      }),
      facts({ mode: 'debug' }),
      LIMITS,
    );
    expect(twice.error).toBe('The Debug run found 2 problems (see below)');
  });

  it('leaves a clean debug run a success, and a limit stays the limit', () => {
    expect(runVerdict(launched(), facts({ mode: 'debug' }), LIMITS)).toMatchObject({
      status: 'success',
      error: null,
      debug: { problems: [] },
    });
    expect(
      runVerdict(
        launched({ timedOut: true, exitCode: null, signal: 9 }),
        facts({ mode: 'debug', cpuMs: 1 }),
        LIMITS,
      ).status,
    ).toBe('time_limit');
  });
});

describe('the verdict of a compile', () => {
  const finished = { signal: null, stderr: '', timedOut: false, outputExceeded: false };

  it('names the limit gcc hit; time and memory are not the source alone', () => {
    expect(compileLimit(finished, true, COMPILE_LIMITS)).toEqual({
      message: 'Compilation needed more than 512 MiB of memory and was stopped.',
      sourceDecided: false,
    });
    const cpu = {
      message:
        'Compilation used more than 5 s of CPU and was stopped. Does your program #include itself, or a file that never ends?',
      sourceDecided: false,
    };
    expect(compileLimit({ ...finished, signal: 24 }, false, COMPILE_LIMITS)).toEqual(cpu);
    expect(
      compileLimit(
        { ...finished, stderr: 'gcc: fatal error: Killed signal terminated program cc1' },
        false,
        COMPILE_LIMITS,
      ),
    ).toEqual(cpu);
    expect(compileLimit({ ...finished, timedOut: true }, false, COMPILE_LIMITS)).toEqual({
      message:
        'Compilation took longer than 10 s and was stopped. Does your program #include itself, or a file that never ends?',
      sourceDecided: false,
    });
    expect(compileLimit({ ...finished, outputExceeded: true }, false, COMPILE_LIMITS)).toEqual({
      message:
        'The compiler printed too many messages and was stopped. Fix the first errors and try again.',
      sourceDecided: true,
    });
    expect(compileLimit(finished, false, COMPILE_LIMITS)).toBeNull();
  });

  it('is a program when gcc wrote one, with its warnings', () => {
    const stderr = JSON.stringify([
      {
        kind: 'warning',
        message: "unused variable 'x'",
        locations: [{ caret: { file: 'main.c', line: 3, column: 7 } }],
      },
    ]);
    const { outcome, sourceDecided } = compileVerdict(
      { signal: null, stderr },
      { limit: null, binaryRead: true },
    );
    expect(outcome.ok).toBe(true);
    expect(outcome.limitMessage).toBeNull();
    expect(outcome.diagnostics).toEqual([WARNING]);
    expect(outcome.compileOutput).toContain("unused variable 'x'");
    expect(sourceDecided).toBe(true);
  });

  it("keeps gcc's errors, which the source alone decides", () => {
    const stderr = JSON.stringify([
      {
        kind: 'error',
        message: "expected ';' before '}' token",
        locations: [{ caret: { file: 'main.c', line: 2, column: 12 } }],
      },
    ]);
    const { outcome, sourceDecided } = compileVerdict(
      { signal: null, stderr },
      { limit: null, binaryRead: false },
    );
    expect(outcome).toMatchObject({ ok: false, limitMessage: null });
    expect(outcome.diagnostics[0]).toMatchObject({ severity: 'error', line: 2 });
    expect(sourceDecided).toBe(true);
  });

  it('says so when the compiler stopped without a word, and never caches it', () => {
    const { outcome, sourceDecided } = compileVerdict(
      { signal: 9, stderr: '' },
      { limit: null, binaryRead: false },
    );
    expect(outcome).toEqual({
      ok: false,
      compileOutput: '',
      diagnostics: [],
      limitMessage: 'The compiler stopped unexpectedly (signal 9).',
    });
    expect(sourceDecided).toBe(false);
    expect(
      compileVerdict({ signal: null, stderr: '' }, { limit: null, binaryRead: false }).outcome
        .limitMessage,
    ).toBe('The compiler stopped unexpectedly.');
  });

  it('is never a program past a limit', () => {
    const limit = compileLimit({ ...finished, timedOut: true }, false, COMPILE_LIMITS);
    const { outcome, sourceDecided } = compileVerdict(
      { signal: 9, stderr: '' },
      { limit, binaryRead: false },
    );
    expect(outcome.ok).toBe(false);
    expect(outcome.limitMessage).toBe(limit?.message);
    expect(sourceDecided).toBe(false);
  });

  it('answers a failed compile with the limit first, then what gcc said', () => {
    const failed = compileFailure(
      {
        ok: false,
        compileOutput: 'main.c:2:12: error: expected ;',
        diagnostics: [],
        limitMessage: 'The compiler printed too many messages and was stopped.',
      },
      true,
    );
    expect(failed).toMatchObject({
      status: 'compile_error',
      error:
        'The compiler printed too many messages and was stopped.\nmain.c:2:12: error: expected ;',
      output: '',
      executionTime: 0,
      exitCode: null,
      memoryKb: null,
      transcript: [],
      cached: true,
    });
    expect(
      compileFailure({ ok: false, compileOutput: '', diagnostics: [], limitMessage: null }, false)
        .error,
    ).toBe('Compilation failed.');
  });
});
