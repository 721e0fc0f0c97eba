import { describe, expect, it } from 'vitest';
import { readSanitizerOutput } from './sanitizer';

const UBSAN = [
  "main.c:7:33: runtime error: signed integer overflow: 2147483647 + 1 cannot be represented in type 'int'",
  '    #0 0x55ba0ac0c516 in main /work/main.c:7',
  '    #1 0x7f1da5c45249 in __libc_start_call_main ../sysdeps/nptl/libc_start_call_main.h:58',
  '',
].join('\n');

const ASAN = [
  '=================================================================',
  '==12==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x604000000038 at pc 0x55ba0ac0c639 bp 0x7ffcd43cec00 sp 0x7ffcd43cebf8',
  'WRITE of size 4 at 0x604000000038 thread T0',
  '    #0 0x55ba0ac0c638 in main /work/main.c:10',
  '    #1 0x7f1da5c45249 in __libc_start_call_main ../sysdeps/nptl/libc_start_call_main.h:58',
  '',
  '0x604000000038 is located 0 bytes to the right of 40-byte region [0x604000000010,0x604000000038)',
  'allocated by thread T0 here:',
  '    #0 0x7f1da66b89cf in __interceptor_malloc ../../../../src/libsanitizer/asan/asan_malloc_linux.cpp:69',
  '    #1 0x55ba0ac0c5ad in main /work/main.c:9',
  '',
  'SUMMARY: AddressSanitizer: heap-buffer-overflow /work/main.c:10 in main',
  'Shadow bytes around the buggy address:',
  '  0x0c087fff7fb0: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00',
  '=>0x0c087fff8000: fa fa 00 00 00 00 00[fa]fa fa fa fa fa fa fa fa',
  'Shadow byte legend (one shadow byte represents 8 application bytes):',
  '  Addressable:           00',
  '==12==ABORTING',
  '',
].join('\n');

describe('sanitizer output', () => {
  it("says each problem once, plainly, at the learner's line, and keeps the program's own stderr", () => {
    const stderr = `${UBSAN}my own message\n${UBSAN}${ASAN}`;
    const { findings, spans } = readSanitizerOutput(stderr);
    expect(findings.problems).toEqual([
      {
        line: 7,
        message:
          'undefined behaviour: signed integer overflow: 2147483647 + 1 does not fit in an int',
      },
      { line: 10, message: 'the program wrote 4 bytes outside a block of memory from malloc' },
    ]);
    let kept = '';
    let at = 0;
    for (const [from, to] of spans) {
      kept += stderr.slice(at, from);
      at = to;
    }
    kept += stderr.slice(at);
    expect(kept).toBe('my own message\n');
    expect(findings.report).toContain('Shadow bytes around the buggy address');
  });

  it('says one NULL write once, although both sanitizers report it', () => {
    const stderr = [
      "main.c:5:6: runtime error: store to null pointer of type 'int'",
      'AddressSanitizer:DEADLYSIGNAL',
      '=================================================================',
      '==7==ERROR: AddressSanitizer: SEGV on unknown address 0x000000000000 (pc 0x1 bp 0x2 sp 0x3 T0)',
      '==7==The signal is caused by a WRITE memory access.',
      '    #0 0x55 in main /work/main.c:5',
      'SUMMARY: AddressSanitizer: SEGV /work/main.c:5 in main',
      '==7==ABORTING',
      '',
    ].join('\n');
    expect(readSanitizerOutput(stderr).findings.problems).toEqual([
      { line: 5, message: 'undefined behaviour: the program wrote through a NULL pointer' },
    ]);
  });

  it('says an out-of-bounds index once, although UBSan reports it twice and ASan stops it', () => {
    const stderr = [
      "main.c:5:5: runtime error: index 3 out of bounds for type 'int [3]'",
      "main.c:5:5: runtime error: load of address 0x7ffc with insufficient space for an object of type 'int'",
      '=================================================================',
      '==9==ERROR: AddressSanitizer: stack-buffer-overflow on address 0x7ffc at pc 0x1 bp 0x2 sp 0x3',
      'READ of size 4 at 0x7ffc thread T0',
      '    #0 0x55 in main /work/main.c:5',
      '==9==ABORTING',
      '',
    ].join('\n');
    expect(readSanitizerOutput(stderr).findings.problems).toEqual([
      { line: 5, message: 'undefined behaviour: index 3 is outside the array (int [3])' },
    ]);
  });

  it('finds nothing in a clean run', () => {
    expect(readSanitizerOutput('just my text\n')).toEqual({
      findings: { problems: [], report: '' },
      spans: [],
    });
  });
});
