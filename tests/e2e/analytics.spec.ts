import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { exerciseKeys } from '@content/keys/course-c';
import { newEmail, signUpAndConfirm } from './support/account';
import { becomePro } from './support/checkout';
import { expectNoAxeViolations, openInTheme } from './support/pages';

const example = (page: Page) => page.getByRole('region', { name: 'Example' });
const exercise = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Your solution' }) });
const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A section's editor, scrolled to as a learner would: it loads as its place nears the viewport. */
async function editorOf(section: Locator): Promise<Locator> {
  const content = section.locator('.cm-content');
  await expect(async () => {
    await section.evaluate((element) =>
      (element.querySelector('[aria-busy="true"], .cm-editor') ?? element).scrollIntoView({
        block: 'center',
      }),
    );
    await expect(content).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  return content;
}

/** Replaces an editor's text as a learner would. */
async function replaceCode(page: Page, section: Locator, code: string) {
  await (await editorOf(section)).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** Opens every chart's table, so the scan covers them too. */
async function openTables(page: Page) {
  for (const summary of await page.getByText('Show the data as a table').all()) {
    await summary.click();
  }
}

test('a Pro learner sees their run and check counted, with charts, tables and an export', async ({
  page,
}) => {
  test.slow();
  await signUpAndConfirm(page, 'Ana Lytics', newEmail('analytics'));
  await becomePro(page);

  await page.goto('/learn/c');
  // Once the example's editor is in, the page is the app's: Run runs once.
  await editorOf(example(page));
  // A press that lands while the page is still taking over its prerendered HTML runs nothing:
  // press again until the run's time shows (a run that happened would show it at once).
  await expect(async () => {
    await example(page).getByRole('button', { name: 'Run', exact: true }).click();
    await expect(example(page).getByRole('region', { name: 'Output' })).toContainText(/\d+ ms/, {
      timeout: 5000,
    });
  }).toPass({ timeout: 30_000 });
  await replaceCode(page, exercise(page), exerciseKeys.get('c-001')!.solution);
  await exercise(page).getByRole('button', { name: 'Check', exact: true }).click();
  await expect(
    exercise(page).getByText('Exercise solved: every check passed. Well done!'),
  ).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Learning Analytics' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learning Analytics');

  const runs = panel(page, 'Runs per day');
  await expect(runs.getByText('1 run in the last 30 days. Success: 1.')).toBeVisible();
  await expect(runs.getByRole('img')).toHaveAccessibleName(
    'Runs per day. 1 run in the last 30 days. Success: 1.',
  );
  await expect(runs.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  // The day's bar, in the success colour.
  await expect(runs.locator('.recharts-bar-rectangle path')).toHaveCount(1);
  await runs.getByText('Show the data as a table').click();
  const table = runs.getByRole('table', { name: 'Runs per day, the last 30 days' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(/1\s*1$/);

  const calendar = panel(page, 'Activity calendar');
  await expect(calendar.getByText(/^1 day learned in the last 12 months/)).toBeVisible();
  const mastery = panel(page, 'Mastery by concept');
  await expect(mastery.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await mastery.getByText('Show the data as a table').click();
  await expect(mastery.getByRole('row', { name: /^Basics/ })).toContainText('1 of 1 (100%)');
  await expect(
    panel(page, 'Time per lesson').locator('.recharts-wrapper > svg.recharts-surface'),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^codenest-activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync(await file.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'created_at,kind,outcome,error_kind,course_id,lesson_id,challenge_id,duration_ms,diagnostics',
  );
  expect(lines.slice(1).map((line) => line.split(',').slice(1, 6).join(','))).toEqual([
    'run,success,,c-programming,c-001',
    'check,passed,,c-programming,c-001',
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'saved as CSV' })).toBeVisible();

  for (const theme of ['light', 'dark'] as const) {
    await openInTheme(page, '/analytics', theme);
    await expect(
      panel(page, 'Runs per day').locator('.recharts-wrapper > svg.recharts-surface'),
    ).toBeVisible();
    await openTables(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await openInTheme(page, '/analytics', 'light');
  await expect(
    panel(page, 'Mastery by concept').locator('.recharts-wrapper > svg.recharts-surface'),
  ).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test('a Free learner sees the outline with a sample and the Pro prompt', async ({ page }) => {
  // Two axe scans of the page's charts (the largest page to scan) after a sign-up.
  test.slow();
  await signUpAndConfirm(page, 'Fred Free', newEmail('analytics-free'));
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Learning Analytics' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  const prompt = panel(page, 'Unlock your learning analytics with Pro');
  await expect(prompt.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  const sample = panel(page, 'What your analytics will look like');
  await expect(sample.getByText('Sample', { exact: true })).toBeVisible();
  await expect(sample.getByText(/Made-up data/)).toBeVisible();
  await expect(sample.locator('.recharts-wrapper > svg.recharts-surface').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  for (const theme of ['light', 'dark'] as const) {
    await openInTheme(page, '/analytics', theme);
    await expect(panel(page, 'What your analytics will look like')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
  }
});
