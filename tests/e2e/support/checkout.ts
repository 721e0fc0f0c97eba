import { expect, type Page } from '@playwright/test';

export const SUCCEEDS = '4242 4242 4242 4242';
export const DECLINED = '4000 0000 0000 0002';

/** Fills the local test checkout's card form and submits it. */
export async function pay(page: Page, number: string): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\/local\/cs_local_/);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Petra Pricing');
  await page.getByRole('button', { name: /Start trial|Subscribe/ }).click();
}

/** A signed-in learner takes Pro through /pricing and the local checkout, and lands on /success. */
export async function becomePro(page: Page): Promise<void> {
  await page.goto('/pricing');
  await page
    .getByRole('article', { name: 'Pro' })
    .getByRole('button', { name: /Start 14-day free trial/ })
    .click();
  await pay(page, SUCCEEDS);
  await expect(page).toHaveURL(/\/success/);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Your plan:/ })).toHaveText(
    'Your plan: Pro',
  );
}
