import { expect, test, type Locator, type Page } from '@playwright/test';
import { cCourse } from '@content/course-c';
import { exerciseKeys } from '@content/keys/course-c';
import { DEBUG_NEEDS_PRO } from '@domain/billing';
import { newEmail, signUpAndConfirm } from './support/account';
import { expectNoAxeViolations, openInTheme } from './support/pages';

const example = (page: Page) => page.getByRole('region', { name: 'Example' });
const output = (page: Page) => example(page).getByRole('region', { name: 'Output' });
const exercise = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Your solution' }) });

/**
 * A section's editor, scrolled to as a learner would: an editor loads as its place nears the
 * viewport (scrolled to again while the page is still settling, as a reader would).
 */
async function codeIn(section: Locator): Promise<Locator> {
  const code = section.locator('.cm-content');
  await expect(async () => {
    await section.evaluate((element) =>
      (element.querySelector('[aria-busy="true"], .cm-editor') ?? element).scrollIntoView({
        block: 'center',
      }),
    );
    await expect(code).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  return code;
}

/** Replaces an editor's whole text, as a learner selecting all and typing would. */
async function replaceCode(page: Page, editor: Locator, code: string): Promise<void> {
  await (await codeIn(editor)).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

const sidebarLesson = (page: Page, title: string) =>
  page
    .getByRole('navigation', { name: 'Lessons' })
    .getByRole('button', { name: new RegExp(title) });

test.describe('/learn/c as a visitor', () => {
  test('shows the first lesson, lists ten lessons, and runs the edited example', async ({
    page,
  }) => {
    await page.goto('/learn/c');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, World!' })).toBeVisible();
    const list = page.getByRole('navigation', { name: 'Lessons' }).getByRole('listitem');
    await expect(list).toHaveCount(10);
    await page.getByRole('button', { name: 'Show all 24 lessons' }).click();
    await expect(list).toHaveCount(24);
    await expect(page.getByRole('button', { name: 'Previous' }).first()).toBeDisabled();
    await expect(output(page)).toContainText('Click "Run" to execute the code');
    await expect(output(page)).toContainText('Ready');

    await replaceCode(
      page,
      example(page),
      '#include <stdio.h>\nint main(void) {\n    printf("edited by a visitor\\n");\n    return 0;\n}\n',
    );
    await example(page).getByRole('button', { name: 'Run', exact: true }).click();
    await expect(output(page)).toContainText('edited by a visitor');
    await expect(output(page)).toContainText(/\d+ ms/);
    await expect(page.getByText('Sign up free to keep your progress')).toBeVisible();
  });

  test('runs with Ctrl+Enter and hands the input box to the program', async ({ page }) => {
    await page.goto('/learn/c?lesson=c-006');
    await replaceCode(
      page,
      example(page),
      '#include <stdio.h>\nint main(void) {\n    int n = 0;\n    if (scanf("%d", &n) == 1) printf("twice: %d\\n", 2 * n);\n    return 0;\n}\n',
    );
    await example(page).getByLabel('Input (stdin)').fill('21');
    await (await codeIn(example(page))).click();
    await page.keyboard.press('Control+Enter');
    await expect(output(page)).toContainText('twice: 42');
  });

  test('a compile error shows its marker on the right line and moves the cursor there', async ({
    page,
  }) => {
    await page.goto('/learn/c?lesson=c-002');
    await replaceCode(
      page,
      example(page),
      '#include <stdio.h>\n\nint main(void) {\n    int x = 1\n    return x;\n}\n',
    );
    await example(page).getByRole('button', { name: 'Run', exact: true }).click();
    await expect(output(page)).toContainText('[Compilation Error]');
    await expect(output(page)).toContainText('Error');
    // The marker sits in the gutter of line 4, where the semicolon is missing.
    const lineWithMarker = example(page).locator('.cm-gutterElement:has(.cm-lint-marker-error)');
    await expect(lineWithMarker).toHaveCount(1);
    const diagnostic = output(page).getByRole('button', { name: /line 4/ });
    await diagnostic.click();
    const cursorLine = await example(page)
      .locator('.cm-activeLine')
      .evaluate((line) => line.textContent);
    expect(cursorLine).toContain('int x = 1');
  });

  test('Debug run is part of Pro: a visitor reads why, with a link to /pricing, and nothing runs', async ({
    page,
  }) => {
    const debugRuns: string[] = [];
    page.on('request', (request) => {
      const body = request.method() === 'POST' ? (request.postData() ?? '') : '';
      if (request.url().includes('/functions/v1/execute') && body.includes('"debug"')) {
        debugRuns.push(body);
      }
    });
    await page.goto('/learn/c?lesson=c-009');
    const debug = example(page).getByRole('button', { name: /Debug run/ });
    await expect(debug).toHaveAccessibleName(/\(Pro feature\)/);
    await debug.click();
    const notice = example(page).getByRole('alert');
    await expect(notice).toContainText(DEBUG_NEEDS_PRO);
    await expect(notice.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(output(page)).toContainText('Click "Run" to execute the code');
    expect(debugRuns).toEqual([]);
  });

  test('keeps a visitor draft in the browser, and Reset brings the example back', async ({
    page,
  }) => {
    await page.goto('/learn/c?lesson=c-003');
    await replaceCode(page, example(page), 'int main(void) { return 0; } /* visitor draft */\n');
    await expect(example(page).getByText('Draft saved in this browser')).toBeVisible();
    await page.reload();
    await expect(await codeIn(example(page))).toContainText('visitor draft');
    await example(page).getByRole('button', { name: 'Reset' }).click();
    await expect(await codeIn(example(page))).toContainText('int a = 17;');
    await page.reload();
    await expect(await codeIn(example(page))).toContainText('int a = 17;');
  });

  test('another language gives the coming-soon alert and lands on /learn/c', async ({ page }) => {
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.goto('/learn/cpp');
    await expect(page).toHaveURL(/\/learn\/c$/);
    expect(messages).toEqual([
      'The C++ course is coming soon! Start with our free C Programming course in the meantime.',
    ]);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, World!' })).toBeVisible();
  });

  test('a missing lesson or course shows Course Not Found', async ({ page }) => {
    for (const path of ['/learn/c?lesson=c-099', '/learn/klingon']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Course Not Found' })).toBeVisible();
      await expect(page.getByText('The requested course could not be found.')).toBeVisible();
    }
  });

  test('challenge=daily opens one of the first five lessons with the daily banner', async ({
    page,
  }) => {
    await page.goto('/learn/c?challenge=daily');
    await expect(page).toHaveURL(/lesson=c-00[1-5]/);
    await expect(page.getByText("Today's warm-up: this lesson was picked for you")).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`passes axe in the ${theme} theme, with output and check results showing`, async ({
      page,
    }) => {
      await openInTheme(page, '/learn/c?lesson=c-007', theme);
      await example(page).getByRole('button', { name: 'Run', exact: true }).click();
      await expect(output(page)).toContainText(/\d+ ms/);
      await exercise(page).getByRole('button', { name: 'Check', exact: true }).click();
      await expect(exercise(page).getByText(/hidden checks passed/)).toBeVisible();
      await exercise(page).getByRole('button', { name: 'Show a hint' }).click();
      // From the top: nothing is under the sticky header, whose colour axe would take for a background.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page);
    });
  }
});

test("passing lesson 1's exercise completes the lesson, and the dashboard continues with lesson 2", async ({
  page,
}) => {
  test.slow();
  await signUpAndConfirm(page, 'Pass Completer', newEmail('passer'));
  await page.goto('/learn/c');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, World!' })).toBeVisible();
  const course = page.getByRole('complementary', { name: 'Course' });
  await expect(course.getByText('0/24')).toBeVisible();

  const lesson = cCourse.lessons[0]!;
  await replaceCode(page, exercise(page), exerciseKeys.get(lesson.id)!.solution);
  await exercise(page).getByRole('button', { name: 'Check', exact: true }).click();
  await expect(
    exercise(page).getByText('Exercise solved: every check passed. Well done!'),
  ).toBeVisible();
  // No Next pressed: the pass alone completes the lesson.
  await expect(course.getByText('1/24')).toBeVisible();
  await expect(sidebarLesson(page, 'Hello, World!').getByLabel('Completed')).toBeVisible();

  await page.goto('/dashboard');
  const next = page.getByRole('region', { name: 'Continue: lesson 2' });
  await expect(next).toContainText('Variables and Data Types');
  await expect(next).toContainText('1 of 24 lessons · 4%');
  await expect(page.getByRole('heading', { name: 'Get Started' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await next.getByRole('link', { name: 'Continue: lesson 2, Variables and Data Types' }).click();
  await expect(page).toHaveURL(/\/learn\/c\?lesson=c-002$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Variables and Data Types' }),
  ).toBeVisible();
});

test('a learner passes an exercise, completes three lessons with Next, and finds it all in another browser', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = newEmail('learner');
  await signUpAndConfirm(page, 'Grace Learner', email);

  await page.goto('/learn/c');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, World!' })).toBeVisible();
  await expect(page.getByText('0/24')).toBeVisible();

  // The exercise: the reference solution passes every case, visible and hidden.
  const lesson = cCourse.lessons[0]!;
  await replaceCode(page, exercise(page), exerciseKeys.get(lesson.id)!.solution);
  await exercise(page).getByRole('button', { name: 'Check', exact: true }).click();
  await expect(
    exercise(page).getByText('Exercise solved: every check passed. Well done!'),
  ).toBeVisible();
  await expect(sidebarLesson(page, 'Hello, World!')).toContainText('Exercise passed');

  // A draft of the example, kept on the server.
  await replaceCode(page, example(page), 'int main(void) { return 0; } /* server draft */\n');
  await expect(example(page).getByText('Draft saved', { exact: true })).toBeVisible();

  for (const next of ['Variables and Data Types', 'Operators and Expressions', 'Control Flow']) {
    await page.getByRole('article').getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(next) })).toBeVisible();
    // Each lesson opens at its top (the Next button was at the bottom of the last one).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }
  await expect(page).toHaveURL(/lesson=c-004/);
  await expect(page.getByText('3/24')).toBeVisible();

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await second.goto('/');
    await second.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = second.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('nest-of-c-42');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    // Still a first login: the welcome modal's page comes first.
    await expect(second).toHaveURL(/\/settings\?first-login=true$/);
    await second.goto('/dashboard');
    // Three lessons of 24: 12.5%, rounded.
    await expect(second.getByText('13%').first()).toBeVisible();
    await expect(
      second
        .getByRole('region', { name: 'Recent Activity' })
        .getByText('Passed the exercise of "Hello, World!"'),
    ).toBeVisible();

    await second.goto('/learn/c');
    await expect(second.getByRole('heading', { level: 1, name: /Control Flow/ })).toBeVisible();
    await expect(second.getByText('3/24')).toBeVisible();
    for (const title of [
      'Hello, World!',
      'Variables and Data Types',
      'Operators and Expressions',
    ]) {
      await expect(sidebarLesson(second, title).getByLabel('Completed')).toBeVisible();
    }
    await sidebarLesson(second, 'Hello, World!').click();
    await expect(await codeIn(example(second))).toContainText('server draft');
  } finally {
    await other.close();
  }
});
