import { expect, test } from '@playwright/test';
import { accessibility } from '@content/accessibility';
import { pages } from '@domain/routes';
import {
  expectHeadingsInOrder,
  expectLegalDocument,
  expectNoAxeViolations,
  expectPageMeta,
  openInTheme,
} from '../support/pages';

for (const theme of ['light', 'dark'] as const) {
  test(`/accessibility shows the statement and the response promise and passes axe (${theme})`, async ({
    page,
  }) => {
    await openInTheme(page, '/accessibility', theme);
    await expectPageMeta(page, pages.accessibility.title);
    const main = page.getByRole('main');
    await expectLegalDocument(page, pages.accessibility.title, accessibility);
    await expect(main).toContainText('WCAG) 2.2 at level AA');
    await expect(main).toContainText('The code editor.');
    await expect(main).toContainText(
      'We respond to accessibility feedback within 2 business days.',
    );
    // The site's support address (SITE_SUPPORT_EMAIL in the test server's environment).
    await expect(main.getByRole('link', { name: 'help@school.example' })).toHaveAttribute(
      'href',
      'mailto:help@school.example',
    );
    await expectHeadingsInOrder(page);
    await expectNoAxeViolations(page);
  });
}

test('/accessibility: the table of contents is keyboard operable', async ({ page }) => {
  await page.goto('/accessibility');
  const link = page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Feedback and help' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#feedback$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Feedback and help' })).toBeInViewport();
});
