import { expect, test, type Page } from '@playwright/test';
import type { OpenAttempt } from '@domain/assessment-api';
import { assessmentKeys } from '@content/keys/assessment';
import { newEmail, signUpAndConfirm } from './support/account';
import { callFunction, completeLessons, rightAnswer, switchTheme } from './support/course';
import { replaceCode } from './support/lesson-editor';
import { expectHeadingsInOrder, expectNoAxeViolations } from './support/pages';

async function scanBothThemes(page: Page): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await switchTheme(page, theme);
    await expectNoAxeViolations(page);
  }
  await switchTheme(page, 'light');
}

test('a learner who finished the lessons takes the final assessment and passes it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAndConfirm(page, 'Asha Assess', newEmail('assessment'));

  // Locked before the lessons are done.
  await page.goto('/assessment');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Opens after all 24 lessons' }),
  ).toBeVisible();
  await expect(page.getByText('0 of 24 lessons complete')).toBeVisible();

  await completeLessons(page);
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'C Programming certificate' });
  await card.getByRole('link', { name: 'Go to the final assessment' }).click();
  await expect(page).toHaveURL(/\/assessment$/);
  await expect(page).toHaveTitle('Final Assessment | CodeNest');
  await expect(page.getByText(/About 20 questions of three kinds/)).toBeVisible();
  await scanBothThemes(page);

  await page.getByRole('button', { name: 'Start the assessment' }).click();
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^(60:00|59:\d\d)$/);
  const attempt = await callFunction<{ open: OpenAttempt | null }>(page, 'assessment', 'GET');
  const open = attempt.open!;
  expect(open.items).toHaveLength(20);
  await expectHeadingsInOrder(page);
  await scanBothThemes(page);

  for (const [index, item] of open.items.entries()) {
    const name = `Question ${index + 1} of ${open.items.length}`;
    const section = page.getByRole('region', { name });
    const answer = rightAnswer(item);
    if (item.kind === 'choice') {
      await page.getByRole('radiogroup', { name }).getByRole('radio').nth(Number(answer)).check();
    } else if (item.kind === 'output') {
      await section.getByLabel('What does this program print?').fill(String(answer));
    } else {
      await replaceCode(page, section, String(answer));
    }
  }
  await expect(page.getByText('20 of 20 answered')).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // Saved on the server: a reload brings the answers back.
  await page.reload();
  await expect(page.getByText('20 of 20 answered')).toBeVisible();

  await page.getByRole('button', { name: 'Submit answers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit your answers?' });
  await expect(dialog).toContainText('Every question has an answer.');
  await dialog.getByRole('button', { name: 'Submit now' }).click();
  await expect(page.getByText('Grading your answers...')).toBeVisible();

  const result = page.getByRole('region', { name: 'Your result' });
  await expect(result.getByText('Passed', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(result.getByText('100%')).toBeVisible();
  await expect(result.getByText('20 of 20 correct · 80% needed to pass')).toBeVisible();
  const questions = page.getByRole('article');
  await expect(questions).toHaveCount(20);
  await expect(questions.first().getByText('Right', { exact: true })).toBeVisible();
  await expect(questions.first().getByText('Why', { exact: true })).toBeVisible();
  // The explanation is Markdown: its code spans show without their backticks.
  const explanation = assessmentKeys.get(open.items[0]!.id)!.explanation.replace(/`/g, '');
  await expect(questions.first()).toContainText(explanation.slice(0, 40));
  await expect(questions.first().getByRole('link', { name: /^Review Lesson \d+: / })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText(/You can take the assessment again from/)).toBeVisible();
  await expectHeadingsInOrder(page);
  await scanBothThemes(page);
});
