import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openInTheme } from './support/pages';
import { enterpriseOwner, signInOnPage } from './support/teams';

/** The page itself does not scroll sideways: a wide table scrolls inside its own box. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

test('the API keys tab and the API docs pass axe on a phone, light and dark', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await enterpriseOwner(request, 'Pia Phone');
  await signInOnPage(page, owner);

  for (const theme of ['light', 'dark'] as const) {
    await openInTheme(page, '/team?tab=api-keys', theme);
    await page.getByLabel('Key name').fill(`Sync ${theme}`);
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByRole('region', { name: 'Copy your new key now' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await openInTheme(page, '/docs/api', theme);
    await expect(
      page.getByRole('article', { name: "Each member's status of an assignment" }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  }
});
