import { describe, expect, it } from 'vitest';
import { traceResponseSchema } from '@domain/trace';
import { readTracerOutput } from './tracer-output';

const limits = { traceMaxSteps: 2000, traceWallSeconds: 15 };

/** A tracer's step line at `line` in main with one int local `n`, and what it printed since. */
function stepLine(line: number, n: string, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    step: {
      line,
      event: 'step',
      stack: [
        {
          function: 'main',
          line,
          locals: [{ name: 'n', type: 'int', kind: 'int', address: '0x10', size: 4, value: n }],
        },
      ],
      globals: [],
      heap: [],
      ...extra,
    },
  });
}

const run = (
  lines: string[],
  sandbox: { timedOut?: boolean; outputExceeded?: boolean; oomKills?: number } = {},
) =>
  readTracerOutput(
    {
      stdout: lines.join('\n') + '\n',
      timedOut: sandbox.timedOut ?? false,
      outputExceeded: sandbox.outputExceeded ?? false,
      oomKills: sandbox.oomKills ?? 0,
    },
    limits,
  );

describe("reading the tracer's lines", () => {
  it('builds each step with everything printed so far, and ends with an exit step', () => {
    const trace = run([
      stepLine(3, '1'),
      stepLine(4, '2', { out: 'one\n' }),
      JSON.stringify({ end: 'exit', exitCode: 0, out: 'two\n' }),
    ]);
    expect(traceResponseSchema.parse(trace)).toEqual(trace);
    expect(trace.status).toBe('success');
    expect(trace.truncated).toBe(false);
    expect(trace.steps.map((step) => [step.line, step.event, step.stdout])).toEqual([
      [3, 'step', ''],
      [4, 'step', 'one\n'],
      [4, 'exit', 'one\ntwo\n'],
    ]);
    expect(trace.steps[2]).toMatchObject({ stack: [], exitCode: 0 });
  });

  it('says a non-zero exit is a runtime error', () => {
    const trace = run([stepLine(3, '1'), JSON.stringify({ end: 'exit', exitCode: 3 })]);
    expect(trace.status).toBe('runtime_error');
    expect(trace.steps.at(-1)).toMatchObject({ event: 'exit', exitCode: 3 });
  });

  it('explains a crash from its facts and names the pointer that caused it', () => {
    const trace = run([
      stepLine(5, '1', {
        event: 'crash',
        signal: 'SIGSEGV',
        fault: { address: '0x0', access: 'write', pointer: '0x7ffe08', pointerRegion: 'null' },
      }),
      JSON.stringify({ end: 'crash' }),
    ]);
    expect(trace.status).toBe('runtime_error');
    expect(trace.steps[0]).toMatchObject({
      event: 'crash',
      signal: 'SIGSEGV',
      faultPointer: '0x7ffe08',
      explanation:
        'The program wrote through a NULL pointer: the pointer holds no address, so there is nothing there to write.',
    });
    expect(trace.steps[0]).not.toHaveProperty('fault');
  });

  it('ends a program killed at its memory limit on a crash step that says so', () => {
    const trace = run([stepLine(3, '1'), JSON.stringify({ end: 'killed', signal: 'SIGKILL' })], {
      oomKills: 1,
    });
    expect(trace.status).toBe('memory_limit');
    expect(trace.steps.at(-1)).toMatchObject({
      line: 3,
      event: 'crash',
      signal: 'SIGKILL',
      explanation: 'The program used more memory than a run may have, so it was stopped.',
    });
  });

  it('ends at the step limit, the time limit and the size limit with a note that says so', () => {
    expect(run([stepLine(3, '1'), JSON.stringify({ end: 'truncated' })])).toMatchObject({
      status: 'success',
      truncated: true,
      note: 'The program ran past 2,000 steps: the trace stops there.',
    });
    expect(run([stepLine(3, '1')], { timedOut: true })).toMatchObject({
      status: 'time_limit',
      truncated: true,
      note: 'The trace stopped after 15 s: a line took too long (an endless loop, or a program waiting for input it was not given?).',
    });
    expect(run([stepLine(3, '1'), '{"step":{"li'], { outputExceeded: true })).toMatchObject({
      truncated: true,
      steps: [expect.objectContaining({ line: 3 })],
      note: 'The trace grew too large to keep: it stops here. Visualize a smaller part of the program.',
    });
  });

  it('keeps the steps before a line that does not make sense, and ends there', () => {
    const trace = run([
      stepLine(3, '1'),
      JSON.stringify({ step: { line: 'four', event: 'step' } }),
      stepLine(5, '3'),
      JSON.stringify({ end: 'exit', exitCode: 0 }),
    ]);
    expect(trace.steps.map((step) => step.line)).toEqual([3]);
    expect(trace).toMatchObject({
      status: 'runtime_error',
      truncated: true,
      note: 'The trace ended early: the program stopped its tracer. It shows the steps recorded until then.',
    });
  });
});
