import { describe, expect, it } from 'vitest';
import { DIFFICULTY_CHOICES, difficultyFromParam } from './difficulty-filter';

describe('the practice difficulty filter', () => {
  it('offers All, then the three difficulties in order', () => {
    expect(DIFFICULTY_CHOICES).toEqual(['All', 'Beginner', 'Intermediate', 'Advanced']);
  });

  it('reads a known difficulty from the address, and anything else as All', () => {
    expect(difficultyFromParam('Intermediate')).toBe('Intermediate');
    for (const value of [null, '', 'advanced', 'Expert', 'All ']) {
      expect(difficultyFromParam(value)).toBe('All');
    }
  });
});
