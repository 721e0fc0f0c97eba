import { expect, test } from '@playwright/test';
import { pages } from '@domain/routes';
import { privacy } from '@content/privacy';
import {
  expectHeadingsInOrder,
  expectLegalDocument,
  expectNoAxeViolations,
  expectPageMeta,
  openInTheme,
} from '../support/pages';

for (const theme of ['light', 'dark'] as const) {
  test(`/privacy shows every section and the key facts and passes axe (${theme})`, async ({
    page,
  }) => {
    await openInTheme(page, '/privacy', theme);
    await expectPageMeta(page, pages.privacy.title);
    const main = page.getByRole('main');
    await expectLegalDocument(page, pages.privacy.title, privacy);
    for (const text of [
      'compiled and run in an isolated sandbox',
      'compile cache, keyed by a hash',
      'Deleting your account in Settings deletes the account and its data',
      'Stripe, our payment processor',
      'e-mail delivery provider',
      'CodeNest is not for children under 13',
      'Passwords are hashed with argon2id',
      'Sign-in tokens expire',
    ]) {
      await expect(main).toContainText(text);
    }
    // The site's support address (SITE_SUPPORT_EMAIL in the test server's environment).
    await expect(main.getByRole('link', { name: 'help@school.example' }).first()).toHaveAttribute(
      'href',
      'mailto:help@school.example',
    );
    await expectHeadingsInOrder(page);
    await expectNoAxeViolations(page);
  });
}

test('/privacy links to the cookie policy', async ({ page }) => {
  await page.goto('/privacy');
  await page
    .getByRole('region', { name: 'Cookies and local storage' })
    .getByRole('link', { name: 'Cookie Policy' })
    .click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.cookies.title);
});

test('/privacy: the table of contents jumps to a section', async ({ page }) => {
  await page.goto('/privacy');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc.getByRole('link')).toHaveCount(privacy.sections.length);
  await toc.getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(/#security$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Security' })).toBeInViewport();
});
