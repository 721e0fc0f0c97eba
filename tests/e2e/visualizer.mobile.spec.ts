import { expect, test } from '@playwright/test';

/*
 * The visualizer on a phone: the code above the memory picture, and the step controls in a bar
 * at the bottom, reachable without scrolling wherever the learner is in the dialog.
 */

test('on a phone the code comes first, memory under it, the controls stay at the bottom', async ({
  page,
}) => {
  await page.goto('/learn/c?lesson=c-017');
  await page
    .getByRole('region', { name: 'Example' })
    .getByRole('button', { name: 'Watch it run' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Visualizer' });
  await expect(dialog.getByText(/^Step 1 of \d+:/)).toBeVisible({ timeout: 30_000 });

  const code = await dialog.getByRole('region', { name: /^Code/ }).boundingBox();
  const memory = await dialog.getByRole('region', { name: 'Memory' }).boundingBox();
  expect(code!.y + code!.height).toBeLessThanOrEqual(memory!.y);

  const forward = dialog.getByRole('button', { name: 'Forward' });
  await expect(forward).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('slider', { name: 'Step' })).toBeInViewport({ ratio: 1 });
  const viewport = page.viewportSize()!;
  expect((await forward.boundingBox())!.y).toBeGreaterThan(viewport.height / 2);

  // Down at the memory picture, the controls are still there: a tap steps.
  await dialog.getByRole('region', { name: 'Memory' }).scrollIntoViewIfNeeded();
  await expect(forward).toBeInViewport({ ratio: 1 });
  await forward.tap();
  await expect(dialog.getByText(/^Step 2 of \d+:/)).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Memory' })).toBeInViewport();
});
