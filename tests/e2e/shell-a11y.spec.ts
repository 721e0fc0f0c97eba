import { test } from '@playwright/test';
import { expectNoAxeViolations, openInTheme } from './support/pages';

for (const theme of ['light', 'dark'] as const) {
  test(`the landing page and the shell pass an axe scan in the ${theme} theme`, async ({
    page,
  }) => {
    await openInTheme(page, '/', theme);
    await expectNoAxeViolations(page);
  });
}
