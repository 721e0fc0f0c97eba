// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activityTime } from '@web/components/ActivityList';
import { formatDueAt } from './due-date';
import { setLanguage } from '@web/i18n/translate';
import {
  daysLabel,
  formatDate,
  formatDateTime,
  formatDay,
  formatShortDay,
  setDateFormat,
  useDateFormat,
} from './format-date';

afterEach(async () => {
  cleanup();
  setDateFormat(null);
  await setLanguage('en');
});

describe('formatDate', () => {
  it('formats dates the same way in every time zone', () => {
    expect(formatDate('2026-11-03')).toBe('November 3, 2026');
    expect(formatDate('2025-01-01')).toBe('January 1, 2025');
  });

  it("writes a day in each of the Date format preference's forms", () => {
    expect(formatDate('2026-11-03', 'MM/DD/YYYY')).toBe('11/03/2026');
    expect(formatDate('2026-11-03', 'DD/MM/YYYY')).toBe('03/11/2026');
    expect(formatDate('2026-11-03', 'YYYY-MM-DD')).toBe('2026-11-03');
  });

  it("uses the learner's choice once it is set, and the long form again for a visitor", () => {
    setDateFormat('DD/MM/YYYY');
    expect(formatDate('2025-01-09')).toBe('09/01/2025');
    setDateFormat(null);
    expect(formatDate('2025-01-09')).toBe('January 9, 2025');
  });
});

describe('formatDay', () => {
  it("gives an instant's day where the reader is", () => {
    const instant = '2026-11-03T12:00:00.000Z';
    const local = new Date(instant);
    const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(local);
    expect(formatDay(instant)).toBe(expected);
    expect(formatDay(instant)).toMatch(/^November [234], 2026$/);
    const day = String(local.getDate()).padStart(2, '0');
    expect(formatDay(instant, 'YYYY-MM-DD')).toBe(`2026-11-${day}`);
  });
});

describe('formatDateTime', () => {
  // Noon UTC is the same day from UTC-11 to UTC+11.
  const instant = '2026-11-03T12:00:00.000Z';
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(
    new Date(instant),
  );

  it('writes the day in the chosen format, then the time where the reader is', () => {
    expect(formatDateTime(instant, null)).toBe(`Nov 3, 2026, ${time}`);
    expect(formatDateTime(instant, 'DD/MM/YYYY')).toBe(`03/11/2026, ${time}`);
    expect(formatDateTime(instant, 'YYYY-MM-DD', { weekday: true })).toBe(
      `Tue, 2026-11-03, ${time}`,
    );
  });

  it('gives due dates their weekday and zone, in the learner’s format once chosen', () => {
    expect(formatDueAt(instant, null)).toMatch(/^Tue, Nov 3, 2026, \d{1,2}:00 [AP]M \S+/);
    setDateFormat('MM/DD/YYYY');
    expect(formatDueAt(instant)).toMatch(/^Tue, 11\/03\/2026, \d{1,2}:00 [AP]M \S+/);
  });
});

describe('activityTime', () => {
  it('names an older activity by its date, in the chosen format', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(activityTime('2026-11-03T12:00:00Z', now, null)).toBe('Nov 3');
    expect(activityTime('2026-11-03T12:00:00Z', now, 'MM/DD/YYYY')).toBe('11/03/2026');
    expect(activityTime('2026-11-27T11:58:00Z', now, 'MM/DD/YYYY')).toBe('2 min ago');
  });
});

describe('useDateFormat', () => {
  function Issued() {
    const format = useDateFormat();
    return <p>Issued {formatDate('2026-11-03', format)}</p>;
  }

  it('shows the new form as soon as the preference arrives or changes', () => {
    render(<Issued />);
    expect(screen.getByText('Issued November 3, 2026')).toBeInTheDocument();
    act(() => setDateFormat('YYYY-MM-DD'));
    expect(screen.getByText('Issued 2026-11-03')).toBeInTheDocument();
    act(() => setDateFormat('DD/MM/YYYY'));
    expect(screen.getByText('Issued 03/11/2026')).toBeInTheDocument();
  });
});

describe('daysLabel', () => {
  it('says one day in the singular', () => {
    expect(daysLabel(1)).toBe('1 day');
    expect(daysLabel(0)).toBe('0 days');
    expect(daysLabel(4)).toBe('4 days');
  });
});

describe('formatShortDay', () => {
  it("writes a chart's day without its year, in the chosen order, else the language's short form", () => {
    expect(formatShortDay('2026-11-03', 'MM/DD/YYYY')).toBe('11/03');
    expect(formatShortDay('2026-11-03', 'DD/MM/YYYY')).toBe('03/11');
    expect(formatShortDay('2026-11-03', 'YYYY-MM-DD')).toBe('11-03');
    expect(formatShortDay('2026-11-03', null)).toBe('Nov 3');
  });
});

describe('dates in the interface language', () => {
  it('writes the long form and the times in the language, and days in it too', async () => {
    await setLanguage('de');
    expect(formatDate('2026-11-03')).toBe('3. November 2026');
    expect(formatShortDay('2026-11-03', null)).toBe('3. Nov.');
    expect(daysLabel(1)).toBe('1 Tag');
    expect(daysLabel(4)).toBe('4 Tage');
    await setLanguage('fr');
    expect(formatDate('2026-11-03')).toBe('3 novembre 2026');
    // The learner's chosen format stays theirs in every language.
    expect(formatDate('2026-11-03', 'DD/MM/YYYY')).toBe('03/11/2026');
  });
});
