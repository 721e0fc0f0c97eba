import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { PRICE_IDS } from '@domain/billing';
import type { InviteCreated, TeamSummary } from '@domain/team-api';
import { newEmail, signUpAndConfirm } from './support/account';
import { pay, SUCCEEDS } from './support/checkout';
import { callFunction } from './support/course';
import { expectNoAxeViolations, openInTheme, type ThemeName } from './support/pages';

const ZONE = 'Europe/Berlin';
test.use({ timezoneId: ZONE });

const THEMES: ThemeName[] = ['light', 'dark'];
const PHONE = devices['Pixel 7'];

/** No axe violation on `path` in both themes, at the page's size and on a phone. */
async function expectAccessible(
  browser: Browser,
  page: Page,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<void> {
  const phone = await browser.newContext({
    ...PHONE,
    timezoneId: ZONE,
    storageState: await page.context().storageState(),
  });
  try {
    for (const target of [page, await phone.newPage()]) {
      for (const theme of THEMES) {
        await openInTheme(target, path, theme);
        await ready(target);
        await expectNoAxeViolations(target);
      }
    }
  } finally {
    await phone.close();
  }
}

test('a manager assigns a lesson, the member completes it from the dashboard, the manager sees it done', async ({
  browser,
  page,
}) => {
  // Two sign-ups, a checkout, a lesson and eight axe scans: minutes on a loaded machine.
  test.setTimeout(240_000);

  // The manager: an Enterprise subscriber of one seat, through the local checkout.
  await signUpAndConfirm(page, 'Maria Manager', newEmail('manager'));
  const origin = new URL(page.url()).origin;
  const checkout = await callFunction<{ url: string }>(page, 'stripe-checkout', 'POST', {
    price_id: PRICE_IDS.enterprise,
    success_url: `${origin}/success`,
    cancel_url: `${origin}/pricing`,
    quantity: 1,
  });
  await page.goto(checkout.url);
  await pay(page, SUCCEEDS);
  await expect(page).toHaveURL(/\/success/);
  const [team] = await callFunction<TeamSummary[]>(page, 'teams', 'GET');
  const invite = await callFunction<InviteCreated>(page, 'team-invite-links', 'POST', {
    teamId: team!.id,
  });

  // The member joins with the invite link.
  const memberContext = await browser.newContext({ timezoneId: ZONE });
  const member = await memberContext.newPage();
  await signUpAndConfirm(member, 'Tom Learner', newEmail('member'));
  await callFunction(member, 'team-invite-accept', 'POST', {
    token: new URL(invite.url).searchParams.get('token'),
  });

  // The manager assigns the first lesson, due on a date and time of their own zone.
  await page.goto('/team?tab=assignments');
  const tab = page.getByRole('tabpanel', { name: 'Assignments' });
  await expect(tab.getByText('No assignments yet')).toBeVisible();
  await expect(tab.getByText(`Date and time in your time zone (${ZONE}).`)).toBeVisible();
  await tab.getByLabel('What to assign').selectOption({ label: 'Lesson' });
  await tab
    .getByLabel('Lesson', { exact: true })
    .selectOption({ label: 'Lesson 1: Hello, World!' });
  await tab.getByLabel('Due').fill('2031-05-20T17:00');
  await tab.getByRole('button', { name: 'Assign' }).click();
  // In the learners' date format: MM/DD/YYYY until they choose another.
  const due = 'Tue, 05/20/2031, 5:00 PM GMT+2';
  await expect(tab.getByRole('status')).toHaveText(
    `Assigned: Lesson "Lesson 1: Hello, World!", due ${due}.`,
  );
  const item = tab.getByRole('listitem').filter({ hasText: 'Lesson 1: Hello, World!' });
  await expect(item).toContainText(`Due ${due}`);
  await expect(item).toContainText('0 done0 late1 not startedof 1 member');

  // The member sees it on the dashboard, not started, and opens it from there.
  await member.goto('/dashboard');
  const mine = member.getByRole('region', { name: 'Your assignments' });
  const assigned = mine.getByRole('listitem').filter({ hasText: 'Lesson 1: Hello, World!' });
  await expect(assigned).toContainText('Not started');
  await expect(assigned).toContainText(`Lesson · ${team!.name} · Due ${due}`);
  await expectAccessible(browser, member, '/dashboard', (target) =>
    expect(target.getByRole('region', { name: 'Your assignments' })).toContainText('Not started'),
  );

  await member.goto('/dashboard');
  await mine.getByRole('link', { name: 'Open lesson: Lesson 1: Hello, World!' }).click();
  await expect(member).toHaveURL(/\/learn\/c\?lesson=c-001$/);
  await expect(member.getByRole('heading', { level: 1, name: 'Hello, World!' })).toBeVisible();
  await member.getByRole('article').getByRole('button', { name: 'Next' }).click();
  await expect(
    member.getByRole('heading', { level: 1, name: /Variables and Data Types/ }),
  ).toBeVisible();

  await member.goto('/dashboard');
  await expect(mine).toContainText('All your assignments are finished. Well done!');
  await mine.getByText('Finished (1)').click();
  await expect(mine.getByRole('group')).toContainText('Lesson 1: Hello, World!Done');
  await memberContext.close();

  // The manager sees it done, with the member's status in words.
  await page.goto('/team?tab=assignments');
  await expect(item).toContainText('1 done0 late0 not startedof 1 member');
  await item.getByRole('button', { name: 'Show members' }).click();
  const row = item.getByRole('row', { name: /Tom Learner/ });
  await expect(row.getByRole('cell').first()).toHaveText('Done');
  await expectAccessible(browser, page, '/team?tab=assignments', async (target) => {
    const shown = target
      .getByRole('tabpanel', { name: 'Assignments' })
      .getByRole('listitem')
      .filter({ hasText: 'Lesson 1: Hello, World!' });
    await shown.getByRole('button', { name: 'Show members' }).click();
    await expect(shown.getByRole('row', { name: /Tom Learner/ })).toContainText('Done');
  });
});
