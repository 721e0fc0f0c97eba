import { expect, test, type Page } from '@playwright/test';
import {
  helpCategories,
  helpSearch,
  popularArticles,
  stillNeedHelp,
  videoTutorials,
} from '@content/help';
import { pages } from '@domain/routes';
import { SCHOOL_SITE } from '@tests/helpers/site-identity';

// The site's support address and phone (SITE_* in the test server's environment).
const SUPPORT_EMAIL = SCHOOL_SITE.supportEmail!;
import {
  expectHeadingsInOrder,
  expectNoAxeViolations,
  expectPageMeta,
  expectPlaceholderFits,
  openInTheme,
} from '../support/pages';

const main = (page: Page) => page.getByRole('main');
const searchBox = (page: Page) => main(page).getByRole('searchbox', { name: helpSearch.label });
const results = (page: Page) => main(page).getByTestId('help-results');
const popular = (page: Page) => main(page).getByTestId('popular-articles');
const backButton = (page: Page) => main(page).getByRole('button', { name: 'Back to Help Center' });

/** The view counts as shown: 21700 → '21.7K views'. */
const views = (count: number) => `${(Math.round(count / 100) / 10).toString()}K views`;

for (const theme of ['light', 'dark'] as const) {
  test(`/help shows categories, popular articles, quick actions and support hours in the ${theme} theme`, async ({
    page,
  }) => {
    await openInTheme(page, '/help', theme);
    await expectPageMeta(page, pages.help.title);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(pages.help.title);

    expect(helpCategories).toHaveLength(4);
    for (const category of helpCategories) {
      await expect(
        main(page).getByRole('heading', { level: 3, name: category.title, exact: true }),
      ).toBeVisible();
    }
    await expect(main(page).getByTestId('help-category')).toHaveCount(4);
    for (const article of popularArticles) {
      const item = popular(page).getByRole('listitem').filter({ hasText: article.title });
      await expect(item).toContainText(views(article.views));
      await expect(item).toContainText(article.category);
    }

    for (const action of ['Start Live Chat', 'Email Support', 'Video Tutorials']) {
      await expect(main(page).getByText(action, { exact: true }).first()).toBeVisible();
    }
    await expect(main(page).getByTestId('support-hours-row')).toHaveText([
      'Mon-Fri 9 AM-6 PM PST',
      'Sat 10 AM-4 PM PST',
      'Sun closed',
    ]);
    await expect(main(page)).toContainText('Pro subscribers get priority support');
    await expect(main(page)).toContainText('within 24 hours');
    await expect(main(page)).toContainText('48-72 hours');

    await expect(
      main(page).getByRole('heading', { level: 2, name: 'Still Need Help?' }),
    ).toBeVisible();
    await expect(
      main(page).getByRole('link', { name: SUPPORT_EMAIL, exact: true }),
    ).toHaveAttribute('href', new RegExp(`^mailto:${SUPPORT_EMAIL}`));
    await expect(main(page).getByRole('link', { name: SCHOOL_SITE.phone! })).toHaveAttribute(
      'href',
      'tel:+442079460000',
    );

    await expectHeadingsInOrder(page);
    await expectNoAxeViolations(page);
  });

  test(`/help with an open article and the live-chat dialog passes axe in the ${theme} theme`, async ({
    page,
  }) => {
    await openInTheme(page, '/help#compiler-errors', theme);
    await expect(
      main(page).getByRole('heading', { level: 2, name: 'Reading compiler errors' }),
    ).toBeVisible();
    await expectHeadingsInOrder(page);
    await expectNoAxeViolations(page);

    await main(page).getByRole('button', { name: 'Start Live Chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Live chat' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the Search button and Enter both search, listing title, category and snippet', async ({
  page,
}) => {
  await page.goto('/help');
  await searchBox(page).fill('segmentation');
  await expect(results(page)).toHaveCount(0);
  await main(page).getByRole('button', { name: 'Search', exact: true }).click();
  const hit = results(page).getByRole('listitem').filter({ hasText: 'Segmentation faults' });
  await expect(hit).toContainText('Running Your Code');
  await expect(hit).toContainText(/segmentation fault/i);
  await expect(main(page).getByRole('status')).toContainText('found for "segmentation"');

  await searchBox(page).fill('REFUND');
  await searchBox(page).press('Enter');
  await expect(results(page).getByRole('link', { name: 'Requesting a refund' })).toBeVisible();
  await expect(results(page).getByRole('link', { name: /Segmentation/ })).toHaveCount(0);
});

test('a search with no result shows the empty state, and Clear search resets it', async ({
  page,
}) => {
  await page.goto('/help');
  await searchBox(page).fill('blockchain');
  await searchBox(page).press('Enter');
  await expect(main(page).getByRole('heading', { name: helpSearch.emptyTitle })).toBeVisible();
  await expect(main(page).getByRole('status')).toHaveText('No articles found for "blockchain"');
  await main(page).getByRole('button', { name: helpSearch.clear }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(searchBox(page)).toBeFocused();
  await expect(main(page).getByRole('heading', { name: helpSearch.emptyTitle })).toHaveCount(0);
});

test('an article opens from a category card and Back to Help Center returns to the list', async ({
  page,
}) => {
  await page.goto('/help');
  const card = main(page).getByTestId('help-category').filter({ hasText: 'Account & Billing' });
  await card.getByRole('link', { name: 'Requesting a refund' }).click();
  await expect(page).toHaveURL('/help#request-refund');
  const article = main(page).getByRole('article', { name: 'Requesting a refund' });
  await expect(article).toContainText('14-day money-back guarantee for new subscribers');
  await expect(article).toContainText('Refunds are processed in 5-10 business days.');
  await expect(main(page).getByRole('heading', { name: 'Popular Articles' })).toHaveCount(0);

  await backButton(page).click();
  await expect(page).toHaveURL('/help');
  await expect(main(page).getByRole('heading', { name: 'Popular Articles' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Requesting a refund' })).toBeFocused();
});

test('an article opens from the popular list and from the search results', async ({ page }) => {
  await page.goto('/help');
  const top = popularArticles[0]!;
  await popular(page).getByRole('link', { name: top.title }).click();
  await expect(page).toHaveURL(`/help#${top.id}`);
  await expect(main(page).getByRole('heading', { level: 2, name: top.title })).toBeFocused();
  await backButton(page).click();

  await searchBox(page).fill('streak');
  await searchBox(page).press('Enter');
  await results(page).getByRole('link', { name: 'Streaks and badges explained' }).click();
  await expect(page).toHaveURL('/help#streaks-and-badges');
  await expect(main(page).getByRole('article')).toContainText('Bronze at 3 days');
});

test('/help#<article-id> opens the article directly, and Back leads to the Help Center', async ({
  page,
}) => {
  await page.goto('/help#first-program');
  await expect(
    main(page).getByRole('heading', { level: 2, name: 'Writing and running your first C program' }),
  ).toBeVisible();
  await backButton(page).click();
  await expect(page).toHaveURL('/help');
  await expect(main(page).getByTestId('help-category')).toHaveCount(4);
});

test('Start Live Chat explains how chat is answered and offers the contact form and e-mail', async ({
  page,
}) => {
  await page.goto('/help');
  const trigger = main(page)
    .getByRole('button', { name: /Start Live Chat/ })
    .first();
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Live chat' });
  await expect(dialog).toContainText('Mon-Fri 9 AM-6 PM PST');
  await expect(dialog).toContainText('Sat 10 AM-4 PM PST');
  await expect(dialog).toContainText('by e-mail or through the contact form');
  await expect(dialog.getByRole('link', { name: `E-mail ${SUPPORT_EMAIL}` })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${SUPPORT_EMAIL}`),
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();

  await main(page).getByRole('button', { name: stillNeedHelp.chat.button }).last().click();
  await page.getByRole('dialog').getByRole('link', { name: 'Open the contact form' }).click();
  await expect(page).toHaveURL('/contact');
});

test('Email Support writes to the support address', async ({ page }) => {
  await page.goto('/help');
  await expect(main(page).getByRole('link', { name: /Email Support/ })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${SUPPORT_EMAIL}`),
  );
});

test('Video Tutorials leads to tutorials that link to their lessons', async ({ page }) => {
  await page.goto('/help');
  await main(page)
    .getByRole('link', { name: /Video Tutorials/ })
    .click();
  const section = main(page).locator('section#video-tutorials');
  await expect(section).toBeInViewport();
  const entries = section.getByTestId('video-tutorial');
  await expect(entries).toHaveCount(videoTutorials.length);
  for (const [index, video] of videoTutorials.entries()) {
    const entry = entries.nth(index);
    await expect(entry.getByRole('heading', { level: 3 })).toHaveText(video.title);
    await expect(entry).toContainText(video.duration);
    await expect(entry.getByRole('link')).toHaveAttribute(
      'href',
      `/learn/c?lesson=${video.lessonId}`,
    );
  }
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/help does not scroll sideways', async ({ page }) => {
    await page.goto('/help');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

for (const width of [360, 390, 1280]) {
  test(`the /help search placeholder fits the box at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/help');
    await expectPlaceholderFits(searchBox(page));
  });
}
