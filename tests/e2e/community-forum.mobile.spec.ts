import { expect, test } from '@playwright/test';
import { signIn } from './support/account';
import { moderatorAccount, postReply, postThread } from './support/forum';
import { expectNoAxeViolations, openInTheme } from './support/pages';
import { serverAccount } from './support/teams';

// Each journey goes through several accounts, pages and axe scans.
test.describe.configure({ timeout: 120_000 });

test('on a phone, /community, a thread and the moderation view read well and pass axe in light and dark', async ({
  page,
  request,
}) => {
  const author = await serverAccount(request, 'Pia Phone');
  const helper = await serverAccount(request, 'Hal Helper');
  const threadId = await postThread(request, author, {
    title: 'Reading a line with fgets on a phone',
    body: 'How do I drop the newline?\n\n```c\nbuf[strcspn(buf, "\\n")] = 0;\n```',
  });
  await postReply(request, helper, threadId, 'Use `strcspn` as you did: it is the usual way.');

  for (const theme of ['light', 'dark'] as const) {
    await openInTheme(page, '/community', theme);
    await expect(page.getByTestId('latest-discussions')).toContainText(
      'Reading a line with fgets on a phone',
    );
    await expectNoAxeViolations(page);

    await openInTheme(page, `/community/threads/${threadId}`, theme);
    await expect(page.getByTestId('post')).toHaveCount(2);
    await expectNoAxeViolations(page);
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);

  const moderator = await moderatorAccount(request);
  await signIn(page, moderator.email);
  await expect(page).toHaveURL(/\/dashboard|\/settings/, { timeout: 20_000 });
  const modPage = page;
  for (const theme of ['light', 'dark'] as const) {
    await openInTheme(modPage, '/community?view=moderation', theme);
    await expect(modPage.getByRole('heading', { name: 'Moderation log' })).toBeVisible();
    await expectNoAxeViolations(modPage);
  }
});
