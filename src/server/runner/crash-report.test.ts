import { describe, expect, it } from 'vitest';
import { dereferencedPointer, describeCrash, sourceLines, takeCrashReport } from './crash-report';

const LIMITS = { cpuSeconds: 2, wallSeconds: 5 };
const SOURCE = [
  '#include <stdio.h>',
  'int depth(int n) {',
  '  return depth(n + 1) + 1;',
  '}',
  'int main(void) {',
  '  int *p = NULL;',
  '  *p = 42; // boom',
  '  while (1) {',
  '  }',
  '}',
].join('\n');

describe('crash reports', () => {
  it('takes the runtime report off the end of stderr', () => {
    const stderr =
      'my warning\n\n\x1ecodenest-report sig=11 addr=0x0 access=write pcs=0x1139,0x11a0\n';
    const taken = takeCrashReport(stderr);
    expect(taken?.report).toEqual({
      signal: 11,
      address: 0n,
      access: 'write',
      offsets: [0x1139n, 0x11a0n],
    });
    expect(stderr.slice(0, taken!.span[0])).toBe('my warning\n');
    // Only at the very end: a program printing a look-alike earlier is just printing.
    expect(takeCrashReport(`${stderr}more\n`)).toBeNull();
  });

  it("keeps the learner's lines from addr2line's answers", () => {
    expect(sourceLines('/work/main.c:7\n??:0\n/work/main.c:12 (discriminator 1)\n')).toEqual([
      7, 12,
    ]);
  });

  it('names the one pointer a line dereferences', () => {
    expect(dereferencedPointer('*p = 42')).toBe('p');
    expect(dereferencedPointer('node->next = head')).toBe('node');
    expect(dereferencedPointer('total = a * b')).toBeNull();
    expect(dereferencedPointer('*p = *q')).toBeNull();
    expect(dereferencedPointer('values[i] = 0')).toBe('values');
    expect(dereferencedPointer('printf("*x->y")')).toBeNull();
  });

  it('says where a NULL write happened and which pointer was NULL', () => {
    const placed = describeCrash(
      { signal: 11, address: 0n, access: 'write', offsets: [1n] },
      [7],
      SOURCE,
      LIMITS,
    );
    expect(placed?.sentence).toBe('line 7, `*p = 42`: p is NULL');
    // The editor's marker sits on line 7: its words do not repeat the place.
    expect(placed?.diagnostic).toMatchObject({
      line: 7,
      severity: 'runtime error',
      message: 'p is NULL',
    });
  });

  it('says where a program was spinning when the CPU limit came', () => {
    const placed = describeCrash(
      { signal: 24, address: null, access: null, offsets: [1n] },
      [8],
      SOURCE,
      LIMITS,
    );
    expect(placed?.sentence).toBe('still running line 8 in a loop after 2 s of CPU: `while (1)`');
  });

  it('says where a program was when the wall-clock limit came', () => {
    const placed = describeCrash(
      { signal: 64, address: null, access: null, offsets: [1n] },
      [7],
      SOURCE,
      LIMITS,
    );
    expect(placed?.sentence).toBe('still running line 7 after 5 s: `*p = 42`');
  });

  it('points a stack overflow at the recursive call', () => {
    const lines = [2, ...Array.from({ length: 15 }, () => 3)];
    const placed = describeCrash(
      { signal: 11, address: 0x7ffd0000n, access: 'write', offsets: [1n] },
      lines,
      SOURCE,
      LIMITS,
    );
    expect(placed?.sentence).toBe(
      'line 3, `return depth(n + 1) + 1`: the calls nested so deep that the stack ran out (does the recursion reach its base case?)',
    );
  });

  it('says nothing when no line is known', () => {
    expect(
      describeCrash({ signal: 11, address: 0n, access: 'read', offsets: [] }, [], SOURCE, LIMITS),
    ).toBeNull();
  });
});
