const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Wed, Dec 9, 2026' for '2026-12-09', whatever the visitor's time zone. */
export function formatEventDate(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}
