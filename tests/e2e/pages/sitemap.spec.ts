import { expect, test, type Page } from '@playwright/test';
import { pages } from '@domain/routes';
import { sitemapGroups, sitemapHelp } from '@content/sitemap';
import { APP_ROUTES } from '@domain/routes';
import {
  expectHeadingsInOrder,
  expectNoAxeViolations,
  expectPageMeta,
  openInTheme,
} from '../support/pages';

const main = (page: Page) => page.getByRole('main');
const groups = (page: Page) => main(page).getByTestId('sitemap-group');

for (const theme of ['light', 'dark'] as const) {
  test(`/sitemap lists every page by group in the ${theme} theme`, async ({ page }) => {
    await openInTheme(page, '/sitemap', theme);
    await expectPageMeta(page, pages.sitemap.title);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(pages.sitemap.title);

    await expect(groups(page).getByRole('heading', { level: 2 })).toHaveText([
      'Learn',
      'Account',
      'Company',
      'Support',
      'Legal',
    ]);
    for (const [index, group] of sitemapGroups.entries()) {
      const section = groups(page).nth(index);
      for (const entry of group.entries) {
        await expect(section.getByRole('link', { name: entry.title, exact: true })).toHaveAttribute(
          'href',
          entry.path,
        );
        await expect(section).toContainText(entry.description);
      }
    }

    await expect(
      main(page).getByRole('heading', { level: 2, name: "Can't find what you're looking for?" }),
    ).toBeVisible();
    await expect(
      main(page).getByRole('link', { name: sitemapHelp.helpLabel, exact: true }),
    ).toHaveAttribute('href', '/help');
    await expect(
      main(page).getByRole('link', { name: sitemapHelp.contactLabel, exact: true }),
    ).toHaveAttribute('href', '/contact');

    await expectHeadingsInOrder(page);
    await expectNoAxeViolations(page);
  });
}

test('every route of SPEC §2, and /learn/cpp and /learn/rust, has a link', async ({ page }) => {
  await page.goto('/sitemap');
  const routes = [
    // A certificate's page and a team member's have no one address to list, and an invitation's
    // page opens only from its link.
    ...APP_ROUTES.filter((route) => !/:(id|userId)\b/.test(route) && route !== '/team/join').map(
      (route) => route.replace(':language', 'c'),
    ),
    '/learn/cpp',
    '/learn/rust',
  ];
  for (const route of routes) {
    await expect(groups(page).locator(`a[href="${route}"]`)).toHaveCount(1);
  }
});

test('the links go to their pages', async ({ page }) => {
  await page.goto('/sitemap');
  await groups(page).getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL('/faq');
  await page.goBack();
  await main(page).getByRole('link', { name: sitemapHelp.helpLabel, exact: true }).click();
  await expect(page).toHaveURL('/help');
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/sitemap does not scroll sideways', async ({ page }) => {
    await page.goto('/sitemap');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
