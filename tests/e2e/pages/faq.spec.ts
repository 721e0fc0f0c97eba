import { expect, test, type Page } from '@playwright/test';
import { faqCategories, faqContact, faqSearch } from '@content/faq';
import { pages } from '@domain/routes';
import {
  expectHeadingsInOrder,
  expectNoAxeViolations,
  expectPageMeta,
  expectPlaceholderFits,
  openInTheme,
} from '../support/pages';

const main = (page: Page) => page.getByRole('main');
const question = (page: Page, text: string) =>
  main(page).getByRole('button', { name: text, exact: true });
const searchBox = (page: Page) => main(page).getByRole('searchbox', { name: faqSearch.label });
const total = faqCategories.reduce((sum, category) => sum + category.items.length, 0);

for (const theme of ['light', 'dark'] as const) {
  test(`/faq shows five categories of questions, accessibly, in the ${theme} theme`, async ({
    page,
  }) => {
    await openInTheme(page, '/faq', theme);
    await expectPageMeta(page, pages.faq.title);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(pages.faq.title);
    expect(faqCategories).toHaveLength(5);
    for (const category of faqCategories) {
      await expect(
        main(page).getByRole('heading', { level: 2, name: category.title, exact: true }),
      ).toBeVisible();
      for (const item of category.items) {
        await expect(question(page, item.question)).toHaveAttribute('aria-expanded', 'false');
      }
    }
    await expect(main(page).getByRole('status')).toHaveText(`${total} questions in 5 categories`);
    await expect(
      main(page).getByRole('heading', { level: 2, name: 'Still have questions?' }),
    ).toBeVisible();
    await expect(
      main(page).getByRole('link', { name: faqContact.contactLabel, exact: true }),
    ).toHaveAttribute('href', '/contact');
    await expectHeadingsInOrder(page);
    await expectNoAxeViolations(page);

    await question(page, 'What is your refund policy?').click();
    await expect(
      main(page).getByRole('region', { name: 'What is your refund policy?' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('each answer expands and collapses', async ({ page }) => {
  await page.goto('/faq');
  const button = question(page, 'Is there a free trial of Pro?');
  const answer = main(page).locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(answer).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('14-day free trial');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
});

test('the answers state the SPEC §9 prices, trial, discount, refund and age terms', async ({
  page,
}) => {
  await page.goto('/faq');
  const open = async (text: string) => {
    await question(page, text).click();
    return main(page).getByRole('region', { name: text, exact: true });
  };
  await expect(await open('How much does CodeNest cost?')).toContainText('Free is $0');
  await expect(
    main(page).getByRole('region', { name: 'How much does CodeNest cost?' }),
  ).toContainText('Pro is $19 per month');
  await expect(
    main(page).getByRole('region', { name: 'How much does CodeNest cost?' }),
  ).toContainText('Enterprise is $99 per month');
  await expect(await open('Is there a free trial of Pro?')).toContainText('14-day free trial');
  await expect(await open('Do you offer a student discount?')).toContainText(
    '50% off Pro with a valid .edu e-mail address',
  );
  const refund = await open('What is your refund policy?');
  await expect(refund).toContainText('14-day money-back guarantee for new subscribers');
  await expect(refund).toContainText('Refunds are processed in 5-10 business days.');
  await expect(await open('Is there a minimum age?')).toContainText('not for children under 13');
  await expect(await open('Which languages can I learn?')).toContainText(
    'C++, Rust, Go, Python and JavaScript',
  );
});

test('search matches question or answer text case-insensitively and hides empty categories', async ({
  page,
}) => {
  await page.goto('/faq');
  await searchBox(page).fill('REFUND');
  await expect(question(page, 'What is your refund policy?')).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Code Execution' })).toHaveCount(0);
  await expect(main(page).getByRole('status')).toContainText(
    /of \d+ questions? match(es)? "REFUND"/,
  );

  // "gcc" is only in an answer: the question is listed and opened so the match shows.
  await searchBox(page).fill('GcC');
  const run = question(page, 'What happens when I press Run?');
  await expect(run).toHaveAttribute('aria-expanded', 'true');
  await expect(
    main(page).getByRole('region', { name: 'What happens when I press Run?' }),
  ).toContainText('gcc');
  await expect(main(page).getByRole('heading', { name: 'Account & Billing' })).toHaveCount(0);

  await searchBox(page).fill('');
  await expect(main(page).getByRole('status')).toHaveText(`${total} questions in 5 categories`);
  for (const category of faqCategories) {
    await expect(main(page).getByRole('heading', { level: 2, name: category.title })).toBeVisible();
  }
});

test('no match shows the empty state, and Clear search brings every question back', async ({
  page,
}) => {
  await page.goto('/faq');
  await searchBox(page).fill('quantum teleportation');
  await expect(main(page).getByRole('status')).toHaveText(
    'No questions match "quantum teleportation"',
  );
  await expect(main(page).getByRole('heading', { name: faqSearch.emptyTitle })).toBeVisible();
  await main(page).getByRole('button', { name: faqSearch.clear }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(searchBox(page)).toBeFocused();
  await expect(main(page).getByRole('heading', { name: faqSearch.emptyTitle })).toHaveCount(0);
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveCount(faqCategories.length + 1);
});

test('an address with #<question> opens that question', async ({ page }) => {
  await page.goto('/faq#refunds');
  await expect(question(page, 'What is your refund policy?')).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(main(page).locator('#refunds')).toBeInViewport();
});

test('Still have questions? leads to the contact page', async ({ page }) => {
  await page.goto('/faq');
  await main(page).getByRole('link', { name: faqContact.contactLabel, exact: true }).click();
  await expect(page).toHaveURL('/contact');
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/faq does not scroll sideways', async ({ page }) => {
    await page.goto('/faq');
    await question(page, 'What is CodeNest?').click();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

for (const width of [360, 390, 1280]) {
  test(`the /faq search placeholder fits the box at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/faq');
    await expectPlaceholderFits(searchBox(page));
  });
}
