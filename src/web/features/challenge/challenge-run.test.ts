import { describe, expect, it } from 'vitest';
import { executed } from '@web/components/code/test-support';
import { clockText } from '@web/lib/countdown';
import { challengeOutcome } from './challenge-run';

const daily = { id: 'daily-001', expectedOutput: 'Sum: 15' };

describe('challengeOutcome', () => {
  it('follows SPEC §4: idle, running, error, mismatch and success', () => {
    expect(challengeOutcome({ phase: 'idle' }, daily, false)).toBe('idle');
    expect(challengeOutcome({ phase: 'running' }, daily, false)).toBe('running');
    expect(challengeOutcome({ phase: 'failed', message: 'x' }, daily, false)).toBe('error');
    const crashed = executed({ status: 'runtime_error', output: 'Sum: 15' });
    expect(challengeOutcome({ phase: 'done', result: crashed }, daily, false)).toBe('error');
    const wrong = executed({ output: 'Sum: 0' });
    expect(challengeOutcome({ phase: 'done', result: wrong }, daily, false)).toBe('mismatch');
    const right = executed({ output: '\x1b[32mSum: 15\x1b[0m\n' });
    expect(challengeOutcome({ phase: 'done', result: right }, daily, false)).toBe('success');
    expect(challengeOutcome({ phase: 'done', result: right }, daily, true)).toBe('idle');
  });

  it('does not compare a run with the learner’s own input to the expected output', () => {
    const practice = { id: 'practice-001', expectedOutput: '54321' };
    const printed = executed({ output: '54321\n' });
    expect(challengeOutcome({ phase: 'done', result: printed }, practice, false, true)).toBe(
      'own-input',
    );
    expect(challengeOutcome({ phase: 'done', result: printed }, practice, false, false)).toBe(
      'success',
    );
    const crashed = executed({ status: 'runtime_error', output: '' });
    expect(challengeOutcome({ phase: 'done', result: crashed }, practice, false, true)).toBe(
      'error',
    );
  });
});

describe('clockText', () => {
  it('is mm:ss, with minutes past 59 for a long limit', () => {
    expect(clockText(3600)).toBe('60:00');
    expect(clockText(299)).toBe('04:59');
    expect(clockText(0)).toBe('00:00');
    expect(clockText(-3)).toBe('00:00');
  });
});
