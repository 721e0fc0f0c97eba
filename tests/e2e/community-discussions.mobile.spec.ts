import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test } from '@playwright/test';
import { pageSignedInAs, postReply } from './support/forum';
import { switchTheme } from './support/course';
import { callAs, serverAccount } from './support/teams';

// Each journey signs up its own learners (a confirmation mail each) before it starts.
test.describe.configure({ timeout: 120_000 });

test('on a phone: the lesson discussion and the bell work and pass axe, light and dark', async ({
  browser,
  request,
}) => {
  const asker = await serverAccount(request, 'Phoebe Phone');
  const helper = await serverAccount(request, 'Hugo Helper');
  const { id: threadId } = await callAs<{ id: string }>(
    request,
    asker.token,
    'POST',
    'forum-threads',
    {
      title: 'Where does my semicolon go?',
      body: 'The compiler says expected ;',
      lessonId: 'c-002',
    },
  );
  await postReply(request, helper, threadId, 'At the end of each statement.');
  const page = await pageSignedInAs(browser, asker, { ...devices['Pixel 7'] });

  await page.goto('/learn/c?lesson=c-002');
  const discussion = page.locator('[data-section="discussion"]');
  await discussion.scrollIntoViewIfNeeded();
  const row = discussion.getByTestId('discussion-thread');
  await expect(row.getByRole('link', { name: 'Where does my semicolon go?' })).toBeVisible();
  await expect(row.getByText('1 reply')).toBeVisible();

  const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
  for (const theme of ['light', 'dark'] as const) {
    await switchTheme(page, theme);
    await discussion.scrollIntoViewIfNeeded();
    const results = await new AxeBuilder({ page }).include('[data-section="discussion"]').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await discussion.screenshot({ path: `/tmp/f-phone-discussion-${theme}.png` });
    await bell.click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
    const header = await new AxeBuilder({ page }).include('header').analyze();
    expect(header.violations.map((violation) => violation.id)).toEqual([]);
    await page.screenshot({ path: `/tmp/f-phone-bell-${theme}.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0);
  }
  await page.context().close();
});
