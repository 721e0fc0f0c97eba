import { describe, expect, it } from 'vitest';
import { interleave, withoutStderrSpans } from './transcript';

function order(...runs: Array<[1 | 2, number]>): Buffer {
  const buffer = Buffer.alloc(runs.length * 5);
  runs.forEach(([stream, bytes], index) => {
    buffer.writeUInt8(stream, index * 5);
    buffer.writeUInt32LE(bytes, index * 5 + 1);
  });
  return buffer;
}

describe('transcript', () => {
  it('interleaves the streams in the order they were written', () => {
    const stdout = Buffer.from('a\nb\n');
    const stderr = Buffer.from('oops\n');
    expect(interleave(stdout, stderr, order([1, 2], [2, 5], [1, 2]))).toEqual([
      { stream: 'stdout', text: 'a\n' },
      { stream: 'stderr', text: 'oops\n' },
      { stream: 'stdout', text: 'b\n' },
    ]);
  });

  it('keeps a character split between two writes whole', () => {
    const stdout = Buffer.from('é!');
    const stderr = Buffer.from('x');
    expect(interleave(stdout, stderr, order([1, 1], [2, 1], [1, 2]))).toEqual([
      { stream: 'stderr', text: 'x' },
      { stream: 'stdout', text: 'é!' },
    ]);
  });

  it('takes stretches out of stderr and joins what meets', () => {
    const transcript = [
      { stream: 'stdout' as const, text: 'one\n' },
      { stream: 'stderr' as const, text: 'REPORT\nmine\n' },
      { stream: 'stdout' as const, text: 'two\n' },
      { stream: 'stderr' as const, text: 'TAIL' },
    ];
    expect(
      withoutStderrSpans(transcript, [
        [0, 7],
        [12, 16],
      ]),
    ).toEqual([
      { stream: 'stdout', text: 'one\n' },
      { stream: 'stderr', text: 'mine\n' },
      { stream: 'stdout', text: 'two\n' },
    ]);
  });
});
