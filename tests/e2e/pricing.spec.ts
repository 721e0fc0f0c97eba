import { expect, test, type Locator, type Page } from '@playwright/test';
import { PRO_TRIAL_DAYS, TRIAL_USED_NOTE } from '@domain/billing';
import { newEmail, signUpAndConfirm } from './support/account';
import { DECLINED, pay, SUCCEEDS } from './support/checkout';
import { expectHeadingsInOrder, expectNoAxeViolations, type ThemeName } from './support/pages';

const card = (page: Page, plan: string): Locator => page.getByRole('article', { name: plan });
const planBadge = (page: Page): Locator =>
  page.getByRole('banner').getByRole('link', { name: /^Your plan:/ });
const proButton = (page: Page): Locator =>
  card(page, 'Pro').getByRole('button', { name: /Start 14-day free trial/ });

/** The day the trial ends as the pages write it; the server counts from now, in UTC. */
function trialEndChoices(): string {
  // In the learner's date format: MM/DD/YYYY until they choose another.
  const format = (date: Date) =>
    [date.getUTCMonth() + 1, date.getUTCDate()]
      .map((part) => String(part).padStart(2, '0'))
      .concat(String(date.getUTCFullYear()))
      .join('/');
  const day = 24 * 3600 * 1000;
  const dates = [0, 1].map((extra) =>
    format(new Date(Date.now() + (PRO_TRIAL_DAYS + extra) * day)),
  );
  return `(${[...new Set(dates)].join('|')})`;
}

async function signUpForPricing(page: Page, label: string): Promise<void> {
  await signUpAndConfirm(page, 'Petra Pricing', newEmail(label));
  await page.goto('/pricing');
  await expect(card(page, 'Free').getByText('Current plan')).toBeVisible();
}

test.describe('/pricing', () => {
  test('a visitor sees the three plans, and is asked to create an account to subscribe', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await expect(page).toHaveTitle('Pricing | CodeNest');
    await expectHeadingsInOrder(page);
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(card(page, 'Free')).toContainText('$0');
    await expect(card(page, 'Pro')).toContainText('$19');
    await expect(card(page, 'Enterprise')).toContainText('$99');
    await expect(planBadge(page)).toHaveCount(0);

    await proButton(page).click();
    const modal = page.getByRole('dialog', { name: 'Create an account to subscribe' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Create account' })).toBeFocused();
    await modal.getByRole('button', { name: 'Create account' }).click();
    const auth = page.getByRole('dialog', { name: 'Join CodeNest' });
    await expect(auth).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('a learner checks out Pro, sees it everywhere, cancels, resumes and ends it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpForPricing(page, 'pro');
    await expect(planBadge(page)).toHaveCount(0);

    await proButton(page).click();
    await pay(page, SUCCEEDS);

    await expect(page).toHaveURL(/\/success/);
    // A trial: no payment was taken, and the page says so.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Your ${PRO_TRIAL_DAYS}-day Pro trial has started`,
    );
    await expect(page.getByText('Payment successful')).toHaveCount(0);
    const trialEnd = trialEndChoices();
    await expect(page.getByRole('status')).toHaveText(
      new RegExp(`Your Pro trial runs until ${trialEnd}`),
    );
    await expect(planBadge(page)).toHaveText('Your plan: Pro');

    await page.goto('/pricing');
    const pro = card(page, 'Pro');
    await expect(pro.getByText('Current plan')).toBeVisible();
    await expect(card(page, 'Free').getByText('Current plan')).toHaveCount(0);
    await expect(
      card(page, 'Free').getByRole('button', { name: 'Included in Pro' }),
    ).toBeDisabled();
    await expect(planBadge(page)).toBeVisible();
    await pro.getByRole('link', { name: 'Manage in Settings' }).click();

    await expect(page).toHaveURL(/\/settings\?tab=billing$/);
    const billing = page.getByRole('tabpanel', { name: 'Billing' });
    await expect(billing).toBeVisible();
    await expect(billing).toContainText('Trial');
    await expect(billing.getByText(new RegExp(`^${trialEnd}$`))).toBeVisible();

    await billing.getByRole('button', { name: 'Cancel at period end' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel Pro?' });
    await confirm.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(confirm).toBeHidden();
    await expect(billing.getByText(new RegExp(`^Pro until ${trialEnd}$`))).toBeVisible();
    await expect(billing.getByRole('button', { name: 'Cancel at period end' })).toHaveCount(0);

    await billing.getByRole('button', { name: 'Resume subscription' }).click();
    await expect(billing.getByRole('button', { name: 'Cancel at period end' })).toBeVisible();
    await expect(billing.getByText(/^Pro until/)).toHaveCount(0);

    await billing.getByRole('button', { name: 'End subscription now' }).click();
    const endNow = page.getByRole('dialog', { name: 'End Pro now?' });
    await endNow.getByRole('button', { name: 'End subscription now' }).click();
    await expect(endNow).toBeHidden();
    await expect(billing.getByText("You're on the Free plan")).toBeVisible();
    await expect(planBadge(page)).toHaveCount(0);

    await page.goto('/profile');
    await expect(page.getByRole('link', { name: 'Free plan' })).toBeVisible();

    // One trial per account: Pro again is billed at once, and /pricing says so.
    await page.goto('/pricing');
    await expect(card(page, 'Free').getByText('Current plan')).toBeVisible();
    const again = card(page, 'Pro');
    await expect(again.getByText(TRIAL_USED_NOTE)).toBeVisible();
    await expect(again).not.toContainText('free trial.');
    await expect(again.getByRole('button', { name: /Start 14-day free trial/ })).toHaveCount(0);
    await again.getByRole('button', { name: 'Subscribe to Pro' }).click();
    await expect(page).toHaveURL(/\/checkout\/local\//);
    await expect(page.getByText('$19.00 due today, then $19.00/month.')).toBeVisible();
    await expect(page.getByText('days free')).toHaveCount(0);
    await pay(page, SUCCEEDS);
    await expect(page).toHaveURL(/\/success/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment successful');
    await expect(page.getByRole('status')).toHaveText(/^You're on Pro/);
    await expect(planBadge(page)).toHaveText('Your plan: Pro');
  });

  test('/success sends a visitor to /pricing: there is no checkout of theirs to show', async ({
    page,
  }) => {
    await page.goto('/success');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('article', { name: 'Pro' })).toBeVisible();
    await expect(page.getByText('Payment successful')).toHaveCount(0);
  });

  test('a declined card says why, and Cancel on the checkout goes back to /pricing', async ({
    page,
  }) => {
    await signUpForPricing(page, 'declined');
    await proButton(page).click();
    await pay(page, DECLINED);
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(page).toHaveURL(/\/checkout\/local\//);

    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(card(page, 'Free').getByText('Current plan')).toBeVisible();
    await expect(proButton(page)).toBeEnabled();
    await expect(planBadge(page)).toHaveCount(0);
  });

  test('a learner who chooses Free sees a confirmation that closes after 3 seconds', async ({
    page,
  }) => {
    await signUpForPricing(page, 'free');
    await card(page, 'Free').getByRole('button', { name: 'Continue with Free' }).click();
    const confirmation = page.getByRole('dialog', { name: "You're on the Free plan" });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText('Basic code editor');
    const shownAt = Date.now();
    await expect(confirmation).toBeHidden({ timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000);
  });

  test('the enterprise demo form checks its fields, then confirms with a reference', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await card(page, 'Enterprise').getByRole('button', { name: 'Book a demo' }).click();
    const form = page.getByRole('dialog', { name: 'Book an Enterprise demo' });
    await form.getByRole('button', { name: 'Request demo' }).click();
    const first = form.getByLabel('First name');
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription('Enter your first name.');
    await expect(form.getByLabel('Work email')).toHaveAccessibleDescription(
      'Enter your email address.',
    );
    await expect(form.getByLabel('Team size')).toHaveAccessibleDescription(
      'Choose your team size.',
    );

    await first.fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('Work email').fill('grace@navy.example');
    await form.getByLabel('Company').fill('US Navy');
    await form.getByLabel('Team size').selectOption('51-200');
    await form.getByLabel(/What would you like to see/).fill('Progress reports for 120 sailors');
    await form.getByRole('button', { name: 'Request demo' }).click();
    await expect(form.getByRole('status')).toContainText(/Your reference: CN-[0-9A-F]+/);
    await form.getByRole('button', { name: 'Close' }).click();
    await expect(form).toBeHidden();
  });
});

for (const theme of ['light', 'dark'] as ThemeName[]) {
  test(`pricing, the local checkout, /success and Billing pass an axe scan (${theme})`, async ({
    page,
  }) => {
    // Eight full-page scans and a sign-up: longer than one journey.
    test.setTimeout(120_000);
    await page.addInitScript((saved) => window.localStorage.setItem('theme', saved), theme);
    await page.goto('/pricing');
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
    else await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expect(page.getByRole('article')).toHaveCount(3);
    // Scanned once the session is read and the plan buttons are enabled (not mid-fade).
    await expect(proButton(page)).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Book a demo' }).click();
    await page.getByRole('button', { name: 'Request demo' }).click();
    await expect(page.getByRole('dialog').getByLabel('First name')).toBeFocused();
    await expectNoAxeViolations(page);

    await signUpForPricing(page, `axe-${theme}`);
    await expectNoAxeViolations(page);
    await proButton(page).click();
    await expect(page).toHaveURL(/\/checkout\/local\//);
    await expectNoAxeViolations(page);
    await pay(page, DECLINED);
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
    await pay(page, SUCCEEDS);
    await expect(page.getByRole('status')).toContainText('Your Pro trial runs until');
    await expectNoAxeViolations(page);

    await page.goto('/pricing');
    await expect(card(page, 'Pro').getByText('Current plan')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/settings?tab=billing');
    await expect(page.getByRole('tabpanel', { name: 'Billing' })).toContainText('Trial');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'End subscription now' }).click();
    await expect(page.getByRole('dialog', { name: 'End Pro now?' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
