import { expect, test, type Page } from '@playwright/test';
import { DEBUG_NEEDS_PRO } from '@domain/billing';
import { newEmail, signUpAndConfirm } from './support/account';
import { becomePro } from './support/checkout';
import { expectNoAxeViolations } from './support/pages';

/*
 * What a Free learner meets where Pro begins: Debug run on the learn page says it is part of
 * Pro, with the way to /pricing, and never asks the server; the practice set counts down the
 * month's five. Pro journeys (after a checkout) are in the pricing specs.
 */

const example = (page: Page) => page.getByRole('region', { name: 'Example' });

/** Every debug run the page asks the server for. */
function debugRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/functions/v1/execute')) {
      const body = request.postData() ?? '';
      if (body.includes('"debug"')) seen.push(body);
    }
  });
  return seen;
}

test('a Free learner pressing Debug run reads that it is Pro, with a link to /pricing', async ({
  page,
}) => {
  await signUpAndConfirm(page, 'Fran Free', newEmail('pro-gates'));
  const debugRuns = debugRequests(page);
  await page.goto('/learn/c?lesson=c-009');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const debug = example(page).getByRole('button', { name: /Debug run/ });
  await expect(debug).toHaveAccessibleName(/\(Pro feature\)/);
  await expect(debug.getByText('Pro', { exact: true })).toBeVisible();
  await debug.click();

  const notice = example(page).getByRole('alert');
  await expect(notice).toContainText(DEBUG_NEEDS_PRO);
  const plans = notice.getByRole('link', { name: 'See the plans' });
  await expect(plans).toHaveAttribute('href', '/pricing');
  expect(debugRuns).toEqual([]);

  // Run stays free, and puts the notice away until Debug run is pressed again.
  await example(page).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(example(page).getByRole('region', { name: 'Output' })).toContainText(/\d+ ms/);
  await expect(notice).toBeHidden();
  await debug.click();
  await plans.click();
  await expect(page).toHaveURL(/\/pricing$/);
  expect(debugRuns).toEqual([]);
});

test('a Free learner sees the month’s practice challenges left', async ({ page }) => {
  await signUpAndConfirm(page, 'Pat Practice', newEmail('pro-gates-practice'));
  await page.goto('/daily-challenge');
  await expect(
    page
      .getByRole('region', { name: 'Practice Challenges' })
      .getByText('5 of 5 practice challenges left this month'),
  ).toBeVisible();
});

test('after the checkout, Debug run points a Pro learner at the line the sanitizer found', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpAndConfirm(page, 'Pia Pro', newEmail('pro-gates-debug'));
  await becomePro(page);
  await page.goto('/learn/c?lesson=c-009');
  // An editor loads near the viewport: scroll to it as a learner would.
  await example(page).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const editor = example(page).locator('.cm-content');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(
    '#include <stdio.h>\nint main(void) {\n    int a[3] = {1, 2, 3};\n    int i = 3;\n    printf("%d\\n", a[i]);\n    return 0;\n}\n',
  );
  const debug = example(page).getByRole('button', { name: 'Debug run' });
  await expect(debug).toHaveAccessibleName('Debug run');
  await debug.click();
  const output = example(page).getByRole('region', { name: 'Output' });
  await expect(output).toContainText('[Execution Error]', { timeout: 20_000 });
  // One plain message for the one problem, although both sanitizers report it.
  const problem = output.getByRole('button', { name: /^Line 5:/ });
  await expect(problem).toHaveCount(1);
  await expect(problem).toContainText('index 3 is outside the array');
  // The sanitizers' own report waits behind Details, out of the program's output.
  await expect(output.getByText('Shadow bytes around the buggy address')).toBeHidden();
  await output.getByText('Details', { exact: true }).click();
  await expect(output.getByText(/runtime error: index 3 out of bounds/)).toBeVisible();
  await expectNoAxeViolations(page);

  // A clean Debug run says so.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(
    '#include <stdio.h>\nint main(void) {\n    puts("fine");\n    return 0;\n}\n',
  );
  await debug.click();
  await expect(output).toContainText('No memory errors or undefined behaviour found', {
    timeout: 20_000,
  });
  await expect(output).toContainText('fine');
});
