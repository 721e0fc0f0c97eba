import { expect, test, type Page } from '@playwright/test';
import { newEmail, signUpAndConfirm } from './support/account';
import { expectNoAxeViolations, openInTheme } from './support/pages';

test.use({ viewport: { width: 390, height: 844 } });

const banner = (page: Page) => page.getByRole('banner');

for (const theme of ['light', 'dark'] as const) {
  test(`the open mobile menu and the auth dialog pass axe on a phone (${theme})`, async ({
    page,
  }) => {
    await openInTheme(page, '/', theme);
    await banner(page).getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expectNoAxeViolations(page);

    await menu.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('dialog', { name: 'Join CodeNest' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`the welcome modal, the settings tabs and the profile pass axe on a phone (${theme})`, async ({
    page,
  }) => {
    // A sign-up and eight full-page scans.
    test.slow();
    await page.addInitScript((saved) => window.localStorage.setItem('theme', saved), theme);
    await signUpAndConfirm(page, 'Pat Phone', newEmail('axe-phone'));
    const welcome = page.getByRole('dialog', { name: 'Welcome to CodeNest!' });
    await expect(welcome).toBeVisible();
    await expectNoAxeViolations(page);

    await welcome.getByRole('button', { name: 'Set up profile' }).click();
    for (const tab of ['Profile', 'Notifications', 'Preferences', 'Coding']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expectNoAxeViolations(page);
    }

    await page.goto('/profile');
    await expect(page.getByText('Level 1', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
