import type { DateFormat } from '@domain/account';
import { currentDateFormat, formatDateTime } from './format-date';

/*
 * Due dates of team assignments, shown and entered in the browser's own time zone: an instant
 * (ISO, UTC) on the server, the wall-clock time where the person is on the page.
 */

/** "Thu, Dec 10, 2026, 5:00 PM GMT+1" (or "Thu, 12/10/2026, 5:00 PM GMT+1"), in the browser's zone. */
export function formatDueAt(iso: string, format: DateFormat | null = currentDateFormat()): string {
  return formatDateTime(iso, format, { weekday: true, zone: true });
}

/** The browser's zone, as people know it: "Europe/Berlin". */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A datetime-local input's value (YYYY-MM-DDTHH:mm) for an instant, in the browser's zone. */
export function localInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant a datetime-local value means in the browser's zone, as ISO; null if it is none. */
export function instantOfLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
