import { expect, test, type Page } from '@playwright/test';
import { challenges } from '../../content/challenges';
import { dailyChallengeSolutions } from '../../content/daily-challenge-solutions';
import { TIME_ZONES, todaysChallengeId } from '../../src/domain/challenge-rules';
import { newEmail, signUpAndConfirm } from './support/account';
import { expectNoAxeViolations, openInTheme } from './support/pages';

const WRONG =
  '#include <stdio.h>\n\nint main(void)\n{\n    printf("nothing yet\\n");\n    return 0;\n}\n';

/** Today's built-in for a new learner, whose days are counted in the default Pacific zone. */
function todaysChallenge() {
  const id = todaysChallengeId(new Date(), TIME_ZONES.Pacific);
  return challenges.find((challenge) => challenge.id === id)!;
}

function editor(page: Page) {
  return page.getByRole('textbox', { name: 'Solution code' });
}

/** Replaces the editor's whole text, as a learner selecting all and typing would. */
async function replaceCode(page: Page, code: string): Promise<void> {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** The challenge a learner is taking, as the daily challenge page keeps it in session storage. */
async function keepChallenge(page: Page, id: string, minutesLeft: number): Promise<void> {
  await page.evaluate(
    ({ id, minutesLeft }) =>
      window.sessionStorage.setItem(
        'codenest:challenge',
        JSON.stringify({
          id,
          isDaily: id.startsWith('daily-'),
          deadline: Date.now() + minutesLeft * 60_000,
          code: null,
        }),
      ),
    { id, minutesLeft },
  );
}

/** Every alert of the page, accepted. */
function collectAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

test('a visitor is sent home with the sign-in dialog open', async ({ page }) => {
  await page.goto('/challenge');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
});

test('without a challenge a learner lands on the daily challenge page', async ({ page }) => {
  await signUpAndConfirm(page, 'Nia Nothing', newEmail('challenge-none'));
  await page.goto('/challenge');
  await expect(page).toHaveURL(/\/daily-challenge$/);
});

test("a learner runs a wrong solution, fixes it and submits today's challenge", async ({
  page,
}) => {
  const today = todaysChallenge();
  const alerts = collectAlerts(page);
  await signUpAndConfirm(page, 'Cody Challenger', newEmail('challenge'));
  await page.goto('/daily-challenge');
  await page.getByRole('main').getByRole('button', { name: 'Start Challenge' }).click();
  await expect(page).toHaveURL(/\/challenge$/);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: today.title })).toBeVisible();
  await expect(main.getByRole('timer')).toHaveText(/^\d\d:\d\d$/);
  await expect(main.getByText(today.difficulty, { exact: true })).toBeVisible();
  const submit = main.getByRole('button', { name: 'Submit Solution' });
  await expect(submit).toBeDisabled();

  await main.getByRole('button', { name: 'Show Hints' }).click();
  await expect(main.getByText(today.hints[0]!)).toBeVisible();
  await main.getByRole('button', { name: 'Hide Hints' }).click();
  await expect(main.getByText(today.hints[0]!)).toBeHidden();

  await replaceCode(page, WRONG);
  await main.getByRole('button', { name: 'Run Code' }).click();
  await expect(
    main.getByText(
      "Output doesn't match expected result. Check the expected output in the instructions and try again.",
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('region', { name: 'Output', exact: true })).toContainText(
    'nothing yet',
  );
  await expect(main.getByRole('region', { name: 'Output', exact: true })).toContainText('Ready');
  await expect(submit).toBeDisabled();

  // A reload keeps the challenge and the code.
  await page.reload();
  await expect(editor(page)).toContainText('nothing yet');

  await replaceCode(page, dailyChallengeSolutions[today.id]!);
  await main.getByRole('button', { name: 'Run Code' }).click();
  await expect(
    main.getByText(
      'Perfect! Your solution produces the correct output. You can now submit your solution.',
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('region', { name: 'Output', exact: true })).toContainText('Success');
  await expect(submit).toBeEnabled();

  await submit.click();
  await expect(page).toHaveURL(/\/daily-challenge$/, { timeout: 30_000 });
  expect(alerts).toEqual([
    `Congratulations! You've completed the challenge and earned ${today.points} points!`,
  ]);
  await expect(page.getByRole('main').getByText('Challenge Completed!')).toBeVisible();
  // The streak counts today's completion at once: the daily screen reads what submit wrote.
  await expect(page.getByRole('main').getByText('1 day', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('codenest:challenge'))).toBeNull();
});

test("the timer runs out: 'Time's up!' and back to the daily challenge page", async ({ page }) => {
  const alerts = collectAlerts(page);
  await signUpAndConfirm(page, 'Tim Timer', newEmail('challenge-timer'));
  await page.clock.install();
  await page.goto('/');
  // The page's time stands still (its timers still run) while /challenge loads: however long
  // that takes, none of the 60 minutes passes meanwhile.
  const now = await page.evaluate(() => Date.now());
  await page.clock.setFixedTime(now);
  await keepChallenge(page, 'daily-003', 60);
  await page.goto('/challenge');
  const timer = page.getByRole('main').getByRole('timer');
  await expect(timer).toHaveText('60:00');
  await expect(timer).not.toHaveClass(/text-red/);
  // From here the page's clock moves only when the test moves it (setting the time ends the
  // standing still, which pausing alone keeps).
  await page.clock.pauseAt(now + 100);
  await page.clock.setSystemTime(now + 100);

  await page.clock.fastForward('55:01');
  // Under five minutes left.
  await expect(timer).toHaveText('04:59');
  await expect(timer).toHaveClass(/text-red/);
  expect(alerts).toEqual([]);

  await page.clock.fastForward('05:00');
  await expect(page).toHaveURL(/\/daily-challenge$/);
  expect(alerts).toEqual(["Time's up! The challenge has ended."]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`passes axe in the ${theme} theme, with output and hints showing`, async ({ page }) => {
    await signUpAndConfirm(page, 'Axel Checker', newEmail(`challenge-axe-${theme}`));
    await keepChallenge(page, 'practice-001', 20);
    await openInTheme(page, '/challenge', theme);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(editor(page)).toBeVisible();
    await main.getByRole('button', { name: 'Show Hints' }).click();
    await main.getByRole('button', { name: 'Run Code' }).click();
    await expect(main.getByRole('region', { name: 'Output', exact: true })).toHaveAttribute(
      'aria-busy',
      'false',
      { timeout: 30_000 },
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
  });
}
