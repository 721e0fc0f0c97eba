import type { TraceResponse, TraceStep, TraceValue } from '@domain/trace';

/*
 * Hand-written traces as trace-c records them, for this folder's tests: a linked list on the
 * heap, an array with a pointer into its third cell, a struct, NULL, a freed block with a
 * dangling pointer, and a crash.
 */

export const int = (name: string, address: string, value: string, uninitialized = false) =>
  ({
    name,
    type: 'int',
    kind: 'int',
    address,
    size: 4,
    value,
    ...(uninitialized ? { uninitialized } : {}),
  }) satisfies TraceValue;

export function pointer(
  name: string,
  type: string,
  address: string,
  target: TraceValue['target'] | null,
): TraceValue {
  return {
    name,
    type,
    kind: 'pointer',
    address,
    size: 8,
    value: target?.address ?? '0x0',
    target: target ?? { region: 'null', address: '0x0' },
  };
}

/** A `struct node { int value; struct node *next; }` on the heap, at `address` (16 bytes). */
export function node(name: string, address: string, value: string, next: string | null) {
  const base = BigInt(address);
  return {
    address,
    size: 16,
    type: 'struct node',
    freed: false,
    values: [
      {
        name,
        type: 'struct node',
        kind: 'struct' as const,
        address,
        size: 16,
        value: [
          int('value', address, value),
          pointer(
            'next',
            'struct node *',
            `0x${(base + 8n).toString(16)}`,
            next ? { region: 'heap', address: next, offset: 0 } : null,
          ),
        ],
      },
    ],
  };
}

export const LIST_CODE = [
  '#include <stdio.h>',
  '#include <stdlib.h>',
  'struct node { int value; struct node *next; };',
  'int main(void) {',
  '    struct node *head = NULL;',
  '    for (int i = 3; i > 0; i--) {',
  '        struct node *n = malloc(sizeof *n);',
  '        n->value = i; n->next = head; head = n;',
  '    }',
  '    printf("%d\\n", head->value);',
  '    return 0;',
  '}',
].join('\n');

const A = '0x5555a2a0';
const B = '0x5555a2c0';
const C = '0x5555a2e0';

const listStep = (
  line: number,
  heap: TraceStep['heap'],
  head: string | null,
  i: string,
): TraceStep => ({
  line,
  event: 'step',
  stack: [
    {
      function: 'main',
      line,
      locals: [
        pointer(
          'head',
          'struct node *',
          '0x7ffc0010',
          head ? { region: 'heap', address: head, offset: 0 } : null,
        ),
        int('i', '0x7ffc001c', i),
      ],
    },
  ],
  globals: [],
  heap,
  stdout: '',
});

/** main builds a three-node list: head → A(1) → B(2) → C(3) → NULL. */
export const listTrace: TraceResponse = {
  status: 'success',
  truncated: false,
  compileOutput: '',
  diagnostics: [],
  steps: [
    listStep(5, [], null, '0'),
    listStep(6, [], null, '3'),
    listStep(7, [], null, '3'),
    listStep(8, [node('*n', C, '3', null)], null, '3'),
    listStep(6, [node('*n', C, '3', null)], C, '3'),
    listStep(7, [node('*n', C, '3', null)], C, '2'),
    listStep(8, [node('*n', C, '3', null), node('*n', B, '2', C)], C, '2'),
    listStep(10, [node('*n', C, '3', null), node('*n', B, '2', C), node('*n', A, '1', B)], A, '1'),
    {
      ...listStep(
        11,
        [node('*n', C, '3', null), node('*n', B, '2', C), node('*n', A, '1', B)],
        A,
        '1',
      ),
      stdout: '1\n',
    },
    {
      ...listStep(
        12,
        [node('*n', C, '3', null), node('*n', B, '2', C), node('*n', A, '1', B)],
        A,
        '1',
      ),
      event: 'exit',
      exitCode: 0,
      stdout: '1\n',
    },
  ],
};
export const LIST = { A, B, C };

/** `int numbers[5] = {10, 20, 30, 40, 50}; int *p = &numbers[2];` and a `struct point`. */
export const arrayStep: TraceStep = {
  line: 9,
  event: 'step',
  stack: [
    {
      function: 'main',
      line: 9,
      locals: [
        {
          name: 'numbers',
          type: 'int [5]',
          kind: 'array',
          address: '0x7ffc0100',
          size: 20,
          value: ['10', '20', '30', '40', '50'].map((value, index) =>
            int(`[${index}]`, `0x${(0x7ffc0100 + index * 4).toString(16)}`, value),
          ),
        },
        pointer('p', 'int *', '0x7ffc0118', {
          region: 'stack',
          address: '0x7ffc0108',
          name: 'numbers',
          offset: 8,
        }),
        {
          name: 'pt',
          type: 'struct point',
          kind: 'struct',
          address: '0x7ffc0120',
          size: 8,
          value: [int('x', '0x7ffc0120', '1'), int('y', '0x7ffc0124', '2')],
        },
        pointer('nothing', 'char *', '0x7ffc0128', null),
        int('count', '0x7ffc0130', '-1094795586', true),
      ],
    },
  ],
  globals: [
    {
      name: 'big',
      type: 'int [100]',
      kind: 'array',
      address: '0x4010',
      size: 400,
      value: [int('[0]', '0x4010', '0'), int('[1]', '0x4014', '0')],
      omitted: 98,
    },
  ],
  heap: [],
  stdout: 'Numbers ready\n',
};

/** After `free(data)`: `data` still points at the freed block; then `*data = 5` crashes. */
export const freedStep: TraceStep = {
  line: 14,
  event: 'step',
  stack: [
    {
      function: 'main',
      line: 14,
      locals: [
        pointer('data', 'int *', '0x7ffc0200', {
          region: 'freed',
          address: '0x5555b000',
          offset: 0,
        }),
      ],
    },
  ],
  globals: [],
  heap: [
    {
      address: '0x5555b000',
      size: 12,
      type: 'int',
      freed: true,
      values: [],
    },
  ],
  stdout: '',
};

export const crashStep: TraceStep = {
  line: 7,
  event: 'crash',
  stack: [
    {
      function: 'main',
      line: 7,
      locals: [pointer('p', 'int *', '0x7ffc0300', null)],
    },
  ],
  globals: [],
  heap: [],
  stdout: 'Before\n',
  signal: 'SIGSEGV',
  explanation: 'The program read through a NULL pointer: p points nowhere.',
  faultPointer: '0x7ffc0300',
};
