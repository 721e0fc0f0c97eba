import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('formats dates the same way in every time zone', () => {
    expect(formatDate('2026-11-03')).toBe('November 3, 2026');
    expect(formatDate('2025-01-01')).toBe('January 1, 2025');
  });
});
