import { expect, test, type Page } from '@playwright/test';
import { cookieCategories, cookiePanel, cookies } from '@content/cookies';
import { pages } from '@domain/routes';
import {
  expectHeadingsInOrder,
  expectNoAxeViolations,
  expectPageMeta,
  openInTheme,
} from '../support/pages';
import { cookiesSavedNote, storedCookiePreferences } from '../support/cookies';

const toggle = (page: Page, name: string) =>
  page.getByRole('main').getByRole('switch', { name, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save Preferences' });
const acceptAllButton = (page: Page) => page.getByRole('button', { name: 'Accept All Cookies' });
const confirmation = cookiesSavedNote;
const stored = storedCookiePreferences;

async function expectSwitches(page: Page, expected: Record<string, boolean>) {
  for (const [name, on] of Object.entries(expected)) {
    await expect(toggle(page, name)).toHaveAttribute('aria-checked', String(on));
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`/cookies shows the policy and the preference panel and passes axe (${theme})`, async ({
    page,
  }) => {
    await openInTheme(page, '/cookies', theme);
    await expectPageMeta(page, pages.cookies.title);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(pages.cookies.title);
    await expect(main.locator('time')).toHaveAttribute('datetime', cookies.lastUpdated);
    await expect(
      main.getByRole('heading', { level: 2, name: cookiePanel.heading, exact: true }),
    ).toBeVisible();
    for (const section of cookies.sections) {
      await expect(
        main.getByRole('heading', { level: 2, name: section.heading, exact: true }),
      ).toBeVisible();
      for (const subsection of section.subsections ?? []) {
        await expect(
          main.getByRole('heading', { level: 3, name: subsection.heading, exact: true }),
        ).toBeVisible();
      }
    }
    for (const category of cookieCategories) {
      await expect(toggle(page, category.name)).toBeVisible();
      await expect(main).toContainText(category.description);
    }
    await expect(main).toContainText('We run none today');
    await expect(main).toContainText('Analytics stays off in the product until');
    await expect(saveButton(page)).toBeVisible();
    await expect(acceptAllButton(page)).toBeVisible();
    await expectHeadingsInOrder(page);
    await expectNoAxeViolations(page);

    // The green confirmation passes the scan too (pressed from the keyboard, so no hover state).
    await saveButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(confirmation(page)).toHaveText('Your cookie preferences have been saved.');
    await expectNoAxeViolations(page);
  });
}

test('/cookies starts essential on, analytics on, marketing off, preferences on', async ({
  page,
}) => {
  await page.goto('/cookies');
  await expectSwitches(page, {
    Essential: true,
    Analytics: true,
    Marketing: false,
    Preferences: true,
  });
  expect(await stored(page)).toBeNull();
});

test('/cookies: essential is locked and always on', async ({ page }) => {
  await page.goto('/cookies');
  const essential = toggle(page, 'Essential');
  await expect(essential).toBeDisabled();
  await expect(essential).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('cookie-category-essential')).toContainText('Always on');
  await essential.click({ force: true });
  await page.getByTestId('cookie-category-essential').locator('label').click({ force: true });
  await expect(essential).toHaveAttribute('aria-checked', 'true');
  await expect(confirmation(page)).toHaveCount(0);
});

test('/cookies: analytics, marketing and preferences flip on click', async ({ page }) => {
  await page.goto('/cookies');
  await toggle(page, 'Analytics').click();
  await toggle(page, 'Marketing').click();
  await toggle(page, 'Preferences').click();
  await expectSwitches(page, {
    Essential: true,
    Analytics: false,
    Marketing: true,
    Preferences: false,
  });
  await toggle(page, 'Marketing').click();
  await expect(toggle(page, 'Marketing')).toHaveAttribute('aria-checked', 'false');
  // Nothing is stored until the visitor saves.
  expect(await stored(page)).toBeNull();
});

test('/cookies: Save Preferences stores the switches and they survive a reload', async ({
  page,
}) => {
  await page.goto('/cookies');
  await toggle(page, 'Analytics').click();
  await toggle(page, 'Marketing').click();
  await saveButton(page).click();
  await expect(confirmation(page)).toHaveText('Your cookie preferences have been saved.');
  await expect(confirmation(page).locator('p')).toHaveClass(/green/);
  const record = await stored(page);
  expect(record).toMatchObject({
    essential: true,
    analytics: false,
    marketing: true,
    preferences: true,
  });
  expect(String(record?.savedAt)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);

  await page.reload();
  await expectSwitches(page, {
    Essential: true,
    Analytics: false,
    Marketing: true,
    Preferences: true,
  });
  await expect(confirmation(page)).toHaveCount(0);
});

test('/cookies: Accept All Cookies turns everything on and survives a reload', async ({ page }) => {
  await page.goto('/cookies');
  await toggle(page, 'Analytics').click();
  await toggle(page, 'Preferences').click();
  await acceptAllButton(page).click();
  const allOn = { Essential: true, Analytics: true, Marketing: true, Preferences: true };
  await expectSwitches(page, allOn);
  await expect(confirmation(page)).toHaveText('Your cookie preferences have been saved.');
  expect(await stored(page)).toMatchObject({
    essential: true,
    analytics: true,
    marketing: true,
    preferences: true,
  });

  await page.reload();
  await expectSwitches(page, allOn);
});

test.describe('the preferences choice is honoured by the theme toggle', () => {
  const themeToggle = (page: Page) => page.getByTestId('theme-toggle').filter({ visible: true });
  const html = (page: Page) => page.locator('html');
  const savedTheme = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'));

  test('with preferences off, the navbar toggle no longer survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/cookies');
    // A theme chosen earlier is forgotten as soon as preferences are turned off.
    await themeToggle(page).click();
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await savedTheme(page)).toBe('dark');

    await toggle(page, 'Preferences').click();
    await saveButton(page).click();
    await expect(confirmation(page)).toBeVisible();
    expect(await savedTheme(page)).toBeNull();

    // The toggle still switches this page...
    await themeToggle(page).click();
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await themeToggle(page).click();
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await savedTheme(page)).toBeNull();

    // ...but nothing is remembered: the reload follows the system (light) again.
    await page.reload();
    await expect(toggle(page, 'Preferences')).toHaveAttribute('aria-checked', 'false');
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await savedTheme(page)).toBeNull();
  });

  test('turning preferences back on lets the toggle survive a reload again', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/cookies');
    await toggle(page, 'Preferences').click();
    await saveButton(page).click();
    await expect(confirmation(page)).toBeVisible();

    await acceptAllButton(page).click();
    await themeToggle(page).click();
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await savedTheme(page)).toBe('dark');

    await page.reload();
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
  });
});

test('/cookies fits a 390 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cookies');
  await expect(toggle(page, 'Marketing')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
