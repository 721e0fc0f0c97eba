import { expect, test, type Page } from '@playwright/test';
import { newEmail, signUpAndConfirm } from './support/account';

const WEBSITE_PROBLEM = 'Enter a website starting with http:// or https://, or leave it empty.';

async function openProfileSettings(page: Page): Promise<void> {
  await signUpAndConfirm(page, 'Wendy Website', newEmail('website'));
  await page
    .getByRole('dialog', { name: 'Welcome to CodeNest!' })
    .getByRole('button', { name: 'Set up profile' })
    .click();
}

/** The save bar's top edge and the header's bottom edge, in the viewport. */
async function clearArea(page: Page): Promise<{ top: number; bottom: number }> {
  const header = (await page.getByRole('banner').boundingBox())!;
  const bar = (await page.getByRole('button', { name: 'Save Changes' }).boundingBox())!;
  return { top: header.y + header.height, bottom: bar.y - 16 };
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`an invalid website shows under the field, clear of the save bar, at ${viewport.width} px`, async ({
    page,
  }) => {
    await openProfileSettings(page);
    await page.setViewportSize(viewport);
    const website = page.getByRole('textbox', { name: 'Website' });
    await website.fill('my site');
    await page.getByRole('tab', { name: 'Coding' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(website).toBeFocused();
    await expect(website).toHaveAttribute('aria-invalid', 'true');
    await expect(website).toHaveAccessibleDescription(WEBSITE_PROBLEM);
    const problem = page.getByText(WEBSITE_PROBLEM, { exact: true });
    await expect(problem).toHaveCount(1);
    await expect(problem).toBeInViewport();
    const label = page.locator('label', { hasText: /^Website$/ });
    // Smooth scrolling: wait until the field, its label and its problem sit between the sticky
    // header and the sticky save bar.
    await expect
      .poll(async () => {
        const area = await clearArea(page);
        const top = (await label.boundingBox())!.y;
        const message = (await problem.boundingBox())!;
        return top >= area.top && message.y + message.height <= area.bottom;
      })
      .toBe(true);

    await website.fill('https://wendy.dev');
    await expect(website).not.toHaveAttribute('aria-invalid');
    await expect(problem).toHaveCount(0);
  });
}
