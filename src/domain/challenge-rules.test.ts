import { describe, expect, it } from 'vitest';
import {
  countdownText,
  localDay,
  passesChallengeCheck,
  TIME_ZONES,
  todaysChallengeId,
  untilMidnight,
} from './challenge-rules';

describe('SPEC §5 output checks', () => {
  it('daily-001 passes on "Sum: 15" or any 15', () => {
    expect(passesChallengeCheck('daily-001', 'Sum: 15', 'Sum: 15\n')).toBe(true);
    expect(passesChallengeCheck('daily-001', 'Sum: 15', 'total 115')).toBe(true);
    expect(passesChallengeCheck('daily-001', 'Sum: 15', 'Sum: 14')).toBe(false);
  });

  it('daily-002 passes on the sentence, or "palindrome" without "not"', () => {
    expect(passesChallengeCheck('daily-002', '', 'racecar is a palindrome')).toBe(true);
    expect(passesChallengeCheck('daily-002', '', 'yes, a palindrome')).toBe(true);
    expect(passesChallengeCheck('daily-002', '', 'racecar is not a palindrome')).toBe(false);
    expect(passesChallengeCheck('daily-002', '', 'nothing to see')).toBe(false);
  });

  it('daily-003 passes on the sequence, or on the digits 0, 1, 2, 3, 5 and 8 anywhere', () => {
    const expected = 'First 10 Fibonacci numbers:\n0 1 1 2 3 5 8 13 21 34';
    expect(passesChallengeCheck('daily-003', expected, '0 1 1 2 3 5 8 13 21 34')).toBe(true);
    expect(passesChallengeCheck('daily-003', expected, '8 5 3 2 1 0')).toBe(true);
    expect(passesChallengeCheck('daily-003', expected, '0 1 1 2 3 5 13')).toBe(false);
  });

  it('strips colour codes and trims before checking; others need the trimmed expected output', () => {
    expect(passesChallengeCheck('daily-001', '', '\u001b[32mSum: 15\u001b[0m')).toBe(true);
    expect(passesChallengeCheck('other', '  done  ', 'all done\n')).toBe(true);
    expect(passesChallengeCheck('other', 'done', 'don')).toBe(false);
  });
});

describe("today's challenge and its countdown", () => {
  it('takes the weekday number modulo 3 in the learner’s time zone', () => {
    // Sunday 2026-11-22 at 03:00 UTC is still Saturday evening in Los Angeles.
    const instant = new Date('2026-11-22T03:00:00Z');
    expect(localDay(instant, 'UTC')).toEqual({ day: '2026-11-22', weekday: 0 });
    expect(localDay(instant, TIME_ZONES.Pacific)).toEqual({ day: '2026-11-21', weekday: 6 });
    expect(todaysChallengeId(instant, 'UTC')).toBe('daily-001');
    expect(todaysChallengeId(instant, TIME_ZONES.Pacific)).toBe('daily-001');
    expect(todaysChallengeId(new Date('2026-11-23T12:00:00Z'), 'UTC')).toBe('daily-002');
    expect(todaysChallengeId(new Date('2026-11-24T12:00:00Z'), 'UTC')).toBe('daily-003');
    expect(todaysChallengeId(new Date('2026-11-25T12:00:00Z'), 'UTC')).toBe('daily-001');
  });

  it('counts down to the next local midnight', () => {
    const left = untilMidnight(new Date('2026-11-22T21:59:30Z'), 'UTC');
    expect(left).toEqual({ h: 2, m: 0, s: 30 });
    expect(countdownText(left)).toBe('Next challenge in 2h 0m 30s');
    expect(untilMidnight(new Date('2026-11-22T21:59:30Z'), TIME_ZONES.Eastern)).toEqual({
      h: 7,
      m: 0,
      s: 30,
    });
  });
});
