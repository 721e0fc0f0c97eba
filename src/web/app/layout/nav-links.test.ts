import { describe, expect, it } from 'vitest';
import { footerGroups, headerNavLinks, legalLinks } from '@content/site';
import { isAppRoute } from '@domain/routes';

describe('navigation links', () => {
  it('point at routes of the route table (or a section of one)', () => {
    const links = [
      ...headerNavLinks,
      ...footerGroups.flatMap((group) => group.links),
      ...legalLinks,
    ];
    for (const link of links) {
      expect(isAppRoute(link.to.split('#')[0] || '/'), link.to).toBe(true);
    }
  });
});
