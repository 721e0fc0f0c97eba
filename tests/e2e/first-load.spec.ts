import { chromium, expect, test, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../scripts/chromium-flags';
import { PRERENDERED_PATHS, SIGNED_IN_PATHS } from '@domain/routes';
import { newEmail, signUpAndConfirm } from './support/account';
import { cookiesSavedNote, storedCookiePreferences } from './support/cookies';

/** Errors the page reports: React's hydration mismatches among them (production error codes). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('public pages arrive rendered', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PRERENDERED_PATHS) {
    test(`${path} shows its content, title and description without JavaScript`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: /CodeNest/ })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const title = await page.title();
      expect(title).toMatch(/CodeNest/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(20);
      if (path !== '/') expect(title).toMatch(/ \| CodeNest$/);
    });
  }

  for (const path of SIGNED_IN_PATHS) {
    test(`${path} arrives as its loading state, with its title, without JavaScript`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('status')).toHaveText('Loading your account...');
      await expect(page.getByRole('banner').getByRole('link', { name: /CodeNest/ })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await page.title()).toMatch(/^[A-Z][A-Za-z ]+ \| CodeNest$/);
    });
  }

  test('the first lesson of /learn/c is in the page, code and all', async ({ page }) => {
    await page.goto('/learn/c');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Hello, World!/);
    await expect(page.getByText('#include <stdio.h>').first()).toBeVisible();
  });
});

test.describe('the app takes over the rendered page', () => {
  for (const path of ['/', '/learn/c', '/compare', '/pricing', '/faq', '/courses']) {
    test(`${path} hydrates without an error and responds`, async ({ page }) => {
      const errors = collectErrors(page);
      // Hydrated once the page's code has loaded: a click before that would be lost.
      await page.goto(path, { waitUntil: 'networkidle' });
      const toggle = page.getByTestId('theme-toggle').filter({ visible: true });
      await expect(toggle).toHaveAccessibleName('Switch to dark theme');
      await toggle.click();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(toggle).toHaveAccessibleName('Switch to light theme');
      expect(errors).toEqual([]);
    });
  }

  test('the scripts a rendered page starts with carry the compile hint on their first line', async ({
    request,
  }) => {
    for (const path of ['/', '/learn/c', '/daily-challenge']) {
      const html = await (await request.get(path)).text();
      const start = /data-entry="([^"]+)" data-chunks="([^"]+)"/.exec(html);
      expect(start, `${path} starts its app after paint`).not.toBeNull();
      const scripts = [start![1]!, ...start![2]!.split(' ')];
      expect(scripts.length).toBeGreaterThan(3);
      for (const script of scripts) {
        const code = await (await request.get(script)).text();
        const [first, rest] = code.split('\n', 2);
        expect(first, script).toBe('//# allFunctionsCalledOnLoad');
        expect(rest?.length, script).toBeGreaterThan(100);
      }
    }
  });

  test("a signed-in page's rendered loading state becomes the page, without an error", async ({
    page,
  }) => {
    await signUpAndConfirm(page, 'Hydra Tion', newEmail('first-load'));
    const errors = collectErrors(page);
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Hydra!' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Dashboard | CodeNest');
    expect(errors).toEqual([]);
  });

  /**
   * Opens a rendered page with its app's entry held back, as a slow network would, and waits
   * for its first contentful paint. The app loads once `release` is called.
   */
  async function openWithAppHeld(page: Page, path: string): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
      )
      .toBe(1);
    return release;
  }

  test('a rendered page paints before its app loads, and a press made meanwhile is answered', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const release = await openWithAppHeld(page, '/faq');
    // Pressed while the app's code is still on its way: the button does nothing yet...
    await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    // ...and the press is answered once the app has taken the page over.
    await expect(page.getByRole('dialog').getByLabel('Name')).toBeVisible();
    const [paintedAt, entryRequestedAt] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))!.startTime,
    ]);
    expect(entryRequestedAt).toBeGreaterThanOrEqual(paintedAt);
    expect(errors).toEqual([]);
  });

  test('what is typed and pressed before the app is ready is what the app then searches', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const release = await openWithAppHeld(page, '/help');
    const main = page.getByRole('main');
    await main.getByRole('searchbox').fill('segmentation');
    await main.getByRole('button', { name: 'Search', exact: true }).click();
    release();
    await expect(
      main
        .getByTestId('help-results')
        .getByRole('listitem')
        .filter({ hasText: 'Segmentation faults' }),
    ).toBeVisible();
    await expect(main.getByRole('searchbox')).toHaveValue('segmentation');
    expect(errors).toEqual([]);
  });

  test('presses made before the app is ready are answered one after the other, in order', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const release = await openWithAppHeld(page, '/cookies');
    const main = page.getByRole('main');
    await main.getByRole('switch', { name: 'Analytics', exact: true }).click();
    await main.getByRole('switch', { name: 'Marketing', exact: true }).click();
    await main.getByRole('button', { name: 'Save Preferences' }).click();
    release();
    await expect(cookiesSavedNote(page)).toBeVisible();
    const saved = await storedCookiePreferences(page);
    expect(saved).toMatchObject({ analytics: false, marketing: true, preferences: true });
    expect(errors).toEqual([]);
  });

  test('a press made while the held ones are replayed waits its turn behind them', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const release = await openWithAppHeld(page, '/cookies');
    const main = page.getByRole('main');
    await main.getByRole('switch', { name: 'Preferences', exact: true }).click();
    // Save is pressed the moment the app is ready, before the held press has been replayed.
    await page.evaluate(() => {
      document.addEventListener(
        'codenest:ready',
        () => {
          const save = [...document.querySelectorAll('main button')].find(
            (button) => button.textContent?.trim() === 'Save Preferences',
          );
          (save as HTMLButtonElement).click();
        },
        { once: true },
      );
    });
    release();
    await expect(cookiesSavedNote(page)).toBeVisible();
    const saved = await storedCookiePreferences(page);
    expect(saved).toMatchObject({ preferences: false });
    expect(errors).toEqual([]);
  });

  test('a saved dark theme is there from the first paint of a rendered page', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    const errors = collectErrors(page);
    await page.goto('/faq', { waitUntil: 'commit' });
    await page.waitForSelector('h1', { state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await expect(page.getByTestId('theme-toggle').filter({ visible: true })).toHaveAccessibleName(
      'Switch to light theme',
    );
    expect(errors).toEqual([]);
  });
});

test('a rendered page is kept in the back/forward cache', async ({ baseURL }) => {
  // The test runner turns the cache off in its browsers; this one keeps Chromium's default.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const page = await browser.newPage({ baseURL });
    await page.addInitScript(() => {
      window.addEventListener('pageshow', (event) => {
        (window as unknown as { restored: boolean }).restored = event.persisted;
      });
    });
    await page.goto('/faq', { waitUntil: 'networkidle' });
    await page.goto('/about', { waitUntil: 'networkidle' });
    // A page restored from the cache fires no load event: wait for the navigation only.
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/faq$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored))
      .toBe(true);
  } finally {
    await browser.close();
  }
});
