import { localDay, localHour } from './challenge-rules';
import { addDays } from './progress';

/*
 * When the scheduled messages are due, in the learner's own time zone. The scheduler looks
 * every few minutes; each message is sent once for its period (the sent log keeps that), so these
 * rules only say whether one is due now and for which period.
 */

/** The weekly progress mail goes out on Monday, from the start of the learner's day. */
export const WEEKLY_MAIL_WEEKDAY = 1;
export const DAY_START_HOUR = 8;
/** The streak reminder goes out in the evening of a day without learning, until midnight. */
export const EVENING_HOUR = 18;
/** Streaks this long or longer are worth a reminder (the first streak badge, SPEC §2). */
export const STREAK_REMINDER_MIN_DAYS = 3;

/** A Monday-to-Sunday week of local days. */
export interface LocalWeek {
  /** Its Monday, YYYY-MM-DD: the period of its mail. */
  first: string;
  /** Its Sunday. */
  last: string;
}

/**
 * The week a weekly progress mail reports at `now`: on Monday from DAY_START_HOUR in `timeZone`,
 * the week that ended the evening before; otherwise null.
 */
export function weeklyMailDue(now: Date, timeZone: string): LocalWeek | null {
  const today = localDay(now, timeZone);
  if (today.weekday !== WEEKLY_MAIL_WEEKDAY || localHour(now, timeZone) < DAY_START_HOUR) {
    return null;
  }
  return { first: addDays(today.day, -7), last: addDays(today.day, -1) };
}

/** The local day whose evening it is at `now` in `timeZone` (the reminder's period), or null. */
export function streakReminderDue(now: Date, timeZone: string): string | null {
  return localHour(now, timeZone) >= EVENING_HOUR ? localDay(now, timeZone).day : null;
}
