import { describe, expect, it } from 'vitest';
import { gradeChoice, gradeOutput, normalisedOutput, scoreAttempt } from './grade';

const choiceKey = { id: 'a-001', kind: 'choice', correct: 2, explanation: 'Why.' } as const;
const outputKey = {
  id: 'a-033',
  kind: 'output',
  expectedOutput: 'sum = 6\n  indented\n',
  explanation: 'Why.',
} as const;

describe('grading', () => {
  it('takes only the key’s choice as right; no answer is wrong', () => {
    expect(gradeChoice(choiceKey, 2)).toBe(true);
    expect(gradeChoice(choiceKey, 1)).toBe(false);
    expect(gradeChoice(choiceKey, null)).toBe(false);
  });

  it('compares an output answer exactly, but for line ends, trailing spaces and final newlines', () => {
    expect(gradeOutput(outputKey, 'sum = 6\n  indented')).toBe(true);
    expect(gradeOutput(outputKey, 'sum = 6   \r\n  indented\r\n\r\n')).toBe(true);
    expect(gradeOutput(outputKey, 'sum = 6\nindented')).toBe(false);
    expect(gradeOutput(outputKey, 'sum =  6\n  indented')).toBe(false);
    expect(gradeOutput(outputKey, 'Sum = 6\n  indented')).toBe(false);
    expect(gradeOutput(outputKey, '')).toBe(false);
    expect(gradeOutput(outputKey, null)).toBe(false);
    expect(normalisedOutput('\n\nfirst\n')).toBe('\n\nfirst');
  });

  it('passes at 80% and not a hair below, every item counting the same', () => {
    const answers = (right: number, total: number) =>
      Array.from({ length: total }, (_, i) => i < right);
    expect(scoreAttempt(answers(16, 20))).toEqual({
      correct: 16,
      total: 20,
      percent: 80,
      passed: true,
    });
    expect(scoreAttempt(answers(15, 20))).toMatchObject({ percent: 75, passed: false });
    expect(scoreAttempt(answers(15, 19))).toMatchObject({ percent: 78, passed: false });
    expect(scoreAttempt(answers(20, 20))).toMatchObject({ percent: 100, passed: true });
    expect(scoreAttempt([])).toEqual({ correct: 0, total: 0, percent: 0, passed: false });
  });
});
