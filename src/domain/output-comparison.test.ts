import { describe, expect, it } from 'vitest';
import {
  differingPart,
  finalNewlineDifference,
  firstOutputDifference,
  outputLines,
  outputMatches,
} from './output-comparison';

describe('firstOutputDifference', () => {
  it('finds nothing where the check finds the outputs the same', () => {
    for (const [expected, actual] of [
      ['Sum: 60\n', 'Sum: 60\n'],
      ['Sum: 60\n', 'Sum: 60'],
      ['Sum: 60', 'Sum: 60   \n\n'],
      ['a\r\nb\r\n', 'a\nb'],
      ['', '\n'],
    ] as const) {
      expect(outputMatches(expected, actual)).toBe(true);
      expect(firstOutputDifference(expected, actual)).toBeNull();
    }
  });

  it('gives the line and column of the first character that differs', () => {
    expect(firstOutputDifference('Hello, Augusta!\n', 'Hello, Augus\n')).toEqual({
      line: 1,
      column: 13,
    });
    expect(firstOutputDifference('a\nSum: 60\n', 'a\nSum:  60\n')).toEqual({
      line: 2,
      column: 6,
    });
    expect(firstOutputDifference('x', '')).toEqual({ line: 1, column: 1 });
  });

  it('passes over spaces at the end of a line, which the check does not compare', () => {
    expect(firstOutputDifference('a\nb\nc\n', 'a  \nb\t\nd\n')).toEqual({ line: 3, column: 1 });
  });

  it('finds a missing line break where the two lines run together', () => {
    const expected = 'Type \\n to start a new line.\nScore: 95%\n';
    const actual = 'Type \\n to start a new line.Score: 95%\n';
    const at = firstOutputDifference(expected, actual)!;
    expect(at).toEqual({ line: 1, column: 29 });
    expect(differingPart(expected, at)).toEqual({ kind: 'line break' });
    expect(differingPart(actual, at)).toEqual({ kind: 'text', text: 'Score: 95%' });
  });

  it('says where one output ends before the other', () => {
    const at = firstOutputDifference('1\n2\n3\n', '1\n2\n')!;
    expect(at).toEqual({ line: 2, column: 2 });
    expect(differingPart('1\n2\n3\n', at)).toEqual({ kind: 'line break' });
    expect(differingPart('1\n2\n', at)).toEqual({ kind: 'end' });
  });

  it('gives the differing text without the spaces that end its line', () => {
    const at = firstOutputDifference('a\tb\n', 'a    b   \n')!;
    expect(at).toEqual({ line: 1, column: 2 });
    expect(differingPart('a\tb\n', at)).toEqual({ kind: 'text', text: '\tb' });
    expect(differingPart('a    b   \n', at)).toEqual({ kind: 'text', text: '    b' });
  });
});

describe('finalNewlineDifference', () => {
  it('says whether the final newline is missing or extra', () => {
    expect(finalNewlineDifference('Score: 95%\n', 'Score: 95%')).toBe('missing');
    expect(finalNewlineDifference('Score: 95%', 'Score: 95%\n')).toBe('extra');
    expect(finalNewlineDifference('a\n', 'b\n')).toBeNull();
    expect(finalNewlineDifference('a', 'b')).toBeNull();
  });
});

describe('outputLines', () => {
  it('splits at newlines, without an empty line after the final one', () => {
    expect(outputLines('a\r\nb\n')).toEqual(['a', 'b']);
    expect(outputLines('a\n\n')).toEqual(['a', '']);
    expect(outputLines('')).toEqual([]);
  });
});
