/**
 * How exercise checks compare a program's output with the expected one, and where two outputs
 * first differ by that comparison.
 */

/**
 * Output comparison of exercise checks: trailing white space of each line and trailing empty
 * lines do not count.
 */
export function normalizeOutput(output: string): string {
  return output
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n+$/, '');
}

export function outputMatches(expected: string, actual: string): boolean {
  return normalizeOutput(expected) === normalizeOutput(actual);
}

/**
 * Where a case's output first differs from the expected output, by the check's own comparison
 * (normalizeOutput): a difference the check ignores, such as spaces at the end of a line, is
 * never the first one. Line and column count from 1, in both outputs alike (the text before the
 * difference is the same in both).
 */
export interface OutputDifference {
  line: number;
  column: number;
}

/** What one output holds from the first difference on. */
export type DifferingPart =
  /** Characters up to the end of that line (spaces at its end excluded). */
  | { kind: 'text'; text: string }
  /** The line ends there and another follows. */
  | { kind: 'line break' }
  /** Nothing more: the output ends there. */
  | { kind: 'end' };

/** null when the check finds the outputs the same (outputMatches). */
export function firstOutputDifference(expected: string, actual: string): OutputDifference | null {
  const a = normalizeOutput(expected);
  const b = normalizeOutput(actual);
  if (a === b) return null;
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index++;
  const before = a.slice(0, index);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: index - lineStart + 1 };
}

/** The part of `output` at a difference found by firstOutputDifference. */
export function differingPart(output: string, at: OutputDifference): DifferingPart {
  const lines = normalizeOutput(output).split('\n');
  const line = lines[at.line - 1] ?? '';
  const text = line.slice(at.column - 1);
  if (text !== '') return { kind: 'text', text };
  return at.line < lines.length ? { kind: 'line break' } : { kind: 'end' };
}

/**
 * Whether the learner's output lacks the final newline the expected output has, or has one it
 * does not. The check does not compare it, but a learner comparing by eye cannot see it.
 */
export function finalNewlineDifference(
  expected: string,
  actual: string,
): 'missing' | 'extra' | null {
  const wanted = expected.endsWith('\n');
  const given = actual.endsWith('\n');
  if (wanted === given) return null;
  return wanted ? 'missing' : 'extra';
}

/** An output's lines as shown: split at each newline, without the empty one after a final one. */
export function outputLines(output: string): string[] {
  const lines = output.replace(/\r\n/g, '\n').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}
