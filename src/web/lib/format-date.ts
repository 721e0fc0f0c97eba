import { useSyncExternalStore } from 'react';
import type { DateFormat } from '@domain/account';

/*
 * Dates as the reader wants them: a signed-in learner's "Date format" preference (MM/DD/YYYY,
 * DD/MM/YYYY or YYYY-MM-DD), set by LearnerPreferences; a visitor reads the long form
 * ("November 3, 2026"). Components read the choice with useDateFormat, so they show the new
 * form as soon as the settings arrive or change; pages rendered at build time show the long
 * form until then.
 */

let chosen: DateFormat | null = null;
const listeners = new Set<() => void>();

/** The learner's choice, or null for the long form (a visitor, or before the settings load). */
export function setDateFormat(format: DateFormat | null): void {
  if (format === chosen) return;
  chosen = format;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The date format chosen now, for code outside components (they use useDateFormat). */
export function currentDateFormat(): DateFormat | null {
  return chosen;
}

/** The date format to show now; re-renders the caller when it changes. */
export function useDateFormat(): DateFormat | null {
  return useSyncExternalStore(subscribe, currentDateFormat, () => null);
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar day in a chosen format; null keeps the long form. */
function formatParts(year: number, month: number, day: number, format: DateFormat): string {
  switch (format) {
    case 'MM/DD/YYYY':
      return `${pad(month)}/${pad(day)}/${year}`;
    case 'DD/MM/YYYY':
      return `${pad(day)}/${pad(month)}/${year}`;
    case 'YYYY-MM-DD':
      return `${year}-${pad(month)}-${pad(day)}`;
  }
}

/** "2026-11-03" → "November 3, 2026" (or 11/03/2026, 03/11/2026, 2026-11-03), in every zone. */
export function formatDate(isoDate: string, format: DateFormat | null = chosen): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (format === null) return longDate.format(date);
  return formatParts(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), format);
}

const longLocalDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** An instant ("2026-11-03T22:30:00.000Z") as the day it is where the reader is. */
export function formatDay(instant: string, format: DateFormat | null = chosen): string {
  const date = new Date(instant);
  if (format === null) return longLocalDate.format(date);
  return formatParts(date.getFullYear(), date.getMonth() + 1, date.getDate(), format);
}

const mediumDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const timeWithZone = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const weekdayShort = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * An instant as a day and a time where the reader is: "Nov 3, 2026, 10:30 PM", or in the chosen
 * format "11/03/2026, 10:30 PM". With `weekday` and `zone`: "Tue, 11/03/2026, 10:30 PM GMT+1".
 */
export function formatDateTime(
  instant: string,
  format: DateFormat | null = chosen,
  options: { weekday?: boolean; zone?: boolean } = {},
): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  if (format === null && !options.weekday && !options.zone) return mediumDateTime.format(date);
  const day = format === null ? mediumDate.format(date) : formatDay(instant, format);
  const time = (options.zone ? timeWithZone : timeOfDay).format(date);
  return `${options.weekday ? `${weekdayShort.format(date)}, ` : ''}${day}, ${time}`;
}

/** 1 → "1 day", 4 → "4 days". */
export function daysLabel(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}
