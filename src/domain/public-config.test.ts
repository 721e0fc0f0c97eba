import { describe, expect, it } from 'vitest';
import { readPublicConfig } from './public-config';

describe('readPublicConfig', () => {
  it('reads an API URL or null, and the anon key', () => {
    expect(readPublicConfig({ apiUrl: 'https://api.example.org', anonKey: 'k' })).toEqual({
      apiUrl: 'https://api.example.org',
      anonKey: 'k',
    });
    expect(readPublicConfig({ apiUrl: null, anonKey: 'k', extra: 1 })).toEqual({
      apiUrl: null,
      anonKey: 'k',
    });
  });

  it('refuses anything else', () => {
    for (const value of [
      null,
      'config',
      {},
      { apiUrl: null },
      { apiUrl: null, anonKey: '' },
      { apiUrl: 'not a url', anonKey: 'k' },
      { apiUrl: 'javascript:alert(1)', anonKey: 'k' },
      { apiUrl: 42, anonKey: 'k' },
      { anonKey: 'k' },
    ]) {
      expect(readPublicConfig(value)).toBeNull();
    }
  });
});
