import { describe, expect, it } from 'vitest';
import {
  countdownText,
  dailyRepeatOf,
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

describe('when a solved daily challenge pays again', () => {
  // Sunday 2026-11-22 03:00 UTC: Sunday in UTC, Saturday 19:00 in Los Angeles; daily-001 in both.
  const sundayInUtc = {
    challengeId: 'daily-001',
    day: '2026-11-22',
    completedAt: '2026-11-22T03:00:00.000Z',
  };

  it('pays the first time, and not again on the same day', () => {
    const at = new Date('2026-11-22T03:00:00Z');
    expect(dailyRepeatOf([], { challengeId: 'daily-001', day: '2026-11-22', at })).toBeNull();
    const later = new Date('2026-11-22T20:00:00Z');
    expect(
      dailyRepeatOf([sundayInUtc], { challengeId: 'daily-001', day: '2026-11-22', at: later }),
    ).toBe('same_day');
  });

  it('pays the same challenge once in 24 hours of real time, whatever the zone says the day is', () => {
    const saturdayInLosAngeles = { challengeId: 'daily-001', day: '2026-11-21' };
    // Five minutes after Sunday's in UTC, Saturday in Los Angeles: a day that went back.
    expect(
      dailyRepeatOf([sundayInUtc], {
        ...saturdayInLosAngeles,
        at: new Date('2026-11-22T03:05:00Z'),
      }),
    ).toBe('day_already_done');
    // Saturday and Sunday share daily-001: Sunday morning in Los Angeles is too soon to pay
    // (it still counts as Sunday done), Sunday evening (24 hours and a minute after) pays.
    const paidOnSaturday = { ...saturdayInLosAngeles, completedAt: '2026-11-22T03:00:00.000Z' };
    const sunday = { challengeId: 'daily-001', day: '2026-11-22' };
    expect(
      dailyRepeatOf([paidOnSaturday], { ...sunday, at: new Date('2026-11-22T15:00:00Z') }),
    ).toBe('within_24_hours');
    expect(
      dailyRepeatOf([paidOnSaturday], { ...sunday, at: new Date('2026-11-23T03:01:00Z') }),
    ).toBeNull();
  });

  it('never pays a day again once a daily paid for it or a later one', () => {
    // Monday 03:00 UTC: daily-002 in UTC; still Sunday (daily-001) in Los Angeles.
    const mondayInUtc = {
      challengeId: 'daily-002',
      day: '2026-11-23',
      completedAt: '2026-11-23T03:00:00.000Z',
    };
    const at = new Date('2026-11-23T03:10:00Z');
    expect(dailyRepeatOf([mondayInUtc], { challengeId: 'daily-001', day: '2026-11-22', at })).toBe(
      'day_already_done',
    );
    // The next day's challenge, half a day later, pays.
    expect(
      dailyRepeatOf([mondayInUtc], {
        challengeId: 'daily-003',
        day: '2026-11-24',
        at: new Date('2026-11-24T15:00:00Z'),
      }),
    ).toBeNull();
  });
});
