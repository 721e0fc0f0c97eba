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
} from './support/teams';

const LESSON_1 = cCourse.lessons[0]!;

/** The page itself does not scroll sideways: a wide table scrolls inside its own box. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

test('the team dashboard and a member page pass axe on a phone, light and dark', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await enterpriseOwner(request, 'Pam Phone');
  const ada = await serverAccount(request, 'Ada Lovelace');
  await joinTeam(request, owner, ada);
  expect(
    await checkExerciseAs(request, ada, LESSON_1.id, exerciseKeys.get(LESSON_1.id)!.solution),
  ).toBe(true);
  await signInOnPage(page, owner);

  for (const theme of ['light', 'dark'] as const) {
    await openInTheme(page, `/team?team=${owner.teamId}&tab=members`, theme);
    const table = page.getByRole('table', { name: /^Members of / });
    await expect(table.getByRole('rowheader', { name: 'Ada Lovelace' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await openInTheme(page, `/team?team=${owner.teamId}&tab=lessons`, theme);
    await expect(page.getByText('Nobody is stuck on a lesson.')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await openInTheme(page, `/team/members/${ada.userId}?team=${owner.teamId}`, theme);
    await expect(page.getByRole('heading', { name: `Exercise: ${LESSON_1.title}` })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  }
});
