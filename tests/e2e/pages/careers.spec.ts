import { expect, test } from '@playwright/test';
import { SCHOOL_SITE } from '@tests/helpers/site-identity';
import { hiringProcess, jobs, jobsIntro, perks, perksIntro } from '@content/careers';
import { pages } from '@domain/routes';
import {
  expectHeadingsInOrder,
  expectNoAxeViolations,
  expectPageMeta,
  openInTheme,
} from '../support/pages';

for (const theme of ['light', 'dark'] as const) {
  test(`/careers lists perks, open positions and the hiring process and passes axe (${theme})`, async ({
    page,
  }) => {
    await openInTheme(page, '/careers', theme);
    await expectPageMeta(page, pages.careers.title);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: pages.careers.title })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: perksIntro.title })).toBeVisible();
    for (const perk of perks) {
      await expect(main.getByRole('heading', { level: 3, name: perk.title })).toBeVisible();
    }
    expect(jobs.length).toBeGreaterThanOrEqual(5);
    await expect(main.getByTestId('job')).toHaveCount(jobs.length);
    for (const job of jobs) {
      const card = main.getByRole('article', { name: job.title });
      for (const text of [job.department, job.location, job.type, job.salary, job.description]) {
        await expect(card).toContainText(text);
      }
      for (const requirement of job.requirements) await expect(card).toContainText(requirement);
      await expect(
        card.getByRole('link', { name: `${jobsIntro.apply} for ${job.title}` }),
      ).toBeVisible();
    }
    await expect(main.getByRole('heading', { level: 2, name: hiringProcess.title })).toBeVisible();
    for (const step of hiringProcess.steps) {
      await expect(main.getByRole('heading', { level: 3, name: step.title })).toBeVisible();
    }
    // SPEC §9: job applications are reviewed within 3 business days.
    await expect(main).toContainText('within 3 business days');
    await expectHeadingsInOrder(page);
    await expectNoAxeViolations(page);
  });
}

test("/careers Apply Now opens an e-mail to the site's careers address about that job", async ({
  page,
}) => {
  await page.goto('/careers');
  for (const job of jobs) {
    const href = await page
      .getByRole('link', { name: `${jobsIntro.apply} for ${job.title}` })
      .getAttribute('href');
    const url = new URL(href ?? '');
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(SCHOOL_SITE.careersEmail);
    expect(url.searchParams.get('subject')).toBe(`Application: ${job.title}`);
    expect(url.searchParams.get('body')).toContain(`apply for the ${job.title} role`);
  }
});

test('/careers filters open positions by department', async ({ page }) => {
  await page.goto('/careers');
  const main = page.getByRole('main');
  const count = main.getByRole('status');
  await expect(count).toHaveText(`${jobs.length} open positions`);

  const engineering = jobs.filter((job) => job.department === 'Engineering');
  await main.getByRole('button', { name: 'Engineering', exact: true }).click();
  await expect(main.getByRole('button', { name: 'Engineering', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(main.getByTestId('job')).toHaveCount(engineering.length);
  await expect(count).toHaveText(`${engineering.length} open positions`);
  for (const job of jobs) {
    await expect(main.getByRole('article', { name: job.title })).toHaveCount(
      job.department === 'Engineering' ? 1 : 0,
    );
  }

  await main.getByRole('button', { name: 'Design', exact: true }).click();
  await expect(count).toHaveText('1 open position');

  await main.getByRole('button', { name: jobsIntro.allDepartments }).click();
  await expect(main.getByTestId('job')).toHaveCount(jobs.length);
});
