import { describe, expect, it } from 'vitest';
import { isApiPath, isAppRoute, PRERENDERED_PATHS, ROUTES, SIGNED_IN_PATHS } from './routes';

describe('ROUTES', () => {
  it('gives each page one route and each route one page', () => {
    const pages = ROUTES.map((route) => route.page);
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(pages).size).toBe(pages.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('renders public pages at a path of their own route, and signed-in pages as their loading state', () => {
    for (const route of ROUTES.filter((r) => r.prerender)) {
      expect(route.signedIn, route.path).toBeUndefined();
    }
    for (const path of PRERENDERED_PATHS) expect(isAppRoute(path), path).toBe(true);
    expect(PRERENDERED_PATHS).toContain('/learn/c');
    expect(PRERENDERED_PATHS).not.toContain('/success');
    expect(SIGNED_IN_PATHS).toEqual([
      '/dashboard',
      '/settings',
      '/profile',
      '/daily-challenge',
      '/challenge',
    ]);
  });
});

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
