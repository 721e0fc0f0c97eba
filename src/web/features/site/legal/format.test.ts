import { describe, expect, it } from 'vitest';
import { formatLegalDate } from './format';

describe('formatLegalDate', () => {
  it('spells the month out, without a leading zero on the day', () => {
    expect(formatLegalDate('2026-10-28')).toBe('October 28, 2026');
    expect(formatLegalDate('2026-09-05')).toBe('September 5, 2026');
    expect(formatLegalDate('2027-01-01')).toBe('January 1, 2027');
  });

  it('leaves anything that is not a YYYY-MM-DD date as it is', () => {
    expect(formatLegalDate('soon')).toBe('soon');
    expect(formatLegalDate('2026-13-01')).toBe('2026-13-01');
  });
});
