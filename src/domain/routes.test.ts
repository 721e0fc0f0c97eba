import { describe, expect, it } from 'vitest';
import { isApiPath, isAppRoute } from './routes';

describe('isAppRoute', () => {
  it('accepts every static route and a language under /learn', () => {
    for (const path of [
      '/',
      '/dashboard',
      '/learn/c',
      '/learn/rust',
      '/daily-challenge',
      '/press/',
    ]) {
      expect(isAppRoute(path)).toBe(true);
    }
  });

  it('rejects paths the spec does not list', () => {
    for (const path of ['/nope', '/learn', '/learn/c/extra', '/dashboard/x', '/admin']) {
      expect(isAppRoute(path)).toBe(false);
    }
  });
});

describe('isApiPath', () => {
  it('recognises the Supabase service prefixes only at a segment boundary', () => {
    expect(isApiPath('/auth/v1/token')).toBe(true);
    expect(isApiPath('/functions/v1')).toBe(true);
    expect(isApiPath('/auth/v10')).toBe(false);
    expect(isApiPath('/about')).toBe(false);
  });
});
