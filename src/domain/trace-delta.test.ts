import { describe, expect, it } from 'vitest';
import type { TraceResponse, TraceStep, TraceValue } from './trace';
import { encodeTrace, expandTrace, traceDeltaResponseSchema, type TracePatch } from './trace-delta';

const int = (name: string, address: number, value: string): TraceValue => ({
  name,
  type: 'int',
  kind: 'int',
  address: `0x${address.toString(16)}`,
  size: 4,
  value,
});

/** A loop filling an array, then a call, a return and the exit: every kind of change. */
function loopTrace(): TraceResponse {
  const steps: TraceStep[] = [];
  const cells = ['?', '?', '?', '?'];
  let stdout = '';
  for (let i = 0; i < 4; i++) {
    cells[i] = String(i * i);
    stdout += `${i * i}\n`;
    steps.push({
      line: 6,
      event: 'step',
      stack: [
        {
          function: 'main',
          line: 6,
          locals: [
            {
              name: 'squares',
              type: 'int [4]',
              kind: 'array',
              address: '0x7ffe00',
              size: 16,
              value: cells.map((cell, index) => ({
                ...int(`[${index}]`, 0x7ffe00 + 4 * index, cell),
                ...(cell === '?' ? { uninitialized: true } : {}),
              })),
            },
            int('i', 0x7ffe10, String(i)),
          ],
        },
      ],
      globals: [],
      heap: [],
      stdout,
    });
  }
  const last = steps.at(-1)!;
  steps.push({
    ...last,
    line: 2,
    event: 'call',
    stack: [...last.stack, { function: 'show', line: 2, locals: [int('n', 0x7ffd00, '9')] }],
  });
  steps.push({ ...last, line: 8, event: 'return' });
  steps.push({ ...last, event: 'exit', stack: [], exitCode: 0, stdout: `${stdout}done\n` });
  return { status: 'success', steps, truncated: false, compileOutput: '', diagnostics: [] };
}

describe('the delta encoding of a trace', () => {
  it('gives back exactly the steps it was made from', () => {
    const trace = loopTrace();
    const delta = traceDeltaResponseSchema.parse(JSON.parse(JSON.stringify(encodeTrace(trace))));
    expect(expandTrace(delta)).toEqual(trace);
  });

  it('sends a changed cell, not the whole array, and output as what was appended', () => {
    const delta = encodeTrace(loopTrace());
    const paths = delta.patches[2]!.map((operation) => operation[0]);
    expect(paths).toEqual([
      'stack.0.locals.0.value.2.value',
      'stack.0.locals.0.value.2.uninitialized',
      'stack.0.locals.1.value',
      'stdout',
    ]);
    expect(delta.patches[2]).toContainEqual(['stdout', '4\n', 1]);
    expect(delta.patches[2]).toContainEqual(['stack.0.locals.0.value.2.uninitialized']);
    // The call pushes one frame; the return cuts the stack back to one.
    expect(delta.patches[4]).toContainEqual([
      'stack.1',
      expect.objectContaining({ function: 'show' }),
    ]);
    expect(delta.patches[5]).toContainEqual(['stack', null, 1]);
  });

  it('keeps what did not change shared between steps', () => {
    const steps = expandTrace(encodeTrace(loopTrace())).steps;
    expect(steps[1]!.globals).toBe(steps[0]!.globals);
    expect(steps[5]!.stack[0]!.locals[0]).toBe(steps[3]!.stack[0]!.locals[0]);
  });

  it('refuses patches that do not add up to steps', () => {
    const delta = encodeTrace(loopTrace());
    const broken = {
      ...delta,
      patches: [[['line', 'six']] as TracePatch, ...delta.patches.slice(1)],
    };
    expect(() => expandTrace(broken)).toThrow();
    const reaching = { ...delta, patches: [delta.patches[0]!, [['line.x', 1]] as TracePatch] };
    expect(() => expandTrace(reaching)).toThrow();
  });
});
