import { expect, test, type Page } from '@playwright/test';
import { challenges } from '@content/challenges';
import { TIME_ZONES, todaysChallengeId } from '@domain/challenge-rules';
import { newEmail, signUpAndConfirm } from './support/account';
import { expectNoAxeViolations, openInTheme, type ThemeName } from './support/pages';

/** Today's built-in for a new learner, whose days are counted in the default Pacific zone. */
function todaysChallenge() {
  const id = todaysChallengeId(new Date(), TIME_ZONES.Pacific);
  return challenges.find((challenge) => challenge.id === id)!;
}

async function waitForChallenge(page: Page): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 2, name: todaysChallenge().title }),
  ).toBeVisible();
}

test('a visitor is sent home with the sign-in dialog open', async ({ page }) => {
  await page.goto('/daily-challenge');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
});

test("a learner sees today's challenge and starts it", async ({ page }) => {
  await signUpAndConfirm(page, 'Dee Daily', newEmail('daily'));
  await page.goto('/daily-challenge');
  await expect(page.getByText("Loading today's challenge...")).toBeVisible();
  await waitForChallenge(page);

  const today = todaysChallenge();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Daily Challenge' })).toBeVisible();
  await expect(main.getByRole('timer')).toHaveText(/^Next challenge in \d+h \d+m \d+s$/);
  await expect(main.getByText(today.description)).toBeVisible();
  await expect(main.getByText('Day Streak')).toBeVisible();
  await expect(main.getByText('0 days', { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  await expect(main.getByRole('table')).toContainText('Diamond');
  await expect(
    main.getByRole('region', { name: 'Practice Challenges' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(27);

  await main.getByRole('button', { name: 'Start Challenge' }).click();
  await expect(main.getByRole('button', { name: 'Starting...' })).toBeVisible();
  await expect(page).toHaveURL(/\/challenge$/);
  const stored = await page.evaluate(() => window.sessionStorage.getItem('codenest:challenge'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ id: today.id, isDaily: true, code: null });
});

test('practice cards far below the fold are laid out only as they scroll near', async ({
  page,
}) => {
  await signUpAndConfirm(page, 'Lee Lazy', newEmail('daily-lazy'));
  // A phone's screen: the last practice card is many screens down.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/daily-challenge');
  await waitForChallenge(page);
  const practice = page.getByRole('region', { name: 'Practice Challenges' });
  const lastCard = practice.getByRole('heading', { level: 3 }).last();
  // Skipped by the browser's rendering (content-visibility: auto), yet in the page for
  // assistive technology and find-in-page.
  await expect(lastCard).toBeAttached();
  expect(
    await lastCard.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true })),
  ).toBe(false);
  await lastCard.scrollIntoViewIfNeeded();
  await expect
    .poll(() => lastCard.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true })))
    .toBe(true);
});

test('the difficulty filter lives in the address', async ({ page }) => {
  await signUpAndConfirm(page, 'Fay Filter', newEmail('daily-filter'));
  await page.goto('/daily-challenge');
  await waitForChallenge(page);
  const practice = page.getByRole('region', { name: 'Practice Challenges' });
  await practice.getByRole('button', { name: 'Advanced' }).click();
  await expect(page).toHaveURL(/\?difficulty=Advanced$/);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Practice Challenges' }).getByRole('button', {
      name: 'Advanced',
    }),
  ).toHaveAttribute('aria-pressed', 'true');
});

for (const theme of ['light', 'dark'] as ThemeName[]) {
  test(`has no axe violations in the ${theme} theme`, async ({ page }) => {
    await signUpAndConfirm(page, 'Axel Scan', newEmail(`daily-${theme}`));
    await openInTheme(page, '/daily-challenge', theme);
    await waitForChallenge(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
  });
}
