import { expect, test, type Page } from '@playwright/test';
import {
  contributors,
  discussions,
  EVENT_REGISTRATIONS_KEY,
  events,
  guidelines,
} from '@content/community';
import { pages } from '@domain/routes';
import {
  expectHeadingsInOrder,
  expectNoAxeViolations,
  expectPageMeta,
  openInTheme,
} from '../support/pages';

const main = (page: Page) => page.getByRole('main');
const eventCard = (page: Page, title: string) =>
  main(page).getByTestId('event').filter({ hasText: title });
const stored = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), EVENT_REGISTRATIONS_KEY);

for (const theme of ['light', 'dark'] as const) {
  test(`/community shows stats, discussions, contributors, events and guidelines in the ${theme} theme`, async ({
    page,
  }) => {
    await openInTheme(page, '/community', theme);
    await expectPageMeta(page, pages.community.title);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(pages.community.title);

    const stats = main(page).getByTestId('community-stat');
    await expect(stats).toHaveCount(4);
    await expect(stats.nth(0)).toContainText('50K+');
    await expect(stats.nth(0)).toContainText('Members');
    await expect(stats.nth(1)).toContainText('1.2K');
    await expect(stats.nth(1)).toContainText('Daily Discussions');
    await expect(stats.nth(2)).toContainText('25K+');
    await expect(stats.nth(2)).toContainText('Code Solutions');
    await expect(stats.nth(3)).toContainText('150+');
    await expect(stats.nth(3)).toContainText('Events');

    const discussionItems = main(page).getByTestId('discussion');
    await expect(discussionItems).toHaveCount(discussions.length);
    for (const [index, discussion] of discussions.entries()) {
      const item = discussionItems.nth(index);
      await expect(item).toContainText(discussion.title);
      await expect(item).toContainText(discussion.author);
      await expect(item).toContainText(`${discussion.replies} replies`);
      await expect(item).toContainText(discussion.category);
      await expect(item).toContainText(discussion.avatar);
    }

    const contributorItems = main(page).getByTestId('contributor');
    await expect(contributorItems).toHaveCount(contributors.length);
    for (const [index, contributor] of contributors.entries()) {
      await expect(contributorItems.nth(index)).toContainText(contributor.name);
      await expect(contributorItems.nth(index)).toContainText(contributor.badge);
      await expect(contributorItems.nth(index)).toContainText(
        contributor.points.toLocaleString('en-US'),
      );
    }

    await expect(main(page).getByTestId('event')).toHaveCount(events.length);
    for (const event of events) {
      await expect(
        eventCard(page, event.title).getByRole('button', { name: 'Register' }),
      ).toBeVisible();
      await expect(eventCard(page, event.title)).toContainText(event.time);
      await expect(eventCard(page, event.title)).toContainText(event.type);
    }

    expect(guidelines.map((guideline) => guideline.title)).toEqual([
      'Be respectful',
      'Share knowledge',
      'Stay on topic',
    ]);
    for (const guideline of guidelines) {
      await expect(
        main(page).getByTestId('guideline').filter({ hasText: guideline.title }),
      ).toContainText(guideline.text);
    }
  });

  test(`/community passes axe and heading order in the ${theme} theme, before and after registering`, async ({
    page,
  }) => {
    await openInTheme(page, '/community', theme);
    await expect(main(page).getByTestId('event')).toHaveCount(events.length);
    await expectHeadingsInOrder(page);
    await expectNoAxeViolations(page);

    await eventCard(page, events[0]!.title).getByRole('button', { name: 'Register' }).click();
    await expect(eventCard(page, events[0]!.title)).toContainText('Registered');
    await expectNoAxeViolations(page);
  });
}

test('Register marks the event, adds the visitor to the attendees, and survives a reload', async ({
  page,
}) => {
  const event = events[1]!;
  await page.goto('/community');
  const card = eventCard(page, event.title);
  await expect(card.getByTestId('event-attendees')).toHaveText(
    `${event.attendees.toLocaleString('en-US')} attending`,
  );
  await card.getByRole('button', { name: 'Register' }).click();
  await expect(card).toContainText('Registered');
  await expect(card.getByTestId('event-attendees')).toHaveText(
    `${(event.attendees + 1).toLocaleString('en-US')} attending`,
  );
  await expect(card.getByRole('button', { name: 'Cancel registration' })).toBeFocused();
  await expect(main(page).getByRole('status')).toHaveText(`You are registered for ${event.title}.`);
  expect(JSON.parse((await stored(page)) ?? 'null')).toEqual([event.id]);

  await page.reload();
  await expect(card).toContainText('Registered');
  await expect(card.getByTestId('event-attendees')).toHaveText(
    `${(event.attendees + 1).toLocaleString('en-US')} attending`,
  );
  await expect(
    eventCard(page, events[0]!.title).getByRole('button', { name: 'Register' }),
  ).toBeVisible();

  await card.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(card.getByRole('button', { name: 'Register' })).toBeFocused();
  await expect(card).not.toContainText('Registered');
  await expect(card.getByTestId('event-attendees')).toHaveText(
    `${event.attendees.toLocaleString('en-US')} attending`,
  );
  expect(JSON.parse((await stored(page)) ?? 'null')).toEqual([]);
  await page.reload();
  await expect(card.getByRole('button', { name: 'Register' })).toBeVisible();
});

test('the forums, challenges and events cards lead to discussions, the daily challenge and events', async ({
  page,
}) => {
  await page.goto('/community');
  const cards = main(page).getByTestId('community-card');
  await expect(cards).toHaveCount(3);

  await main(page)
    .getByRole('link', { name: /Browse discussions/ })
    .click();
  await expect(page).toHaveURL('/community#discussions');
  await expect(main(page).locator('#discussions')).toBeInViewport();

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
