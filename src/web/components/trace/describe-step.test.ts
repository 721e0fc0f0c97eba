import { describe, expect, it } from 'vitest';
import { describeMemory, stepSummary } from './describe-step';
import { arrayStep, crashStep, freedStep, listTrace } from './test-fixtures';

describe('a step in words', () => {
  it('says where the program is, how it ended, or where it crashed', () => {
    expect(stepSummary(arrayStep, 2, 10)).toBe('Step 3 of 10: line 9 in main runs next.');
    expect(stepSummary({ ...arrayStep, event: 'call' }, 0, 4)).toBe(
      'Step 1 of 4: main was called; line 9 runs next.',
    );
    expect(stepSummary(listTrace.steps.at(-1)!, 9, 10)).toBe(
      'Step 10 of 10: the program has ended with exit code 0.',
    );
    expect(stepSummary(crashStep, 4, 5)).toBe(
      'Step 5 of 5: the program crashed at line 7 in main.',
    );
  });

  it('lists every variable, where each pointer points, NULL and unset values, the globals', () => {
    expect(describeMemory(arrayStep)).toEqual([
      {
        term: 'main (line 9), the running function',
        details: [
          'numbers (int [5]) = { [0] = 10, [1] = 20, [2] = 30, [3] = 40, [4] = 50 }',
          'p (int *) points to numbers[2]',
          'pt (struct point) = { x = 1, y = 2 }',
          'nothing (char *) is NULL',
          'count (int) has no value yet',
        ],
      },
      { term: 'Globals', details: ['big (int [100]) = { [0] = 0, [1] = 0, and 98 more }'] },
      { term: 'Heap', details: ['Nothing allocated.'] },
    ]);
  });

  it('follows a linked list through the heap, node by node, to NULL', () => {
    const [main, heap] = describeMemory(listTrace.steps.at(-1)!);
    expect(main!.details).toEqual([
      'head (struct node *) points to *n in a heap block at 0x5555a2a0',
      'i (int) = 1',
    ]);
    expect(heap!.details).toEqual([
      'a heap block at 0x5555a2e0: 16 bytes of struct node; *n (struct node) = { value = 3, next is NULL }',
      'a heap block at 0x5555a2c0: 16 bytes of struct node; *n (struct node) = { value = 2, next points to *n in a heap block at 0x5555a2e0 }',
      'a heap block at 0x5555a2a0: 16 bytes of struct node; *n (struct node) = { value = 1, next points to *n in a heap block at 0x5555a2c0 }',
    ]);
  });

  it('says a dangling pointer points to freed memory', () => {
    expect(describeMemory(freedStep)).toEqual([
      {
        term: 'main (line 14), the running function',
        details: ['data (int *) points to a heap block at 0x5555b000, which was freed'],
      },
      { term: 'Heap', details: ['a heap block at 0x5555b000: 12 bytes of int, freed'] },
    ]);
  });
});
