import { expect, test, type Page } from '@playwright/test';
import { newEmail, signUpAndConfirm } from './support/account';
import { becomePro } from './support/checkout';
import { expectHeadingsInOrder, expectNoAxeViolations, openInTheme } from './support/pages';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search courses' });
const level = (page: Page) => page.getByRole('combobox', { name: 'Level' });
// The course filter, not the footer's choice of the site's language.
const language = (page: Page) => page.getByRole('combobox', { name: 'Language', exact: true });
const count = (page: Page) => page.getByTestId('course-count');
const cardTitles = (page: Page) =>
  page.getByTestId('course-card').getByRole('heading', { level: 3 });
const card = (page: Page, title: string) =>
  page
    .getByTestId('course-card')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

test('filtering to nothing shows the empty state, and Clear Filters brings every course back', async ({
  page,
}) => {
  await page.goto('/courses');
  await expect(count(page)).toHaveText('6 courses found');
  await expect(page.getByTestId('featured-course')).toContainText('C Programming');

  await searchBox(page).fill('pointers');
  await expect(count(page)).toHaveText('2 courses found');
  await expect(cardTitles(page)).toHaveText(['C Programming', 'Modern C++']);
  await expect(page).toHaveURL(/\/courses\?q=pointers$/);

  await level(page).selectOption('Advanced');
  await expect(page.getByRole('heading', { level: 2, name: 'No courses found' })).toBeVisible();
  await expect(
    page.getByText('Try adjusting your search terms or filters to find more courses.'),
  ).toBeVisible();
  await expect(count(page)).toHaveText('0 courses found');
  await expect(page).toHaveURL(/\/courses\?q=pointers&level=Advanced$/);

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(level(page)).toHaveValue('All Levels');
  await expect(language(page)).toHaveValue('All Languages');
  await expect(page).toHaveURL(/\/courses$/);
  await expect(count(page)).toHaveText('6 courses found');
  await expect(cardTitles(page)).toHaveCount(6);
});

test('Enter in the search box searches and takes the learner to the count', async ({ page }) => {
  await page.goto('/courses');
  await searchBox(page).fill('goroutines');
  await searchBox(page).press('Enter');
  await expect(count(page)).toBeFocused();
  await expect(count(page)).toHaveText('1 course found');
  await expect(cardTitles(page)).toHaveText(['Go for Backend Services']);
});

test('a shared filtered address restores the filters and the results, and so does a reload', async ({
  page,
}) => {
  await page.goto('/courses?q=memory&level=Beginner&language=C');
  for (let visit = 0; visit < 2; visit++) {
    await expect(searchBox(page)).toHaveValue('memory');
    await expect(level(page)).toHaveValue('Beginner');
    await expect(language(page)).toHaveValue('C');
    await expect(count(page)).toHaveText('1 course found');
    await expect(cardTitles(page)).toHaveText(['C Programming']);
    await page.reload();
  }
});

test('Enroll on C takes a visitor to the first lesson', async ({ page }) => {
  await page.goto('/courses');
  await page
    .getByTestId('featured-course')
    .getByRole('button', { name: 'Enroll: C Programming' })
    .click();
  await expect(page).toHaveURL(/\/learn\/c$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, World!' })).toBeVisible();
});

test("Enroll on C starts a signed-in learner's course, which /courses then shows", async ({
  page,
}) => {
  await signUpAndConfirm(page, 'Course Taker', newEmail('courses'));
  await page.goto('/courses');
  const c = card(page, 'C Programming');
  await expect(c.getByRole('button', { name: 'Enroll: C Programming' })).toBeVisible();

  const opened = page.waitForResponse(
    (response) =>
      response.url().endsWith('/functions/v1/progress') &&
      response.request().method() === 'POST' &&
      (response.request().postDataJSON() as { action?: string }).action === 'open',
  );
  await c.getByRole('button', { name: 'Enroll: C Programming' }).click();
  expect((await opened).ok()).toBe(true);
  await expect(page).toHaveURL(/\/learn\/c$/);
  await expect(page.getByText('0/24')).toBeVisible();

  await page.goto('/courses');
  await expect(c.getByText('0 of 24 lessons · 0%')).toBeVisible();
  await expect(c.getByRole('progressbar', { name: 'C Programming progress' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await c.getByRole('link', { name: 'Continue: C Programming' }).click();
  await expect(page).toHaveURL(/\/learn\/c$/);
});

test('Enroll on a Pro course leads to /pricing', async ({ page }) => {
  await page.goto('/courses');
  const rust = card(page, 'Rust Systems Programming');
  await expect(rust.getByText('Coming soon')).toBeVisible();
  await rust.getByRole('link', { name: 'Enroll: Rust Systems Programming' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('Enroll on a Pro course tells a Pro learner it is coming, and keeps their wish to hear when it opens', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpAndConfirm(page, 'Pro Waiter', newEmail('wish'));
  await becomePro(page);
  await page.goto('/courses');
  const rust = card(page, 'Rust Systems Programming');
  const enroll = rust.getByRole('button', { name: 'Enroll: Rust Systems Programming' });
  await enroll.click();
  await expect(rust.getByText('Rust Systems Programming is coming soon')).toBeVisible();
  await expect(page).toHaveURL(/\/courses$/);
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/functions/v1/course-wishes') &&
      response.request().method() === 'POST',
  );
  await rust.getByRole('button', { name: 'Tell me when it opens' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(rust.getByRole('status')).toHaveText("We'll tell you when it opens");
  await expectNoAxeViolations(page);

  // Kept on the server: another visit says so, and the other Pro courses still offer it.
  await page.reload();
  await expect(rust.getByRole('status')).toHaveText("We'll tell you when it opens");
  await expect(rust.getByRole('button', { name: /Enroll/ })).toHaveCount(0);
  await expect(
    card(page, 'Modern C++').getByRole('button', { name: 'Enroll: Modern C++' }),
  ).toBeVisible();
});

test("a learning path's course shows that course's card", async ({ page }) => {
  await page.goto('/courses');
  await page
    .getByRole('list', { name: 'Courses of the Systems Programmer path' })
    .getByRole('link', { name: /Rust Systems Programming/ })
    .click();
  await expect(page).toHaveURL(/\/courses\?language=Rust#course-rust-programming$/);
  await expect(language(page)).toHaveValue('Rust');
  await expect(cardTitles(page)).toHaveText(['Rust Systems Programming']);
  await expect(card(page, 'Rust Systems Programming')).toBeInViewport();
});

for (const theme of ['light', 'dark'] as const) {
  test(`/courses passes an accessibility scan in the ${theme} theme`, async ({ page }) => {
    await openInTheme(page, '/courses', theme);
    await expect(cardTitles(page)).toHaveCount(6);
    await expectHeadingsInOrder(page);
    await expectNoAxeViolations(page);

    await openInTheme(page, '/courses?q=cobol', theme);
    await expect(page.getByRole('heading', { name: 'No courses found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
