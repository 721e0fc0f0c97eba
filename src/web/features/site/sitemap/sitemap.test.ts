import { describe, expect, it } from 'vitest';
import { sitemapGroups } from '@content/sitemap';
import { APP_ROUTES, isAppRoute } from '@domain/routes';

const paths = sitemapGroups.flatMap((group) => group.entries.map((entry) => entry.path));

describe('sitemap content', () => {
  it('lists every route of APP_ROUTES, with :language filled as c', () => {
    // A page of one record (a certificate, a team member) has no one address to list, and an
    // invitation's page opens only from its link.
    const listed = APP_ROUTES.filter(
      (path) => !/:(id|userId)\b/.test(path) && path !== '/team/join',
    );
    for (const route of listed) {
      expect(paths).toContain(route.replace(':language', 'c'));
    }
  });

  it('lists /learn/c, /learn/cpp and /learn/rust (SPEC §2)', () => {
    expect(paths).toEqual(expect.arrayContaining(['/learn/c', '/learn/cpp', '/learn/rust']));
  });

  it('lists only routes of the app, each once, with a title and a description', () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(isAppRoute(path), path).toBe(true);
    for (const entry of sitemapGroups.flatMap((group) => group.entries)) {
      expect(entry.title.length).toBeGreaterThan(0);
      expect(entry.description.length).toBeGreaterThan(10);
    }
  });

  it('groups the routes as Learn, Account, Company, Support and Legal', () => {
    expect(sitemapGroups.map((group) => group.title)).toEqual([
      'Learn',
      'Account',
      'Company',
      'Support',
      'Legal',
    ]);
  });
});
