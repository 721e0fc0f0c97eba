import { expect, test, type Page } from '@playwright/test';
import { headerNavLinks } from '@content/site';

const banner = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => banner(page).getByRole('navigation', { name: 'Main' });
const menu = (page: Page) => page.locator('#mobile-menu');
/** The header's links: the same in the menu of every page. */
const HEADER_LINKS = headerNavLinks.map((link) => link.label);
const openButton = (page: Page) => banner(page).getByRole('button', { name: 'Open menu' });
const closeButton = (page: Page) => banner(page).getByRole('button', { name: 'Close menu' });

async function openMenu(page: Page): Promise<void> {
  await openButton(page).click();
  await expect(menu(page)).toBeVisible();
}

test.describe('landing page on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(openButton(page)).toBeVisible();
  });

  test('the desktop links are hidden until the menu is opened', async ({ page }) => {
    for (const label of HEADER_LINKS) {
      await expect(mainNav(page).getByRole('link', { name: label, exact: true })).toBeHidden();
    }
    for (const label of ['Sign In', 'Get Started']) {
      await expect(banner(page).getByRole('button', { name: label, exact: true })).toBeHidden();
    }
    await expect(menu(page)).toBeHidden();
  });

  test("Open menu shows the header's items and toggles aria-expanded", async ({ page }) => {
    await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(openButton(page)).toHaveAttribute('aria-controls', 'mobile-menu');

    await openMenu(page);
    await expect(closeButton(page)).toHaveAttribute('aria-expanded', 'true');
    for (const label of HEADER_LINKS) {
      await expect(menu(page).getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    for (const label of ['Sign In', 'Get Started']) {
      await expect(menu(page).getByRole('button', { name: label, exact: true })).toBeVisible();
    }

    await closeButton(page).click();
    await expect(menu(page)).toBeHidden();
    await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing Languages goes to /#languages and closes the menu', async ({ page }) => {
    await openMenu(page);
    await menu(page).getByRole('link', { name: 'Languages', exact: true }).click();
    await expect(page).toHaveURL('/#languages');
    await expect(menu(page)).toBeHidden();
    await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('section#languages')).toBeInViewport();
  });

  test('Escape closes the menu', async ({ page }) => {
    await openMenu(page);
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('Sign In in the menu opens the login dialog', async ({ page }) => {
    await openMenu(page);
    await menu(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(menu(page)).toBeHidden();
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Welcome Back' }),
    ).toBeVisible();
  });

  test('the theme toggle is reachable and works', async ({ page }) => {
    const toggle = banner(page).getByTestId('theme-toggle').filter({ visible: true });
    await expect(toggle).toHaveCount(1);
    const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await toggle.click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(!wasDark);
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe(
      wasDark ? 'light' : 'dark',
    );
  });
});

test("/compare and /learn/c have the same menu as /: a visitor's, without Dashboard", async ({
  page,
}) => {
  for (const path of ['/compare', '/learn/c']) {
    await page.goto(path);
    await openMenu(page);
    await expect(menu(page).getByRole('link')).toHaveText(HEADER_LINKS);
    await expect(menu(page).getByRole('button')).toHaveText(['Sign In', 'Get Started']);
  }
});
