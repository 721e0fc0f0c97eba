import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { cCourse } from '@content/course-c';
import { newEmail, signUpAndConfirm } from './support/account';
import { becomePro } from './support/checkout';
import { accessToken } from './support/course';
import { codeIn, replaceCode } from './support/lesson-editor';

test.use({ serviceWorkers: 'allow' });

const example = (page: Page) => page.getByRole('region', { name: 'Example' });
const lessonTitle = (id: string) => cCourse.lessons.find((lesson) => lesson.id === id)!.title;
const OFFLINE_PROGRAM =
  '#include <stdio.h>\nint main(void) {\n    printf("written offline\\n");\n    return 0;\n}\n';

/** The service worker controls the page (it took the page over on its first install). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);
}

test.describe('the course offline', () => {
  test('a Pro learner reads unopened lessons, edits a draft and queues a run offline; it runs when the connection is back', async ({
    page,
    context,
  }) => {
    test.slow();
    await signUpAndConfirm(page, 'Olga Offline', newEmail('olga'));
    await becomePro(page);
    const userId = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
      const stored = key ? localStorage.getItem(key) : null;
      return (JSON.parse(stored ?? '{}') as { user?: { id?: string } }).user?.id ?? '';
    });
    await page.goto('/learn/c?lesson=c-002');
    await expect(page.getByRole('heading', { level: 1, name: lessonTitle('c-002') })).toBeVisible();
    await controlledByServiceWorker(page);
    // The course and the drafts are on the device once the page says so.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('codenest:offline-course')), {
        timeout: 60_000,
      })
      .toBe(userId);

    await context.setOffline(true);
    await page.goto('/learn/c?lesson=c-014');
    await expect(page.getByRole('heading', { level: 1, name: lessonTitle('c-014') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toContainText(
      'The C course and your drafts are on this device',
    );
    await codeIn(example(page));

    await replaceCode(page, example(page), OFFLINE_PROGRAM);
    await expect(example(page).getByText('Draft kept on this device')).toBeVisible();
    await example(page).getByRole('button', { name: 'Run', exact: true }).click();
    await expect(
      page.getByText('You are offline. Your program runs as soon as the connection is back.'),
    ).toBeVisible();
    await expect(
      example(page).getByRole('button', { name: 'Waiting for the connection…' }),
    ).toBeDisabled();

    await context.setOffline(false);
    await expect(example(page).getByRole('region', { name: 'Output' })).toContainText(
      'written offline',
      { timeout: 60_000 },
    );
    // The draft typed offline reached the account.
    const token = await accessToken(page);
    await expect
      .poll(async () => {
        const response = await page.request.get(
          `/rest/v1/lesson_drafts?select=code&lesson_id=eq.c-014&kind=eq.example`,
          { headers: { authorization: `Bearer ${token}` } },
        );
        return ((await response.json()) as { code: string }[])[0]?.code ?? null;
      })
      .toBe(OFFLINE_PROGRAM);
  });

  test('a Free learner gets the site offline, and is told that lessons need a connection', async ({
    page,
    context,
  }) => {
    await signUpAndConfirm(page, 'Fred Free', newEmail('fred'));
    await page.goto('/learn/c');
    await controlledByServiceWorker(page);

    await context.setOffline(true);
    await page.goto('/learn/c?lesson=c-020');
    await expect(page.getByRole('navigation', { name: 'Lessons' })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'this lesson is not kept on this device' }),
    ).toContainText('It opens when the connection is back');
    const notice = page.getByRole('status').filter({ hasText: 'You are offline.' });
    await expect(notice).toContainText(
      'With Pro, the whole C course and your drafts stay on this device',
    );
    // It can be closed, to read what it covers.
    await notice.getByRole('button', { name: 'Close this note' }).click();
    await expect(notice).toHaveCount(0);
  });
});

test.describe('a new release', () => {
  const worker = path.resolve('dist/web/sw.js');

  test('is announced, and taken only when the learner reloads to update', async ({ page }) => {
    await signUpAndConfirm(page, 'Una Update', newEmail('una'));
    await page.goto('/dashboard');
    await controlledByServiceWorker(page);
    const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    await expect(page.getByRole('button', { name: 'Reload to update' })).toHaveCount(0);

    // A release: the worker's file changes (its compressed copies go with it).
    const saved = new Map(
      ['', '.br', '.gz'].map((suffix) => [
        `${worker}${suffix}`,
        fs.existsSync(`${worker}${suffix}`) ? fs.readFileSync(`${worker}${suffix}`) : null,
      ]),
    );
    try {
      fs.rmSync(`${worker}.br`, { force: true });
      fs.rmSync(`${worker}.gz`, { force: true });
      fs.appendFileSync(worker, '\n// the next release\n');
      await page.reload();
      const update = page.getByRole('button', { name: 'Reload to update' });
      await expect(update).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('A new version of CodeNest is ready.')).toBeVisible();

      const waitingSince = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting?.state ?? null;
      });
      expect(waitingSince).toBe('installed');
      await Promise.all([page.waitForEvent('load'), update.click()]);
      await expect(page.getByRole('button', { name: 'Reload to update' })).toHaveCount(0);
      const now = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, url: registration?.active?.scriptURL };
      });
      expect(now.waiting).toBeNull();
      expect(now.url).toBe(first);
    } finally {
      for (const [file, bytes] of saved) if (bytes) fs.writeFileSync(file, bytes);
    }
  });
});
