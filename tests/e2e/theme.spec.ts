import { expect, test, type Page } from '@playwright/test';

/** SPEC §1: the choice is saved in local storage under this key. */
const THEME_STORAGE_KEY = 'theme';

/** The toggle the current viewport shows (the navbar renders one per layout). */
const toggle = (page: Page) => page.getByTestId('theme-toggle').filter({ visible: true });
const html = (page: Page) => page.locator('html');
const savedTheme = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), THEME_STORAGE_KEY);

test.describe('with nothing saved, the system preference decides', () => {
  test('dark system preference gives html.dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(toggle(page)).toBeVisible();
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(toggle(page)).toHaveAccessibleName('Switch to light theme');
    expect(await savedTheme(page)).toBeNull();
  });

  test('light system preference gives no dark class', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(toggle(page)).toBeVisible();
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(toggle(page)).toHaveAccessibleName('Switch to dark theme');
    expect(await savedTheme(page)).toBeNull();
  });
});

test('one press flips the theme, saves it and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);

  await toggle(page).click();
  await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(toggle(page)).toHaveAccessibleName('Switch to light theme');
  expect(await savedTheme(page)).toBe('dark');

  await page.reload();
  await expect(toggle(page)).toHaveAccessibleName('Switch to light theme');
  await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);

  await toggle(page).click();
  await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(toggle(page)).toHaveAccessibleName('Switch to dark theme');
  expect(await savedTheme(page)).toBe('light');

  await page.reload();
  await expect(toggle(page)).toHaveAccessibleName('Switch to dark theme');
  await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
});

test('a saved light theme wins over a dark system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript((key) => window.localStorage.setItem(key, 'light'), THEME_STORAGE_KEY);
  await page.goto('/');
  await expect(toggle(page)).toHaveAccessibleName('Switch to dark theme');
  await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
});

test('a saved dark theme is applied before the app renders (no flash)', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript((key) => window.localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);

  // Hold the app's JS bundle until the pre-render state has been checked.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let signalHeld!: () => void;
  const held = new Promise<void>((resolve) => (signalHeld = resolve));
  await page.route('**/assets/*.js', async (route) => {
    signalHeld();
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    await route.continue();
  });

  await page.goto('/', { waitUntil: 'commit' });
  await held;
  // #root follows the blocking theme-init script in the document, so once it exists that script
  // has run; the app bundle is still held, so what shows is the page's HTML alone.
  await page.locator('#root').waitFor({ state: 'attached' });
  const before = await page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    rootChildren: document.getElementById('root')?.childElementCount ?? -1,
  }));
  release();

  expect(before.rootChildren).toBeGreaterThan(0);
  expect(before.dark).toBe(true);

  // Once the app runs, it keeps the same theme.
  await expect(toggle(page)).toHaveAccessibleName('Switch to light theme');
  await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
});
