import { expect, test, type Page } from '@playwright/test';
import { headerNavLinks } from '@content/site';
import { newEmail, signUpAndConfirm } from './support/account';
import { expectNoAxeViolations } from './support/pages';

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

/** What the header offers, as a reader meets it: every link and button, by name. */
async function headerItems(page: Page): Promise<string[]> {
  const items = mainNav(page).locator('a, button').filter({ visible: true });
  return items.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('aria-label') ?? node.textContent?.trim() ?? ''),
  );
}

const LINKS = headerNavLinks.map((link) => link.label);
const PAGES = ['/', '/about', '/learn/c', '/pricing', '/faq', '/compare'];

/** Errors the page reports: React's hydration mismatches among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a visitor meets the same header on every page, with Learn and Daily Challenge', async ({
  page,
}) => {
  const expected = ['CodeNest home', ...LINKS, 'Switch to dark theme', 'Sign In', 'Get Started'];
  for (const path of PAGES) {
    await page.goto(path);
    await expect(mainNav(page).getByRole('button', { name: 'Get Started' })).toBeVisible();
    expect(await headerItems(page), path).toEqual(expected);
  }
  expect(LINKS).toEqual(expect.arrayContaining(['Learn', 'Daily Challenge']));
  await mainNav(page).getByRole('link', { name: 'Learn', exact: true }).click();
  await expect(page).toHaveURL(/\/learn\/c$/);
  await expect(mainNav(page).getByRole('link', { name: 'Learn', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The daily challenge is for learners: a visitor is asked to sign in, and comes back to it.
  await mainNav(page).getByRole('link', { name: 'Daily Challenge', exact: true }).click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Welcome Back' }),
  ).toBeVisible();
});

test('a signed-in learner meets the same header on every page, and never sees Sign In', async ({
  page,
}) => {
  test.slow();
  await signUpAndConfirm(page, 'Nadia Nav', newEmail('nav'));
  const expected = [
    'CodeNest home',
    ...LINKS,
    'Switch to dark theme',
    'Dashboard',
    'Notifications',
    'Settings',
    'Profile',
    'Sign Out',
  ];
  for (const path of [...PAGES, '/dashboard']) {
    const errors = collectErrors(page);
    await page.goto(path);
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: 'Notifications' })).toBeVisible();
    expect(await headerItems(page), path).toEqual(expected);
    expect(errors, path).toEqual([]);
  }
  await expectNoAxeViolations(page);

  await mainNav(page).getByRole('link', { name: 'Daily Challenge', exact: true }).click();
  await expect(page).toHaveURL(/\/daily-challenge$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Learn', exact: true }).click();
  await expect(page).toHaveURL(/\/learn\/c$/);
});

test("a rendered page shows a learner no visitor's controls while the app loads", async ({
  page,
}) => {
  await signUpAndConfirm(page, 'Paul Paint', newEmail('nav-paint'));
  const errors = collectErrors(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Painted from the page's HTML: the header is there, its visitor controls out of sight.
  await expect(mainNav(page).getByRole('link', { name: 'Learn', exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('button', { name: 'Sign In' })).toBeHidden();
  await expect(mainNav(page).getByRole('button', { name: 'Get Started' })).toBeHidden();
  release();
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(mainNav(page).getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe('search finds what a learner calls it', () => {
  test('/help finds the segmentation fault article for "segfault" and for a typo', async ({
    page,
  }) => {
    await page.goto('/help');
    const main = page.getByRole('main');
    for (const query of ['segfault', 'segfalt']) {
      await main.getByRole('searchbox').fill(query);
      await main.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(main.getByRole('status')).toContainText(`found for "${query}"`);
      await expect(
        main
          .getByTestId('help-results')
          .getByRole('link', { name: 'Segmentation faults and other runtime errors' }),
      ).toBeVisible();
    }
    await expect(main.getByTestId('help-results')).toContainText('Segmentation fault');
    await expectNoAxeViolations(page);
  });

  test('/faq and /blog search the same way', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('searchbox').fill('segfalt');
    await expect(page.getByTestId('faq-result-count')).toHaveText(
      /^1 of \d+ questions matches "segfalt"$/,
    );
    await expect(
      page.getByRole('button', { name: /My program stopped with "Segmentation fault"/ }),
    ).toBeVisible();

    await page.goto('/blog');
    await page.getByRole('searchbox').fill('adresssanitizer');
    await expect(page.getByRole('status').filter({ hasText: /^Showing / })).toHaveText(
      'Showing 1 post',
    );
    await expect(
      page.getByRole('article', { name: 'Catching memory bugs with AddressSanitizer' }),
    ).toBeVisible();
  });
});
