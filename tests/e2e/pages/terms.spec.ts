import { expect, test } from '@playwright/test';
import { pages } from '@domain/routes';
import { terms } from '@content/terms';
import {
  expectHeadingsInOrder,
  expectLegalDocument,
  expectNoAxeViolations,
  expectPageMeta,
  openInTheme,
} from '../support/pages';

for (const theme of ['light', 'dark'] as const) {
  test(`/terms shows every section and the SPEC constants and passes axe (${theme})`, async ({
    page,
  }) => {
    await openInTheme(page, '/terms', theme);
    await expectPageMeta(page, pages.terms.title);
    const main = page.getByRole('main');
    await expectLegalDocument(page, pages.terms.title, terms);
    for (const text of [
      'You must be at least 13 years old to use CodeNest',
      '14-day money-back guarantee for new subscribers',
      'processed in 5-10 business days',
      'Free, $0',
      'Pro, $19/month',
      'Enterprise, $99/month',
      '14-day Pro trial',
      '50% discount on Pro with an .edu e-mail address',
      'Your code belongs to you.',
      'try to escape the sandbox',
      'mine cryptocurrency',
      'send network traffic',
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

test('/terms: the table of contents jumps to a section', async ({ page }) => {
  await page.goto('/terms');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc.getByRole('link')).toHaveCount(terms.sections.length);
  const target = terms.sections.find((section) => section.id === 'cancellation-refunds')!;
  await toc.getByRole('link', { name: target.heading }).click();
  await expect(page).toHaveURL(/#cancellation-refunds$/);
  await expect(page.getByRole('heading', { level: 2, name: target.heading })).toBeInViewport();
});

test('/terms fits a 390 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
