import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'nest-of-c-42';

export function newEmail(label: string): string {
  return `${label}-${crypto.randomBytes(4).toString('hex')}@example.com`;
}

interface OutboxEntry {
  to: string;
  subject: string;
  link?: string;
}

/** The newest mail to `email` whose subject contains `subject`, waiting for it to arrive. */
export async function mailLink(email: string, subject: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const names = fs.existsSync(dir)
          ? fs.readdirSync(dir).filter((n) => n.endsWith('.json'))
          : [];
        const mails = names
          .sort()
          .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as OutboxEntry)
          .filter((mail) => mail.to === email && mail.subject.includes(subject));
        link = mails.at(-1)?.link;
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Opens the header's menu on a phone, once the app has taken over the prerendered page. A
 * press that opened it but was seen late must not be followed by one that closes it. */
async function openPhoneMenu(page: Page): Promise<Locator> {
  const menu = page.locator('#mobile-menu');
  await expect(async () => {
    if (!(await menu.isVisible())) {
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'Open menu' })
        .click({ timeout: 2000 });
    }
    await expect(menu).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  return menu;
}

/** The header's Get Started button; on a phone it is in the menu. */
async function openSignUp(page: Page): Promise<void> {
  const place = isPhone(page) ? await openPhoneMenu(page) : page.getByRole('banner');
  await place.getByRole('button', { name: 'Get Started' }).filter({ visible: true }).click();
}

/** Signs up through the dialog (the confirmation mail is sent, nothing is confirmed yet). */
export async function signUp(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/');
  await openSignUp(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Account created successfully! Please check your email for a confirmation link.',
  );
}

/** Signs up through the dialog and follows the confirmation link: signed in on /settings. */
export async function signUpAndConfirm(page: Page, name: string, email: string): Promise<void> {
  await signUp(page, name, email);
  await page.goto(await mailLink(email, 'Confirm'));
  await expect(page).toHaveURL(/\/settings\?first-login=true$/);
}

/** Signs out from the header and waits until the sign-out has finished: a navigation before
 * that would reload the page with the old session still stored. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/');
  await openSignInDialog(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Opens the sign-in dialog from the header of the page shown; on a phone it is in the menu. */
export async function openSignInDialog(page: Page): Promise<void> {
  const place = isPhone(page) ? await openPhoneMenu(page) : page.getByRole('banner');
  await place
    .getByRole('button', { name: 'Sign In', exact: true })
    .filter({ visible: true })
    .click();
}
