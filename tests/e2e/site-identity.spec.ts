import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// The test server runs with SCHOOL_SITE's SITE_* variables (tests/helpers/site-identity.ts, set
// in playwright.config.ts); the build itself knows no identity, as it must serve any deployment.

const webDist = path.resolve(process.env.BUILD_DIR ?? 'dist', 'web');

/** Every file of the build the server sends, with its text. */
function servedFiles(dir: string): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return servedFiles(file);
    if (!/\.(html|js|css|txt|svg|json)$/.test(entry.name)) return [];
    return [{ file: path.relative(webDist, file), text: fs.readFileSync(file, 'utf8') }];
  });
}

/** Errors the page reports: React's hydration mismatches and CSP refusals among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens a page and waits until the app has hydrated it. */
async function openHydrated(page: Page, url: string): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('codenest:ready', () => {
      document.documentElement.dataset.appReady = 'true';
    });
  });
  await page.goto(url);
  await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1);
}

test('the build names no address of its own: no codenest.dev, no 555 number', () => {
  const files = servedFiles(webDist);
  expect(files.filter(({ file }) => file.startsWith('pages/')).length).toBeGreaterThan(20);
  expect(files.filter(({ file }) => file.endsWith('.js')).length).toBeGreaterThan(20);
  const named = (pattern: RegExp) =>
    files.filter(({ text }) => pattern.test(text)).map(({ file }) => file);
  expect(named(/codenest\.dev/)).toEqual([]);
  expect(named(/555[-. ]?01\d\d/)).toEqual([]);
  // Nor a deployment's: the same build serves every site.
  expect(named(/school\.example|school-example/)).toEqual([]);
});

const expected: [string, string[]][] = [
  ['/help', ['mailto:help@school.example', '+44 20 7946 0000', 'tel:+442079460000']],
  ['/contact', ['mailto:help@school.example', 'mailto:press@school.example']],
  ['/careers', ['mailto:jobs@school.example?subject=Application']],
  ['/press', ['mailto:press@school.example']],
  ['/', ['https://github.com/school-example', 'https://www.youtube.com/@school-example']],
];

test("the server sends each rendered page with the site's addresses in its HTML", async ({
  request,
}) => {
  for (const [url, texts] of expected) {
    const html = await (await request.get(url, { headers: { accept: 'text/html' } })).text();
    for (const text of texts) expect(html, `${url} ${text}`).toContain(text);
    expect(html, url).toContain('<script id="site-identity" type="application/json">');
  }
});

for (const [url] of expected) {
  test(`${url} hydrates with the site's addresses, without an error`, async ({ page }) => {
    const errors = collectErrors(page);
    await openHydrated(page, url);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'CodeNest on GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/school-example',
    );
    const main = page.getByRole('main');
    if (url === '/help') {
      await expect(
        main.getByRole('link', { name: 'help@school.example', exact: true }),
      ).toBeVisible();
      await expect(main.getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute(
        'href',
        'tel:+442079460000',
      );
    }
    if (url === '/contact') {
      await expect(main.getByRole('link', { name: 'press@school.example' })).toBeVisible();
    }
    if (url === '/careers') {
      await expect(main.getByRole('link', { name: 'jobs@school.example' })).toBeVisible();
    }
    // The app responds: the theme toggle works once it has taken the page over.
    const toggle = page.getByTestId('theme-toggle').filter({ visible: true });
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(errors).toEqual([]);
  });
}

test("a page reached inside the app shows the site's addresses too", async ({ page }) => {
  const errors = collectErrors(page);
  await openHydrated(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'help@school.example' })).toHaveAttribute(
    'href',
    'mailto:help@school.example',
  );
  await main.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL('/faq');
  await expect(main).toContainText('You can also write to help@school.example.');
  expect(errors).toEqual([]);
});
