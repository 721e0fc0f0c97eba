import { expect, test } from '@playwright/test';
import { EMAIL_ALREADY_CONFIRMED } from '@domain/auth-messages';
import {
  mailLink,
  newEmail,
  PASSWORD,
  signIn,
  signOut,
  signUp,
  signUpAndConfirm,
} from './support/account';
import { expectNoAxeViolations } from './support/pages';

test('the whole journey: sign up, confirm, first-login settings, dashboard, sign out, sign in', async ({
  page,
}) => {
  // Three password hashes, a 2 s modal and a dozen pages: more than a test's default time
  // when the other worker is busy too.
  test.slow();
  const email = newEmail('ada');
  await signUpAndConfirm(page, 'Ada Lovelace', email);

  // First login: the welcome modal over the settings page.
  const welcome = page.getByRole('dialog', { name: 'Welcome to CodeNest!' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Set up profile' }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Bio' }).fill('I write C for fun.');
  await page.getByRole('textbox', { name: 'Location' }).fill('London');

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings saved' })).toBeVisible();
  // The first save ends the first login and goes on to the dashboard after the 2 s modal.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ada!');
  for (const label of ['Languages Learning', 'Total Progress', 'Study Streak', 'Time Invested']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('No activity yet')).toBeVisible();

  // The profile shows what was saved.
  await page.goto('/profile');
  await expect(page.getByText('I write C for fun.')).toBeVisible();
  await expect(page.getByText('London')).toBeVisible();
  await expect(page.getByText('Level 1', { exact: true })).toBeVisible();

  await signOut(page);

  await signIn(page, email, 'not-my-password');
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    'The email or password you entered is incorrect. Please check your credentials and try again.',
  );
  await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText('Signed in successfully!');
  // first_login is false now: the dashboard, not the welcome modal.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ada!');
});

test('signing in before confirming says to confirm first', async ({ page }) => {
  const email = newEmail('early');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Early Bird');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Please check your email and click the confirmation link before signing in.',
  );
});

test('protected pages send a visitor home with the sign-in dialog open', async ({ page }) => {
  for (const path of ['/dashboard', '/settings', '/profile']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
});

test('signing in from a protected page returns to it', async ({ page }) => {
  const email = newEmail('returner');
  await signUpAndConfirm(page, 'Ruth Returner', email);
  await page
    .getByRole('dialog', { name: 'Welcome to CodeNest!' })
    .getByRole('button', { name: 'Skip for now' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Signed in successfully!');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ruth Returner');
});

test('a confirmation link used again says the address is already confirmed, and to sign in', async ({
  page,
}) => {
  const email = newEmail('twice');
  await signUpAndConfirm(page, 'Twice Clicked', email);
  await page
    .getByRole('dialog', { name: 'Welcome to CodeNest!' })
    .getByRole('button', { name: 'Skip for now' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);
  await page.goto(await mailLink(email, 'Confirm'));
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog.getByRole('alert')).toHaveText(EMAIL_ALREADY_CONFIRMED);
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("two browsers of one learner: each reads the profile fresh, and a save keeps the other's change", async ({
  page,
  browser,
}) => {
  test.slow();
  const email = newEmail('two-browsers');
  await signUpAndConfirm(page, 'Two Browsers', email);
  await page
    .getByRole('dialog', { name: 'Welcome to CodeNest!' })
    .getByRole('button', { name: 'Skip for now' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Browser A opens its settings: the form holds the profile as it is now (no bio).
  await page.goto('/settings');
  const bioA = page.getByRole('textbox', { name: 'Bio' });
  await expect(bioA).toHaveValue('');

  const other = await browser.newContext();
  try {
    // Browser B writes a bio.
    const second = await other.newPage();
    await signIn(second, email);
    await expect(second).toHaveURL(/\/dashboard$/);
    await second.goto('/settings');
    await second.getByRole('textbox', { name: 'Bio' }).fill('Written in browser B.');
    await second.getByRole('button', { name: 'Save Changes' }).click();
    await expect(second.getByRole('dialog', { name: 'Settings saved' })).toBeVisible();

    // A, whose form is older, changes only the location: B's bio stays.
    await page.getByRole('textbox', { name: 'Location' }).fill('Lisbon');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('dialog', { name: 'Settings saved' })).toBeVisible();
    await expect(bioA).toHaveValue('Written in browser B.');

    // B reloads its profile: A's location is there, read from the server, and B's bio too.
    await second.goto('/profile');
    await expect(second.getByText('Written in browser B.')).toBeVisible();
    await expect(second.getByText('Lisbon')).toBeVisible();
    await expectNoAxeViolations(second);
    await page.goto('/profile');
    await expect(page.getByText('Written in browser B.')).toBeVisible();
    await expect(page.getByText('Lisbon')).toBeVisible();
  } finally {
    await other.close();
  }
});

test('"Skip for now" is remembered: the next sign-in goes to the dashboard', async ({ page }) => {
  const email = newEmail('skipper');
  await signUpAndConfirm(page, 'Skipper Sam', email);
  await page
    .getByRole('dialog', { name: 'Welcome to CodeNest!' })
    .getByRole('button', { name: 'Skip for now' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  await signIn(page, email);
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText('Signed in successfully!');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Skipper!');
  await expect(page.getByRole('dialog', { name: 'Welcome to CodeNest!' })).toHaveCount(0);
});

test('forgot password: the mailed link opens the new-password dialog and signs in', async ({
  page,
}) => {
  // Never signed in yet (the reset link confirms the address): still the first login.
  const email = newEmail('forgetful');
  await signUp(page, 'Forgetful Fred', email);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByRole('status')).toContainText('a link to reset your password');

  await page.goto(await mailLink(email, 'Reset'));
  const reset = page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(reset).toBeVisible();
  await reset.getByLabel('New Password', { exact: true }).fill('brand-new-42');
  await reset.getByLabel('Confirm New Password').fill('brand-new-42');
  await reset.getByRole('button', { name: 'Update Password' }).click();
  // The confirmation stays until the learner moves on; no welcome modal covers it.
  const done = page.getByRole('dialog', { name: 'Password updated' });
  await expect(done.getByRole('status')).toHaveText(
    'Your password has been updated. You are signed in.',
  );
  const next = done.getByRole('button', { name: 'Continue to dashboard' });
  await expect(next).toBeFocused();
  await page.waitForTimeout(1_500);
  await expect(done.getByRole('status')).toBeVisible();
  await next.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Forgetful!');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await signOut(page);
  await signIn(page, email, 'brand-new-42');
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText('Signed in successfully!');
});

test('saved preferences take effect and survive a reload; delete account removes it all', async ({
  page,
}) => {
  const email = newEmail('prefs');
  await signUpAndConfirm(page, 'Pat Prefs', email);
  await page
    .getByRole('dialog', { name: 'Welcome to CodeNest!' })
    .getByRole('button', { name: 'Set up profile' })
    .click();
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.getByRole('switch', { name: 'Compact mode' }).click();
  await page.getByRole('switch', { name: 'Animations' }).click();
  await page.getByLabel('Theme', { exact: true }).selectOption('dark');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
  const html = page.locator('html');
  await expect(html).toHaveClass(/compact/);
  await expect(html).toHaveClass(/no-animations/);
  await expect(html).toHaveClass(/dark/);

  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await expect(page.getByRole('switch', { name: 'Compact mode' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(html).toHaveClass(/compact/);

  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(html).not.toHaveClass(/compact/);
  await signIn(page, email);
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    'The email or password you entered is incorrect. Please check your credentials and try again.',
  );
});

test('a confirmation link opened in another browser says the address is confirmed', async ({
  page,
  browser,
}) => {
  const email = newEmail('elsewhere');
  await signUp(page, 'Elsewhere Ellie', email);
  const link = await mailLink(email, 'Confirm');

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await second.goto(link);
    await expect(second).toHaveURL(/\/$/);
    const dialog = second.getByRole('dialog', { name: 'Welcome Back' });
    await expect(dialog.getByRole('status')).toHaveText(
      'Your email is confirmed. Sign in to continue.',
    );
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(second).toHaveURL(/\/settings\?first-login=true$/);
    await expect(second.getByRole('dialog', { name: 'Welcome to CodeNest!' })).toBeVisible();
  } finally {
    await other.close();
  }
});
