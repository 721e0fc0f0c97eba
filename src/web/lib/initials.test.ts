import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last word', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('Ada King Lovelace')).toBe('AL');
    expect(initials('tomás lindqvist')).toBe('TL');
  });

  it('falls back to the e-mail address when there is no name', () => {
    expect(initials('  ', 'grace.hopper@example.com')).toBe('GH');
    expect(initials('', 'linus@example.com')).toBe('L');
  });

  it('answers a question mark when there is nothing to go on', () => {
    expect(initials('', undefined)).toBe('?');
  });
});
