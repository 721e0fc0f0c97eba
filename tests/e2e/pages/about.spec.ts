import { expect, test } from '@playwright/test';
import {
  aboutCta,
  mission,
  story,
  team,
  teaching,
  teamIntro,
  values,
  valuesIntro,
} from '@content/about';
import { pages } from '@domain/routes';
import {
  expectHeadingsInOrder,
  expectNoAxeViolations,
  expectPageMeta,
  openInTheme,
} from '../support/pages';

for (const theme of ['light', 'dark'] as const) {
  test(`/about tells the mission, story, values and team and passes axe (${theme})`, async ({
    page,
  }) => {
    await openInTheme(page, '/about', theme);
    await expectPageMeta(page, pages.about.title);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: pages.about.title })).toBeVisible();
    for (const title of [
      mission.title,
      story.title,
      teaching.title,
      valuesIntro.title,
      teamIntro.title,
      aboutCta.title,
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(main).toContainText(mission.text);
    for (const paragraph of story.paragraphs) await expect(main).toContainText(paragraph);
    for (const step of teaching.steps) {
      await expect(main.getByRole('heading', { level: 3, name: step.title })).toBeVisible();
    }
    for (const value of values) {
      await expect(main.getByRole('heading', { level: 3, name: value.title })).toBeVisible();
    }
    for (const member of team) {
      const card = main.getByRole('listitem').filter({
        has: page.getByRole('heading', { level: 3, name: member.name }),
      });
      await expect(card).toContainText(member.role);
      await expect(card).toContainText(member.bio);
    }
    // SPEC §1 claim.
    await expect(main.getByText('50K+', { exact: true })).toBeVisible();
    await expectHeadingsInOrder(page);
    await expectNoAxeViolations(page);
  });
}

test('/about has five or six team members, each with initials for an avatar', async ({ page }) => {
  await page.goto('/about');
  expect(team.length).toBeGreaterThanOrEqual(5);
  expect(team.length).toBeLessThanOrEqual(6);
  for (const member of team) {
    const initials = member.name
      .split(' ')
      .map((part) => part[0])
      .join('');
    await expect(page.getByRole('main').getByText(initials, { exact: true })).toBeAttached();
  }
});

test('/about call to action leads to /courses and /contact', async ({ page }) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: aboutCta.primary.label })).toHaveAttribute(
    'href',
    '/courses',
  );
  await expect(main.getByRole('link', { name: aboutCta.secondary.label })).toHaveAttribute(
    'href',
    '/contact',
  );
  await main.getByRole('link', { name: aboutCta.primary.label }).click();
  await expect(page).toHaveURL('/courses');
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: aboutCta.secondary.label }).click();
  await expect(page).toHaveURL('/contact');
});
