import { useSyncExternalStore } from 'react';
import type { DateFormat } from '@domain/account';
import { currentLanguage, INTL_LOCALES, t, useLanguage } from '@web/i18n/translate';

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

/**
 * The date format to show now; re-renders the caller when it changes, or when the interface's
 * language does (the long form and the times are written in it).
 */
export function useDateFormat(): DateFormat | null {
  useLanguage();
  return useSyncExternalStore(subscribe, currentDateFormat, () => null);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter for the interface's language, made once per language and options. */
function intl(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = INTL_LOCALES[currentLanguage()];
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

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
  if (format === null) return intl({ dateStyle: 'long', timeZone: 'UTC' }).format(date);
  return formatParts(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), format);
}

/**
 * A calendar day without its year, for a chart's axis: "11/03", "03/11" or "11-03" in the
 * learner's format, else the language's short form ("Nov 3", "3 nov.").
 */
export function formatShortDay(isoDate: string, format: DateFormat | null = chosen): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const month = pad(date.getUTCMonth() + 1);
  const day = pad(date.getUTCDate());
  switch (format) {
    case 'MM/DD/YYYY':
      return `${month}/${day}`;
    case 'DD/MM/YYYY':
      return `${day}/${month}`;
    case 'YYYY-MM-DD':
      return `${month}-${day}`;
    case null:
      return intl({ month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
  }
}

/** An instant ("2026-11-03T22:30:00.000Z") as the day it is where the reader is. */
export function formatDay(instant: string, format: DateFormat | null = chosen): string {
  const date = new Date(instant);
  if (format === null) return intl({ dateStyle: 'long' }).format(date);
  return formatParts(date.getFullYear(), date.getMonth() + 1, date.getDate(), format);
}

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
  if (format === null && !options.weekday && !options.zone)
    return intl({ dateStyle: 'medium', timeStyle: 'short' }).format(date);
  const day =
    format === null ? intl({ dateStyle: 'medium' }).format(date) : formatDay(instant, format);
  const time = (
    options.zone
      ? intl({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
      : intl({ hour: 'numeric', minute: '2-digit' })
  ).format(date);
  return `${options.weekday ? `${intl({ weekday: 'short' }).format(date)}, ` : ''}${day}, ${time}`;
}

/** 1 → "1 day", 4 → "4 days", in the interface's language. */
export function daysLabel(days: number): string {
  return t('{{count}} days', { count: days, defaultValue_one: '{{count}} day' });
}
