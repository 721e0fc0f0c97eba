import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pages } from '@domain/routes';
import {
  awards,
  coverage,
  coverageIntro,
  pressAssets,
  pressKit,
  pressReleases,
  releasesIntro,
} from '@content/press';
import {
  expectHeadingsInOrder,
  expectNoAxeViolations,
  expectPageMeta,
  openInTheme,
} from '../support/pages';

const CONTENT_TYPES = { SVG: 'image/svg+xml', TXT: 'text/plain' } as const;
const downloadName = (asset: (typeof pressAssets)[number]) =>
  `${pressKit.download} ${asset.title} (${asset.format}, ${asset.size})`;

for (const theme of ['light', 'dark'] as const) {
  test(`/press shows the kit, awards, releases, coverage and contact and passes axe (${theme})`, async ({
    page,
  }) => {
    await openInTheme(page, '/press', theme);
    await expectPageMeta(page, pages.press.title);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: pages.press.title })).toBeVisible();
    for (const asset of pressAssets) {
      await expect(
        main.getByRole('heading', { level: 3, name: asset.title, exact: true }),
      ).toBeVisible();
      await expect(main).toContainText(asset.description);
      await expect(main.getByRole('link', { name: downloadName(asset) })).toBeVisible();
    }
    for (const award of awards) {
      await expect(main.getByRole('heading', { name: award.title })).toBeVisible();
    }
    for (const release of pressReleases) {
      await expect(main.getByRole('heading', { name: release.title })).toBeVisible();
      await expect(main).toContainText(release.excerpt);
    }
    for (const item of coverage) {
      await expect(main.getByRole('heading', { name: item.headline })).toBeVisible();
      await expect(main).toContainText(item.outlet);
    }
    // The site's press address (SITE_PRESS_EMAIL in the test server's environment).
    await expect(main.getByRole('link', { name: 'press@school.example' })).toHaveAttribute(
      'href',
      'mailto:press@school.example',
    );
    // SPEC §9: press within 24 hours.
    await expect(main.getByText('We respond to press inquiries within 24 hours.')).toBeVisible();
    await expectHeadingsInOrder(page);
    await expectNoAxeViolations(page);
  });
}

test('/press downloads answer 200 with the right content type and the real file', async ({
  page,
}) => {
  await page.goto('/press');
  for (const asset of pressAssets) {
    const link = page.getByRole('link', { name: downloadName(asset) });
    await expect(link).toHaveAttribute('download', path.basename(asset.href));
    const href = await link.getAttribute('href');
    expect(href).toBe(asset.href);
    const response = await page.request.get(href!);
    expect(response.status(), href!).toBe(200);
    expect(response.headers()['content-type']).toContain(CONTENT_TYPES[asset.format]);
    const body = await response.body();
    expect(body.equals(fs.readFileSync(path.join('public', asset.href)))).toBe(true);
  }
});

test('/press clicking Download saves the file under its name', async ({ page }) => {
  await page.goto('/press');
  const logo = pressAssets[0]!;
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: downloadName(logo) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(path.basename(logo.href));
  expect(await download.failure()).toBeNull();
});

test('/press releases link to their full text', async ({ page }) => {
  await page.goto('/press');
  for (const release of pressReleases) {
    const link = page.getByRole('link', { name: `${releasesIntro.readRelease}: ${release.title}` });
    await expect(link).toHaveAttribute('href', release.link);
    const response = await page.request.get(release.link);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    expect(await response.text()).toContain(release.title.slice(0, 40));
  }
});

test('/press coverage links jump to their quote on the page', async ({ page }) => {
  await page.goto('/press');
  const item = coverage[coverage.length - 1]!;
  await page.getByRole('link', { name: `${coverageIntro.readQuote}: ${item.headline}` }).click();
  await expect(page).toHaveURL(`/press${item.link}`);
  const quote = page.locator(item.link);
  await expect(quote).toContainText(item.quote);
  await expect(quote).toBeInViewport();
});
