import { describe, expect, it } from 'vitest';
import { daysLabel, formatDate, formatDay } from './format-date';

describe('formatDate', () => {
  it('formats dates the same way in every time zone', () => {
    expect(formatDate('2026-11-03')).toBe('November 3, 2026');
    expect(formatDate('2025-01-01')).toBe('January 1, 2025');
  });
});

describe('formatDay', () => {
  it("gives an instant's day where the reader is", () => {
    const instant = '2026-11-03T12:00:00.000Z';
    const local = new Date(instant);
    const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(local);
    expect(formatDay(instant)).toBe(expected);
    expect(formatDay(instant)).toMatch(/^November [234], 2026$/);
  });
});

describe('daysLabel', () => {
  it('says one day in the singular', () => {
    expect(daysLabel(1)).toBe('1 day');
    expect(daysLabel(0)).toBe('0 days');
    expect(daysLabel(4)).toBe('4 days');
  });
});
