const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "2026-11-03" → "November 3, 2026", the same in every time zone. */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

const longLocalDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** An instant ("2026-11-03T22:30:00.000Z") as the day it is where the reader is. */
export function formatDay(instant: string): string {
  return longLocalDate.format(new Date(instant));
}

/** 1 → "1 day", 4 → "4 days". */
export function daysLabel(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}
