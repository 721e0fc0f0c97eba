import { expect, test, type Browser, type Page } from '@playwright/test';
import { challenges } from '@content/challenges';
import { dailyChallengeSolutions } from '@content/keys/daily-challenge-solutions';
import { TIME_ZONES, todaysChallengeId } from '@domain/challenge-rules';
import { newEmail, signIn, signUpAndConfirm } from './support/account';
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

/** Programs Run's SPEC §5 check accepts, though they are wrong, and the case each fails. */
const RUN_PASSING_BUT_WRONG: Record<string, { code: string; failedCase: string }> = {
  'daily-001': {
    code: dailyChallengeSolutions['daily-001']!.replace('return total;', 'return 15;'),
    failedCase: 'a count of 0 (the task asks for it)',
  },
  'daily-002': {
    code: challenges[1]!.code.replace('return 0;\n}', 'return 1;\n}'),
    failedCase: 'hello is not a palindrome (the task says so)',
  },
  'daily-003': {
    code: challenges[2]!.code.replace(
      '(void)count; /* Delete this line once you use count. */',
      '(void)count;\n    printf("0 1 1 2 3 5 8 13 21 34");',
    ),
    failedCase: 'a count of 1 prints 0 (the task says so)',
  },
};

/** "Reverse the Digits" answered by printing its example's output. */
const PRINTS_54321 =
  '#include <stdio.h>\n\nint main(void)\n{\n    printf("54321\\n");\n    return 0;\n}\n';

/** The time a timer shows, in seconds. */
async function secondsShown(page: Page): Promise<number> {
  const text = await page.getByRole('main').getByRole('timer').textContent();
  const [minutes, seconds] = (text ?? '').trim().split(':').map(Number);
  return minutes! * 60 + seconds!;
}

/** The same learner signed in from another browser (a context of its own, no shared storage). */
async function secondBrowser(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).first(),
  ).toBeVisible();
  return page;
}

/** A text to find as it is, inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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

test("Submit says which hidden case today's wrong program fails, and awards nothing", async ({
  page,
}) => {
  const today = todaysChallenge();
  const wrong = RUN_PASSING_BUT_WRONG[today.id]!;
  const alerts = collectAlerts(page);
  await signUpAndConfirm(page, 'Hana Hidden', newEmail('challenge-hidden'));
  await page.goto('/daily-challenge');
  await page.getByRole('main').getByRole('button', { name: 'Start Challenge' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: today.title })).toBeVisible();

  await replaceCode(page, wrong.code);
  await main.getByRole('button', { name: 'Run Code' }).click();
  await expect(
    main.getByText(
      'Perfect! Your solution produces the correct output. You can now submit your solution.',
    ),
  ).toBeVisible({ timeout: 30_000 });
  await main.getByRole('button', { name: 'Submit Solution' }).click();

  await expect(main.getByRole('alert')).toContainText(`Not passed yet: your program failed check`, {
    timeout: 30_000,
  });
  await expect(main.getByRole('alert')).toContainText(`"${wrong.failedCase}"`);
  const details = main.getByRole('region', {
    name: new RegExp(`\\(hidden\\): ${escape(wrong.failedCase)}$`),
  });
  await expect(details.getByText('Expected output')).toBeVisible();
  await expect(page).toHaveURL(/\/challenge$/);
  expect(alerts).toEqual([]);

  await page.goto('/daily-challenge');
  await expect(page.getByRole('main').getByText('0 days', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Start Challenge' }),
  ).toBeVisible();
});

test('the countdown goes on in a second browser of the same learner', async ({ page, browser }) => {
  const email = newEmail('challenge-two-browsers');
  await signUpAndConfirm(page, 'Tia Twice', email);
  await keepChallenge(page, 'practice-001', 30);
  await page.goto('/challenge');
  // The server's countdown of 30 minutes, a few seconds under way.
  await expect.poll(() => secondsShown(page), { timeout: 15_000 }).toBeLessThanOrEqual(30 * 60 - 3);

  const other = await secondBrowser(browser, email);
  await keepChallenge(other, 'practice-001', 30);
  await other.goto('/challenge');
  await expect(other.getByRole('main').getByRole('timer')).toBeVisible();
  // The same countdown: seconds apart at most, not the whole time again.
  await expect
    .poll(async () => Math.abs((await secondsShown(page)) - (await secondsShown(other))))
    .toBeLessThanOrEqual(1);
  expect(await secondsShown(other)).toBeLessThan(30 * 60 - 3);
  await other.context().close();
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
  test(`passes axe in the ${theme} theme, with input, output, hints and a failed submit showing`, async ({
    page,
  }) => {
    await signUpAndConfirm(page, 'Axel Checker', newEmail(`challenge-axe-${theme}`));
    await keepChallenge(page, 'practice-001', 20);
    await openInTheme(page, '/challenge', theme);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(editor(page)).toBeVisible();
    await main.getByRole('button', { name: 'Show Hints' }).click();
    await expect(main.getByRole('textbox', { name: 'Input (stdin)' })).toHaveValue('12345\n');
    // The answer of the example: it prints the example's output, and fails a case.
    await replaceCode(page, PRINTS_54321);
    await main.getByRole('button', { name: 'Run Code' }).click();
    await expect(main.getByRole('region', { name: 'Output', exact: true })).toHaveAttribute(
      'aria-busy',
      'false',
      { timeout: 30_000 },
    );
    await main.getByRole('button', { name: 'Submit Solution' }).click();
    await expect(main.getByRole('alert')).toHaveText(
      'Not passed yet: your program failed check 2 of 8, "trailing zeros disappear": it printed something other than the expected output. This check\'s input and expected output are shown below.',
      { timeout: 30_000 },
    );
    await expect(
      main.getByRole('region', { name: 'Failed check 2 of 8: trailing zeros disappear' }),
    ).toContainText('1200');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
  });
}
