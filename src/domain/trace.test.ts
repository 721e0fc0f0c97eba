import { describe, expect, it } from 'vitest';
import { traceRequestSchema, traceResponseSchema, type TraceStep } from './trace';

const limits = { sourceMaxBytes: 64 * 1024, stdinMaxBytes: 1024 };

/** A step of a linked-list program: a local pointer to a heap node whose `next` is NULL. */
const step: TraceStep = {
  line: 9,
  event: 'step',
  stack: [
    {
      function: 'main',
      line: 9,
      locals: [
        {
          name: 'head',
          type: 'struct node *',
          kind: 'pointer',
          address: '0x7ffc0010',
          value: '0x5555a2a0',
          size: 8,
          target: { region: 'heap', address: '0x5555a2a0', offset: 0 },
        },
        {
          name: 'count',
          type: 'int',
          kind: 'int',
          address: '0x7ffc0018',
          size: 4,
          value: '7',
          uninitialized: true,
        },
      ],
    },
  ],
  globals: [],
  heap: [
    {
      address: '0x5555a2a0',
      size: 16,
      type: 'struct node',
      freed: false,
      values: [
        {
          name: '*head',
          type: 'struct node',
          kind: 'struct',
          address: '0x5555a2a0',
          size: 16,
          value: [
            {
              name: 'value',
              type: 'int',
              kind: 'int',
              address: '0x5555a2a0',
              size: 4,
              value: '1',
            },
            {
              name: 'next',
              type: 'struct node *',
              kind: 'pointer',
              address: '0x5555a2a8',
              size: 8,
              value: '0x0',
              target: { region: 'null', address: '0x0' },
            },
          ],
        },
      ],
    },
  ],
  stdout: '',
};

describe('trace-c contract', () => {
  it('takes a program and its optional input, and refuses an empty program with the run message', () => {
    const schema = traceRequestSchema(limits);
    expect(schema.parse({ code: 'int main(void){return 0;}', stdin: '3\n' })).toEqual({
      code: 'int main(void){return 0;}',
      stdin: '3\n',
      encoding: 'full',
    });
    const empty = schema.safeParse({ code: '  ' });
    expect(empty.success).toBe(false);
    expect(JSON.stringify(empty.error?.issues)).toContain(
      'must not be empty: write a C program first',
    );
    expect(schema.safeParse({ code: 'x', stdin: 'y'.repeat(1025) }).success).toBe(false);
  });

  it('reads nested values: a struct in a heap block with a NULL pointer field', () => {
    const answer = {
      status: 'success',
      steps: [step],
      truncated: false,
      compileOutput: '',
      diagnostics: [],
    };
    expect(traceResponseSchema.parse(answer)).toEqual(answer);
  });

  it('ends a crashing program on a crash step with its signal and explanation', () => {
    const crash = {
      ...step,
      event: 'crash',
      signal: 'SIGSEGV',
      explanation: 'The program read through a NULL pointer.',
    };
    const parsed = traceResponseSchema.parse({
      status: 'runtime_error',
      steps: [step, crash],
      truncated: false,
      compileOutput: '',
      diagnostics: [],
    });
    expect(parsed.steps.at(-1)).toMatchObject({ event: 'crash', signal: 'SIGSEGV' });
  });

  it('refuses a value kind or a pointer region the visualizer cannot draw', () => {
    const badKind = structuredClone(step);
    (badKind.stack[0]!.locals[1] as { kind: string }).kind = 'long';
    const badRegion = structuredClone(step);
    (badRegion.stack[0]!.locals[0]!.target as { region: string }).region = 'register';
    for (const bad of [badKind, badRegion]) {
      const answer = {
        status: 'success',
        steps: [bad],
        truncated: false,
        compileOutput: '',
        diagnostics: [],
      };
      expect(traceResponseSchema.safeParse(answer).success).toBe(false);
    }
  });
});
