import { expect, test, type Page } from '@playwright/test';

/** Jumps to `y` at once and resolves after the page has handled the scroll event. */
async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        const done = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        if (Math.round(window.scrollY) === target) return done();
        window.addEventListener('scroll', done, { once: true });
        window.scrollTo({ top: target, behavior: 'instant' });
      }),
    y,
  );
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test('the back-to-top button appears after 300px of scroll and returns to the top', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const button = page.getByRole('button', { name: 'Back to top' });

  await expect(button).toBeHidden();

  await scrollToY(page, 250);
  await expect(button).toBeHidden();

  await scrollToY(page, 400);
  await expect(button).toBeVisible();

  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});
