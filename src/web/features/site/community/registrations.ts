import type { CommunityEvent } from '@content/community';

/** The event ids stored under the registrations key; anything unreadable counts as none. */
export function parseRegistrations(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((id): id is string => typeof id === 'string'))];
  } catch {
    return [];
  }
}

export function serializeRegistrations(ids: readonly string[]): string {
  return JSON.stringify([...new Set(ids)]);
}

/** The ids after registering for (or cancelling) one event; order of registration is kept. */
export function setRegistration(
  ids: readonly string[],
  eventId: string,
  registered: boolean,
): string[] {
  const others = ids.filter((id) => id !== eventId);
  return registered ? [...others, eventId] : others;
}

/** The attendee count shown: the visitor counts once registered. */
export function attendeeCount(event: CommunityEvent, registered: boolean): number {
  return event.attendees + (registered ? 1 : 0);
}

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
