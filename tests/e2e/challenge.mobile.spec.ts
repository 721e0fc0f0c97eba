import { expect, test, type Page } from '@playwright/test';
import { newEmail, signUpAndConfirm } from './support/account';
import { expectNoAxeViolations, openInTheme } from './support/pages';

/** The challenge a learner is taking, as the daily challenge page keeps it in session storage. */
async function keepChallenge(page: Page, id: string): Promise<void> {
  await page.evaluate(
    (id) =>
      window.sessionStorage.setItem(
        'codenest:challenge',
        JSON.stringify({ id, isDaily: false, deadline: Date.now() + 30 * 60_000, code: null }),
      ),
    id,
  );
}

/** The timer is on screen and not under the header that stays at the top. */
async function expectTimerInView(page: Page): Promise<void> {
  const timer = page.getByRole('main').getByRole('timer');
  await expect(timer).toBeInViewport();
  const header = await page.getByRole('banner').boundingBox();
  const box = await timer.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
}

test('the timer stays in view while the learner scrolls down to code', async ({ page }) => {
  await signUpAndConfirm(page, 'Pia Phone', newEmail('challenge-phone'));
  await keepChallenge(page, 'practice-001');
  await page.goto('/challenge');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expectTimerInView(page);

  const editor = page.getByRole('textbox', { name: 'Solution code' });
  await editor.scrollIntoViewIfNeeded();
  await editor.click();
  await expect(editor).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await expectTimerInView(page);

  await page.getByRole('button', { name: 'Submit Solution' }).scrollIntoViewIfNeeded();
  await expectTimerInView(page);
});

for (const theme of ['light', 'dark'] as const) {
  test(`passes axe on a phone in the ${theme} theme, scrolled to the editor`, async ({ page }) => {
    await signUpAndConfirm(page, 'Axel Phone', newEmail(`challenge-phone-axe-${theme}`));
    await keepChallenge(page, 'practice-001');
    await openInTheme(page, '/challenge', theme);
    const editor = page.getByRole('textbox', { name: 'Solution code' });
    await editor.scrollIntoViewIfNeeded();
    await expectTimerInView(page);
    await expectNoAxeViolations(page);
  });
}
