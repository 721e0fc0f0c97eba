import type { TIMEZONE_CHOICES } from './account';

/*
 * SPEC §4, §5 and §9 rules of the daily challenge, in one place for the web app and the server:
 * which built-in is today's, how an output passes, the time zone a day is counted in, when a
 * solved daily pays again, and the countdown to the next challenge.
 */

export const DAILY_CHALLENGE_IDS = ['daily-001', 'daily-002', 'daily-003'] as const;

/** The id of a practice challenge (the set beside the daily ones): practice-001 and on. */
export const PRACTICE_ID = /^practice-\d{3}$/;

/** The Preferences time zones, as real zones: days and streaks are counted in them. */
export const TIME_ZONES: Record<(typeof TIMEZONE_CHOICES)[number], string> = {
  Pacific: 'America/Los_Angeles',
  Mountain: 'America/Denver',
  Central: 'America/Chicago',
  Eastern: 'America/New_York',
  UTC: 'UTC',
};

// eslint-disable-next-line no-control-regex -- the colour codes a program may print
const COLOUR_CODES = /\x1b\[[0-9;]*m/g;

/** SPEC §5: the output check, after stripping colour codes and trimming. */
export function passesChallengeCheck(
  challengeId: string,
  expectedOutput: string,
  rawOutput: string,
): boolean {
  const output = rawOutput.replace(COLOUR_CODES, '').trim();
  switch (challengeId) {
    case 'daily-001':
      return output.includes('Sum: 15') || output.includes('15');
    case 'daily-002':
      return (
        output.includes('racecar is a palindrome') ||
        (output.includes('palindrome') && !output.includes('not'))
      );
    case 'daily-003':
      return (
        output.includes('0 1 1 2 3 5 8 13 21 34') ||
        ['0', '1', '2', '3', '5', '8'].every((digit) => output.includes(digit))
      );
    default:
      return output.includes(expectedOutput.trim());
  }
}

/** A day in a time zone: its date (YYYY-MM-DD) and weekday (0 Sunday to 6 Saturday). */
export interface LocalDay {
  day: string;
  weekday: number;
}

/*
 * Building a formatter costs far more than using one (a page's first one loads the locale and
 * zone data: tens of milliseconds on a phone), and the countdown reads the clock every second:
 * one formatter per zone and use, kept.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The parts of `now` in a time zone, read by type ('' for a part the format has not). */
function localParts(
  kept: Map<string, Intl.DateTimeFormat>,
  now: Date,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): (type: Intl.DateTimeFormatPartTypes) => string {
  let formatter = kept.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    kept.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(now);
  return (type) => parts.find((entry) => entry.type === type)?.value ?? '';
}

/** The calendar day and weekday (0 Sunday to 6 Saturday) of an instant in a time zone. */
export function localDay(now: Date, timeZone: string): LocalDay {
  const part = localParts(dayFormats, now, timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
  });
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: weekdays.indexOf(part('weekday')),
  };
}

/** SPEC §4: today's challenge is the weekday number (0 to 6) modulo 3 over the built-ins. */
export function todaysChallengeId(
  now: Date,
  timeZone: string,
): (typeof DAILY_CHALLENGE_IDS)[number] {
  return dailyChallengeIdOn(localDay(now, timeZone).weekday);
}

/** The built-in daily challenge of a weekday (0 Sunday to 6 Saturday). */
export function dailyChallengeIdOn(weekday: number): (typeof DAILY_CHALLENGE_IDS)[number] {
  return DAILY_CHALLENGE_IDS[weekday % DAILY_CHALLENGE_IDS.length]!;
}

/** The same daily challenge pays at most once in this much real time, whatever the zones. */
export const DAILY_REPEAT_MS = 24 * 60 * 60 * 1000;

/** A daily challenge done earlier: its id, the local day it counted for and the instant. */
export interface PaidDaily {
  challengeId: string;
  /** YYYY-MM-DD in the zone the learner had when they solved it. */
  day: string;
  /** ISO instant. */
  completedAt: string;
}

/** Why a solved daily challenge pays nothing this time. */
export type DailyRepeat = 'same_day' | 'within_24_hours' | 'day_already_done';

/**
 * Whether a daily challenge solved at `at`, on the learner's local `day`, repeats one done
 * earlier (null: it pays). It repeats when the same challenge was done on that day, when any
 * daily was done for that day or a later one (switching to a zone further west never brings
 * back a day that is done), or when the same challenge was done less than DAILY_REPEAT_MS ago
 * on an earlier day: that day then counts for the streak but pays nothing.
 */
export function dailyRepeatOf(
  paid: readonly PaidDaily[],
  attempt: { challengeId: string; day: string; at: Date },
): DailyRepeat | null {
  const same = paid.filter((earlier) => earlier.challengeId === attempt.challengeId);
  if (same.some((earlier) => earlier.day === attempt.day)) return 'same_day';
  if (paid.some((earlier) => earlier.day >= attempt.day)) return 'day_already_done';
  const since = attempt.at.getTime() - DAILY_REPEAT_MS;
  if (same.some((earlier) => Date.parse(earlier.completedAt) > since)) return 'within_24_hours';
  return null;
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The hour (0 to 23) of an instant in a time zone. */
export function localHour(now: Date, timeZone: string): number {
  return Number(
    localParts(hourFormats, now, timeZone, { hour: 'numeric', hourCycle: 'h23' })('hour'),
  );
}

/** Whole hours, minutes and seconds until the next local midnight (SPEC §2 countdown). */
export function untilMidnight(now: Date, timeZone: string): { h: number; m: number; s: number } {
  const part = localParts(clockFormats, now, timeZone, {
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(part(type));
  const left = 24 * 3600 - (value('hour') * 3600 + value('minute') * 60 + value('second'));
  return { h: Math.floor(left / 3600), m: Math.floor((left % 3600) / 60), s: left % 60 };
}

export function countdownText(left: { h: number; m: number; s: number }): string {
  return `Next challenge in ${left.h}h ${left.m}m ${left.s}s`;
}
