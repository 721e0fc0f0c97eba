import { describe, expect, it } from 'vitest';
import {
  COURSE_NEEDS_PRO,
  courseRequiresPro,
  DEBUG_NEEDS_PRO,
  debugRunAllowed,
  FREE_PRACTICE_CHALLENGES_PER_MONTH,
  isProRequiredMessage,
  monthOfDay,
  practiceChallengesInMonth,
  practiceChallengesLeft,
  practiceChallengesLeftText,
  practiceLimitBlocks,
  practiceLimitReached,
} from './billing';

describe('debug runs', () => {
  it('are for Pro and Enterprise only', () => {
    expect(debugRunAllowed('free')).toBe(false);
    expect(debugRunAllowed('pro')).toBe(true);
    expect(debugRunAllowed('enterprise')).toBe(true);
  });
});

describe('the Free plan’s practice challenges a month', () => {
  const row = (challenge_id: string, day: string) => ({ challenge_id, day });

  it('counts distinct practice challenges of one month, never the daily ones', () => {
    const rows = [
      row('practice-001', '2026-10-31'),
      row('practice-002', '2026-11-01'),
      row('practice-003', '2026-11-30'),
      row('practice-003', '2026-11-30'),
      row('daily-001', '2026-11-04'),
    ];
    expect(monthOfDay('2026-11-30')).toBe('2026-11');
    expect(practiceChallengesInMonth(rows, '2026-11')).toBe(2);
    expect(practiceChallengesInMonth(rows, '2026-10')).toBe(1);
    expect(practiceChallengesInMonth(rows, '2026-12')).toBe(0);
  });

  it('leaves a Free learner five a month and Pro unlimited', () => {
    expect(FREE_PRACTICE_CHALLENGES_PER_MONTH).toBe(5);
    expect(practiceChallengesLeft('free', 0)).toBe(5);
    expect(practiceChallengesLeft('free', 3)).toBe(2);
    expect(practiceChallengesLeft('free', 5)).toBe(0);
    expect(practiceChallengesLeft('free', 8)).toBe(0);
    expect(practiceChallengesLeft('pro', 40)).toBeNull();
    expect(practiceChallengesLeft('enterprise', 0)).toBeNull();
    expect(practiceChallengesLeftText(2)).toBe('2 of 5 practice challenges left this month');
  });

  it('blocks a new practice challenge past the limit, never a repeat or a daily one', () => {
    const fresh = { id: 'practice-006', alreadyCompleted: false };
    expect(practiceLimitBlocks('free', 4, fresh)).toBe(false);
    expect(practiceLimitBlocks('free', 5, fresh)).toBe(true);
    expect(practiceLimitBlocks('free', 5, { id: 'practice-001', alreadyCompleted: true })).toBe(
      false,
    );
    expect(practiceLimitBlocks('free', 5, { id: 'daily-002', alreadyCompleted: false })).toBe(
      false,
    );
    expect(practiceLimitBlocks('pro', 50, fresh)).toBe(false);
  });
});

describe('courses', () => {
  it('are free only when the catalogue prices them Free', () => {
    expect(courseRequiresPro({ price: 'Free' })).toBe(false);
    expect(courseRequiresPro({ price: 'Pro' })).toBe(true);
    expect(courseRequiresPro(undefined)).toBe(true);
  });
});

describe('Pro messages', () => {
  it('are recognised as they are, whatever their figures', () => {
    expect(isProRequiredMessage(DEBUG_NEEDS_PRO)).toBe(true);
    expect(isProRequiredMessage(practiceLimitReached(5))).toBe(true);
    expect(isProRequiredMessage(practiceLimitReached(12))).toBe(true);
    expect(isProRequiredMessage(COURSE_NEEDS_PRO('Modern C++'))).toBe(true);
    expect(isProRequiredMessage('Too many runs: the limit is 2 a minute.')).toBe(false);
    expect(isProRequiredMessage('The C course is part of Pro.')).toBe(false);
  });
});
