import { expect, test, type Page } from '@playwright/test';
import { events, eventsIntro, guidelines } from '@content/community';
import { pages } from '@domain/routes';
import {
  expectHeadingsInOrder,
  expectNoAxeViolations,
  expectPageMeta,
  openInTheme,
} from '../support/pages';

const main = (page: Page) => page.getByRole('main');

for (const theme of ['light', 'dark'] as const) {
  test(`/community shows real figures, sample events and guidelines in the ${theme} theme`, async ({
    page,
  }) => {
    await openInTheme(page, '/community', theme);
    await expectPageMeta(page, pages.community.title);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(pages.community.title);
    const stats = main(page).getByTestId('community-stat');
    await expect(stats).toHaveCount(3);
    await expect(stats.nth(0)).toContainText('Members');
    await expect(stats.nth(1)).toContainText('Discussions this week');
    await expect(stats.nth(2)).toContainText('Solutions shared');
    await expect(stats.nth(0)).not.toContainText('Loading');
    await expect(main(page).getByTestId('events-sample-notice')).toHaveText(
      eventsIntro.sampleNotice,
    );
    await expect(main(page).getByTestId('event')).toHaveCount(events.length);
    await expect(main(page).getByRole('button', { name: 'Register' })).toHaveCount(0);
    for (const guideline of guidelines) {
      await expect(
        main(page).getByTestId('guideline').filter({ hasText: guideline.title }),
      ).toContainText(guideline.text);
    }
    await expectHeadingsInOrder(page);
    await expectNoAxeViolations(page);
  });
}

test('the forums, challenges and events cards lead to the forum, the daily challenge and events', async ({
  page,
}) => {
  await page.goto('/community');
  await expect(main(page).getByTestId('community-card')).toHaveCount(3);
  // The forum's lists have loaded, as a reader sees them before following a card.
  await expect(main(page).getByText('Loading discussions…')).toHaveCount(0);
  await main(page)
    .getByRole('link', { name: /Browse discussions/ })
    .click();
  await expect(page).toHaveURL('/community#forum');
  await expect(main(page).locator('#forum')).toBeInViewport();
  await main(page)
    .getByRole('link', { name: /See upcoming events/ })
    .click();
  await expect(page).toHaveURL('/community#events');
  await expect(main(page).locator('#events')).toBeInViewport();
  await expect(main(page).getByRole('link', { name: /today's challenge/ })).toHaveAttribute(
    'href',
    '/daily-challenge',
  );
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/community does not scroll sideways', async ({ page }) => {
    await page.goto('/community');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
