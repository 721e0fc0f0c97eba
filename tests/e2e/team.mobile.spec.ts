import { expect, test } from '@playwright/test';
import { signIn } from './support/account';
import { expectNoAxeViolations, openInTheme } from './support/pages';
import { callAs, enterpriseOwner, serverAccount } from './support/teams';

test('on a phone, the team page and an invitation read well and pass axe in light and dark', async ({
  page,
  request,
}) => {
  // Four axe scans on a phone after two accounts are made.
  test.slow();
  const owner = await enterpriseOwner(request, 'Petra Phone', 4);
  const { url } = await callAs<{ url: string }>(request, owner.token, 'POST', 'team-invite-links', {
    teamId: owner.teamId,
  });
  const student = await serverAccount(request, 'Sam Student');
  await signIn(page, student.email);
  await expect(page).toHaveURL(/\/dashboard|\/settings/);
  for (const theme of ['light', 'dark'] as const) {
    await openInTheme(page, new URL(url).pathname + new URL(url).search, theme);
    await expect(page.getByRole('button', { name: "Join Petra Phone's team" })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.getByRole('button', { name: "Join Petra Phone's team" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You joined Petra Phone's team");

  // A member sees the teams they are in, and may leave.
  await openInTheme(page, '/team', 'dark');
  await expect(page.getByRole('heading', { name: 'Teams you are in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Leave team' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave team' }).click();
  await expect(page.getByText('You are not in a team yet')).toBeVisible();
  await expectNoAxeViolations(page);
});
