import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openInTheme } from './support/pages';

const panel = (page: Page) => page.getByRole('complementary', { name: 'Course' });
const menuButton = (page: Page) =>
  panel(page).getByRole('button', { name: 'Lessons', exact: true });
const lessonList = (page: Page) => panel(page).getByRole('navigation', { name: 'Lessons' });

test('on a phone, /learn/c has its progress and a lesson menu at the top', async ({ page }) => {
  await page.goto('/learn/c');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Hello, World!');
  // The progress and the menu are on the first screen, above the lesson.
  await expect(panel(page)).toBeInViewport();
  await expect(panel(page)).toContainText('0/24 lessons completed');
  await expect(menuButton(page)).toBeInViewport();
  const panelBottom = await panel(page).evaluate((node) => node.getBoundingClientRect().bottom);
  const headingTop = await heading.evaluate((node) => node.getBoundingClientRect().top);
  expect(panelBottom).toBeLessThan(headingTop);
  // The page is the lesson's, not a long list's: the lessons wait behind the button.
  await expect(lessonList(page)).toBeHidden();

  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(lessonList(page)).toBeInViewport();
  await panel(page).getByRole('button', { name: 'Show all 24 lessons' }).click();
  await expect(lessonList(page).getByRole('listitem')).toHaveCount(24);
  await lessonList(page)
    .getByRole('button', { name: /^6\. Reading Input with scanf/ })
    .click();

  await expect(page).toHaveURL(/\/learn\/c\?lesson=c-006$/);
  await expect(heading).toHaveText('Reading Input with scanf');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(lessonList(page)).toBeHidden();
  await expect(menuButton(page)).toBeInViewport();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the open lesson menu passes axe on a phone (${theme})`, async ({ page }) => {
    await openInTheme(page, '/learn/c?lesson=c-006', theme);
    await menuButton(page).click();
    await expect(lessonList(page)).toBeVisible();
    // The menu and the header; the lesson text below has scans of its own.
    const results = await new AxeBuilder({ page }).include('aside').include('header').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
}
