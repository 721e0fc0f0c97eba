import { describe, expect, it } from 'vitest';
import { explainCrash } from './crash-explanations';

describe('crash explanations', () => {
  it('names what went wrong with the pointer the program followed', () => {
    expect(explainCrash('SIGSEGV', { pointerRegion: 'null', access: 'read', address: '0x4' })).toBe(
      'The program read through a NULL pointer: the pointer holds no address, so there is nothing there to read.',
    );
    expect(explainCrash('SIGSEGV', { pointerRegion: 'unset', address: '0x0' })).toBe(
      'The program read through a pointer that was never given a value: its address is whatever was in memory.',
    );
    expect(explainCrash('SIGSEGV', { pointerRegion: 'freed', access: 'write' })).toBe(
      'The program wrote through a pointer to memory it had already freed.',
    );
    expect(explainCrash('SIGSEGV', { address: '0x1000', access: 'write' })).toBe(
      'The program wrote memory at 0x1000 that it does not own: past the end of an array, or through a pointer that does not point at a variable or a block from malloc.',
    );
  });

  it('recognises a stack that ran out, by the fault just below the stack pointer', () => {
    expect(
      explainCrash('SIGSEGV', { address: '0x7ffd0000fff8', stackPointer: '0x7ffd00010000' }),
    ).toBe(
      'The program ran out of stack: too many calls were waiting to return at once. Does a recursive function miss its base case?',
    );
  });

  it('explains what the trace runtime stopped and the other signals', () => {
    expect(explainCrash('SIGABRT', { runtime: 'double_free' })).toBe(
      'The program freed the same block of memory twice: after free(), the pointer must not be freed again.',
    );
    expect(explainCrash('SIGABRT', { runtime: 'free_inside' })).toBe(
      'The program called free() with an address inside a block: free() takes only the address that malloc gave.',
    );
    expect(explainCrash('SIGFPE', {})).toBe(
      'The program divided an integer by zero (or divided the smallest int by -1).',
    );
    expect(explainCrash('SIGXCPU', {})).toBe(
      'The program used up its CPU time: it may be stuck in a loop that never ends.',
    );
    expect(explainCrash('SIGUSR1', {})).toBe('The program was stopped by the signal SIGUSR1.');
  });
});
