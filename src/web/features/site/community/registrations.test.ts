import { describe, expect, it } from 'vitest';
import { events, type CommunityEvent } from '@content/community';
import {
  attendeeCount,
  formatEventDate,
  parseRegistrations,
  serializeRegistrations,
  setRegistration,
} from './registrations';

describe('event registrations', () => {
  it('reads the stored ids, ignoring anything that is not a list of strings', () => {
    expect(parseRegistrations(null)).toEqual([]);
    expect(parseRegistrations('')).toEqual([]);
    expect(parseRegistrations('not json')).toEqual([]);
    expect(parseRegistrations('{"a":1}')).toEqual([]);
    expect(parseRegistrations('["a", 2, "b", "a", null]')).toEqual(['a', 'b']);
  });

  it('round-trips through storage text without duplicates', () => {
    expect(parseRegistrations(serializeRegistrations(['a', 'b', 'a']))).toEqual(['a', 'b']);
  });

  it('registers once and cancels', () => {
    const once = setRegistration([], 'x', true);
    expect(once).toEqual(['x']);
    expect(setRegistration(once, 'x', true)).toEqual(['x']);
    expect(setRegistration(['x', 'y'], 'x', false)).toEqual(['y']);
    expect(setRegistration(['y'], 'x', false)).toEqual(['y']);
  });

  it('counts the visitor among the attendees once registered', () => {
    const event: CommunityEvent = { ...events[0]!, attendees: 342 };
    expect(attendeeCount(event, false)).toBe(342);
    expect(attendeeCount(event, true)).toBe(343);
  });

  it('formats event dates in the calendar day they are written for', () => {
    expect(formatEventDate('2026-12-09')).toBe('Wed, Dec 9, 2026');
    expect(formatEventDate('2027-02-20')).toBe('Sat, Feb 20, 2027');
  });
});

describe('community events', () => {
  it('are upcoming, between December 2026 and February 2027, with unique ids', () => {
    expect(events.length).toBeGreaterThanOrEqual(4);
    expect(events.length).toBeLessThanOrEqual(5);
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    for (const event of events) {
      expect(event.date >= '2026-12-01' && event.date <= '2027-02-28').toBe(true);
    }
  });
});
