import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { cCourse } from '@content/course-c';
import { exerciseKeys } from '@content/keys/course-c';
import { expectNoAxeViolations, openInTheme } from './support/pages';
import {
  checkExerciseAs,
  enterpriseOwner,
  joinTeam,
  serverAccount,
  signInOnPage,
  type EnterpriseOwner,
  type ServerAccount,
} from './support/teams';

const [LESSON_1, LESSON_2] = cCourse.lessons as [
  (typeof cCourse.lessons)[number],
  (typeof cCourse.lessons)[number],
];
const SOLUTION_1 = exerciseKeys.get(LESSON_1.id)!.solution;
const WRONG_2 = LESSON_2.exercise.starterCode;

const membersTable = (page: Page) => page.getByRole('table', { name: /^Members of / });
const rowOf = (page: Page, name: string) =>
  membersTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
const lessonItem = (page: Page, number: number, title: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Lesson ${number}: ${title}` }) });

async function scanInBothThemes(page: Page, owner: EnterpriseOwner, ada: ServerAccount) {
  for (const theme of ['light', 'dark'] as const) {
    await openInTheme(page, `/team?team=${owner.teamId}&tab=members`, theme);
    await expect(rowOf(page, 'Ada Lovelace')).toBeVisible();
    await expectNoAxeViolations(page);

    await openInTheme(page, `/team?team=${owner.teamId}&tab=lessons`, theme);
    await expect(lessonItem(page, 2, LESSON_2.title)).toContainText('1 stuck');
    await expectNoAxeViolations(page);

    await openInTheme(page, `/team/members/${ada.userId}?team=${owner.teamId}`, theme);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada Lovelace');
    await expectNoAxeViolations(page);
  }
}

test("an Enterprise owner follows a member's progress: the table, the CSV, who is stuck, their code", async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await enterpriseOwner(request, 'Olga Owner');
  const ada = await serverAccount(request, 'Ada Lovelace');
  await joinTeam(request, owner, ada);
  expect(await checkExerciseAs(request, ada, LESSON_1.id, SOLUTION_1)).toBe(true);
  expect(await checkExerciseAs(request, ada, LESSON_2.id, WRONG_2)).toBe(false);

  await signInOnPage(page, owner);
  await page.goto('/team');
  await expect(page.getByRole('tab', { name: 'Members', selected: true })).toBeVisible();

  // Her figures: the first lesson completed by passing its exercise, the second one failed.
  await expect(rowOf(page, 'Ada Lovelace').getByRole('cell')).toHaveText([
    ada.email,
    'Member',
    '1',
    '1',
    '0',
    '30',
    '1 day',
    '0 min',
    /^(just now|\d+ min ago)$/,
    'Make managerRemove',
  ]);
  await expect(rowOf(page, 'Olga Owner').getByRole('cell').nth(5)).toHaveText('0');

  const names = membersTable(page).getByRole('rowheader');
  await expect(names).toHaveText(['Ada Lovelace', 'Olga Owner']);
  const points = membersTable(page).getByRole('columnheader', { name: 'Points' });
  await points.getByRole('button').click();
  await expect(points).toHaveAttribute('aria-sort', 'ascending');
  await expect(names).toHaveText(['Olga Owner', 'Ada Lovelace']);
  await points.getByRole('button').click();
  await expect(points).toHaveAttribute('aria-sort', 'descending');
  await expect(names).toHaveText(['Ada Lovelace', 'Olga Owner']);

  const search = page.getByRole('searchbox', { name: 'Search by name or e-mail' });
  await search.fill('LOVELACE');
  await expect(names).toHaveText(['Ada Lovelace']);
  await expect(
    page.getByText('Showing 1 of 2 people, sorted by points (descending).'),
  ).toBeVisible();
  await search.fill('');
  await page.getByRole('combobox', { name: 'Role' }).selectOption('owner');
  await expect(names).toHaveText(['Olga Owner']);
  await page.getByRole('combobox', { name: 'Role' }).selectOption('all');
  await expect(names).toHaveText(['Ada Lovelace', 'Olga Owner']);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^codenest-team-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs.readFileSync(await download.path(), 'utf8').split('\r\n');
  const iso = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(lines[0]).toBe(
    'Name,E-mail,Role,Lessons done,Exercises passed,Challenges completed,Points,Streak (days),Time (minutes),Last active,Joined',
  );
  const fields = (name: string) => lines.find((line) => line.startsWith(`${name},`))?.split(',');
  expect(fields('Ada Lovelace')).toEqual([
    'Ada Lovelace',
    ada.email,
    'Member',
    '1',
    '1',
    '0',
    '30',
    '1',
    '0',
    iso,
    iso,
  ]);
  expect(fields('Olga Owner')).toEqual([
    'Olga Owner',
    owner.email,
    'Owner',
    '0',
    '0',
    '0',
    '0',
    '0',
    '0',
    '',
    iso,
  ]);
  expect(lines).toHaveLength(4);

  await page.getByRole('tab', { name: 'Lessons' }).click();
  await expect(page.getByText('1 lesson with someone stuck.')).toBeVisible();
  await expect(lessonItem(page, 1, LESSON_1.title)).toContainText('1 passed');
  await expect(lessonItem(page, 1, LESSON_1.title)).toContainText('0 stuck');
  const stuck = page.getByRole('list', { name: 'Stuck on lesson 2' });
  await expect(stuck.getByRole('listitem')).toHaveText([
    /^Ada Lovelace: 1 failed check, last checked (just now|\d+ min ago)$/,
  ]);

  await stuck.getByRole('link', { name: 'Ada Lovelace' }).click();
  await expect(page).toHaveURL(new RegExp(`/team/members/${ada.userId}\\?team=${owner.teamId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada Lovelace');
  await expect(
    page.getByRole('row', { name: new RegExp(`^2\\. ${LESSON_2.title}`) }).getByRole('cell'),
  ).toHaveText(['Not yet', 'Not passed yet (1 failed check)']);
  const failed = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Exercise: ${LESSON_2.title}` }) });
  await expect(failed.getByText('Failed', { exact: true })).toBeVisible();
  expect(await failed.locator('code').textContent()).toBe(WRONG_2);
  const passed = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Exercise: ${LESSON_1.title}` }) });
  await expect(passed.getByText('Passed', { exact: true })).toBeVisible();
  expect(await passed.locator('code').textContent()).toBe(SOLUTION_1);

  await scanInBothThemes(page, owner, ada);
});
