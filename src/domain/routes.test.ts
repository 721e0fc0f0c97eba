import { describe, expect, it } from 'vitest';
import {
  isApiPath,
  isAppRoute,
  navLinks,
  pages,
  PRERENDERED_PATHS,
  ROUTES,
  SIGNED_IN_PATHS,
  type NavMenu,
} from './routes';

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
      '/analytics',
      '/daily-challenge',
      '/challenge',
      '/assessment',
      '/team',
    ]);
  });
});

describe('titles and menus from the route table', () => {
  it('gives every page a title and a description, the page not found too', () => {
    for (const route of ROUTES) {
      expect(pages[route.page]).toEqual({ title: route.title, description: route.description });
      expect(route.title.trim(), route.path).not.toBe('');
      expect(route.description.length, route.path).toBeGreaterThan(10);
    }
    expect(pages.notFound.title).toBe('Page not found');
  });

  it('places each link once in its menu, in order, to a route of the table', () => {
    const menus = new Set(ROUTES.flatMap((route) => (route.nav ?? []).map((entry) => entry.menu)));
    for (const menu of menus) {
      const places = ROUTES.flatMap((route) =>
        (route.nav ?? []).filter((entry) => entry.menu === menu).map((entry) => entry.at),
      );
      expect(new Set(places).size, menu).toBe(places.length);
      for (const link of navLinks(menu)) {
        expect(isAppRoute(link.to.split('#')[0] || '/'), link.to).toBe(true);
      }
    }
  });

  it("gives the header SPEC §2's items in their order", () => {
    const header: NavMenu = 'header';
    expect(navLinks(header).map((link) => [link.label, link.to])).toEqual([
      ['Learn', '/learn/c'],
      ['Daily Challenge', '/daily-challenge'],
      ['Compare', '/compare'],
      ['Features', '/#features'],
      ['Languages', '/#languages'],
      ['Pricing', '/pricing'],
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
