import { expect, test, type Page } from '@playwright/test';
import { newEmail, signUpAndConfirm } from './support/account';
import { expectNoAxeViolations, openInTheme } from './support/pages';

const banner = (page: Page) => page.getByRole('banner');

for (const theme of ['light', 'dark'] as const) {
  test(`the landing page and the shell pass an axe scan in the ${theme} theme`, async ({
    page,
  }) => {
    await openInTheme(page, '/', theme);
    await expectNoAxeViolations(page);
  });

  test(`the auth dialog passes axe in login and signup mode, errors included (${theme})`, async ({
    page,
  }) => {
    await openInTheme(page, '/', theme);
    await banner(page).getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Sign up' }).click();
    const signup = page.getByRole('dialog', { name: 'Join CodeNest' });
    await expect(signup).toBeVisible();
    await expectNoAxeViolations(page);

    await signup.getByLabel('Name').fill('Ada');
    await signup.getByLabel('Email').fill('ada@example.com');
    await signup.getByLabel('Password', { exact: true }).fill('12345');
    await signup.getByLabel('Confirm Password').fill('12345');
    await signup.getByRole('button', { name: 'Create Account' }).click();
    await expect(signup.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`the welcome modal, every settings tab and the profile pass axe (${theme})`, async ({
    page,
  }) => {
    // A sign-up and eight full-page scans.
    test.slow();
    await page.addInitScript((saved) => window.localStorage.setItem('theme', saved), theme);
    await signUpAndConfirm(page, 'Alex Axe', newEmail('axe'));
    const welcome = page.getByRole('dialog', { name: 'Welcome to CodeNest!' });
    await expect(welcome).toBeVisible();
    await expectNoAxeViolations(page);

    await welcome.getByRole('button', { name: 'Set up profile' }).click();
    for (const tab of ['Profile', 'Notifications', 'Preferences', 'Coding']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByRole('textbox', { name: 'Website' }).fill('my site');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('textbox', { name: 'Website' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoAxeViolations(page);

    await page.goto('/profile');
    await expect(page.getByText('Level 1', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
