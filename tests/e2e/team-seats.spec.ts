import { expect, test } from '@playwright/test';
import { mailLink, newEmail, PASSWORD, signIn } from './support/account';
import { pay, SUCCEEDS } from './support/checkout';
import { expectNoAxeViolations, openInTheme } from './support/pages';
import { serverAccount } from './support/teams';

test('an owner buys seats, invites by e-mail, and the invitee signs up from the link and joins with Pro', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const owner = await serverAccount(request, 'Olga Owner');
  await signIn(page, owner.email);
  await expect(page).toHaveURL(/\/dashboard|\/settings/);

  // Seats chosen on /pricing are what the checkout sells.
  await page.goto('/pricing');
  const enterprise = page.getByRole('article', { name: 'Enterprise' });
  await enterprise.getByRole('spinbutton', { name: 'Seats for your team' }).fill('3');
  await expect(enterprise).toContainText('3 × $99 = $297 per month.');
  await enterprise.getByRole('button', { name: /Subscribe to Enterprise/ }).click();
  await expect(page.getByText('3 seats × $99.00, billed monthly')).toBeVisible();
  await pay(page, SUCCEEDS);
  await expect(page).toHaveURL(/\/success/);
  await page.getByRole('link', { name: 'Invite your team' }).click();

  await expect(page).toHaveURL(/\/team\?tab=seats/);
  await expect(page.getByRole('main')).toContainText('Owner · 0 of 3 seats used');
  await expect(page.getByRole('tab', { name: 'Seats and invitations' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const inviteeEmail = newEmail('ivy');
  await page.getByLabel('E-mail address').fill(inviteeEmail);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation sent' })).toHaveText(
    `Invitation sent to ${inviteeEmail}.`,
  );
  await expect(page.getByRole('region', { name: 'Open invitations' })).toContainText(inviteeEmail);

  // The invitee has no account: the mailed link lets them make one and come back to join.
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(await mailLink(inviteeEmail, 'invited you'));
  const main = invitee.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText("Join Olga Owner's team");
  await expect(main).toContainText('see your progress and the code you submit');
  await expectNoAxeViolations(invitee);
  await main.getByRole('button', { name: 'Create an account and join' }).click();
  const dialog = invitee.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Ivy Invitee');
  await dialog.getByLabel('Email').fill(inviteeEmail);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByRole('status')).toContainText('check your email');
  await invitee.goto(await mailLink(inviteeEmail, 'Confirm'));
  await expect(invitee).toHaveURL(/\/team\/join\?token=/);
  await main.getByRole('button', { name: "Join Olga Owner's team" }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText("You joined Olga Owner's team");
  await expect(
    invitee
      .getByRole('banner')
      .getByRole('link', { name: /^Your plan:/ })
      .first(),
  ).toHaveText('Your plan: Pro');
  await context.close();

  await page.reload();
  await expect(page.getByRole('main')).toContainText('Owner · 1 of 3 seats used');
  await expect(page.getByRole('region', { name: 'Open invitations' })).toContainText(
    'No open invitations.',
  );
  for (const theme of ['light', 'dark'] as const) {
    await openInTheme(page, '/team?tab=seats', theme);
    await expect(page.getByRole('main')).toContainText('1 of 3 seats used');
    await expectNoAxeViolations(page);
  }
});
