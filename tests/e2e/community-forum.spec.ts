import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/account';
import { moderatorAccount, pageSignedInAs, postReply, postThread } from './support/forum';
import { expectNoAxeViolations, openInTheme } from './support/pages';
import { serverAccount } from './support/teams';

// Each journey goes through several accounts, pages and axe scans.
test.describe.configure({ timeout: 120_000 });

const post = (page: Page, text: string) => page.getByTestId('post').filter({ hasText: text });

test('a learner asks in a category, another answers, the asker upvotes, accepts and edits with history', async ({
  page,
  request,
}) => {
  const asker = await serverAccount(request, 'Ada Asker');
  const helper = await serverAccount(request, 'Bea Helper');
  await signIn(page, asker.email);
  await expect(page).toHaveURL(/\/dashboard|\/settings/, { timeout: 20_000 });

  await openInTheme(page, '/community?category=c-help', 'light');
  await page.getByRole('button', { name: 'New discussion' }).click();
  await page.getByLabel('Category').selectOption('c-help');
  await page.getByLabel('Title').fill('Why does my while loop never end?');
  await page.getByLabel('Your post').fill('My loop `while (i < 10)` runs forever.');
  await page.getByRole('button', { name: 'Post discussion' }).click();
  await expect(page).toHaveURL(/\/community\/threads\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Why does my while loop never end?',
  );
  await expect(page).toHaveTitle('Why does my while loop never end? | CodeNest');
  await expect(page.getByTestId('thread-place')).toHaveText('C help');
  const threadId = page.url().split('/').at(-1)!;

  await postReply(request, helper, threadId, 'You never change `i`: add `i++` in the loop.');
  await page.reload();
  const answer = post(page, 'You never change');
  await expect(answer).toContainText('Bea Helper');
  await expect(page.getByText('1 reply', { exact: true })).toBeVisible();

  const upvote = answer.getByRole('button', { name: 'Upvote' });
  await expect(upvote).toHaveAttribute('aria-pressed', 'false');
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(answer.getByTestId('post-score')).toHaveText('1 upvote');
  // Nobody upvotes their own post: the question shows its count only.
  await expect(post(page, 'runs forever').getByRole('button', { name: 'Upvote' })).toHaveCount(0);

  await answer.getByRole('button', { name: 'Accept this answer' }).click();
  await expect(answer.getByText('Accepted answer')).toBeVisible();
  await expect(page.getByRole('main').getByText('Answered', { exact: true })).toBeVisible();

  const question = post(page, 'runs forever');
  await question.getByRole('button', { name: 'Edit' }).click();
  await expect(question.getByLabel('Edit your post')).toHaveValue(
    'My loop `while (i < 10)` runs forever.',
  );
  await question
    .getByLabel('Edit your post')
    .fill('My loop `while (i < 10)` runs forever. Solved!');
  await question.getByRole('button', { name: 'Save changes' }).click();
  await expect(question).toContainText('runs forever. Solved!');
  await question.getByRole('button', { name: /edited/ }).click();
  const history = page.getByRole('dialog', { name: 'Earlier versions' });
  await expect(history.getByTestId('revision')).toHaveCount(1);
  await expect(history.getByTestId('revision')).toContainText('runs forever.');
  await expect(history.getByTestId('revision')).not.toContainText('Solved!');
  await history.getByRole('button', { name: 'Close' }).click();

  for (const theme of ['light', 'dark'] as const) {
    await openInTheme(page, `/community/threads/${threadId}`, theme);
    await expect(post(page, 'You never change')).toBeVisible();
    await expectNoAxeViolations(page);
  }

  await openInTheme(page, '/community?category=c-help', 'light');
  const row = page
    .getByRole('list', { name: 'Discussions in C help' })
    .getByTestId('thread-row')
    .filter({ hasText: 'Why does my while loop never end?' });
  await expect(row).toContainText('1 reply');
  await expect(row).toContainText('Answered');
});

test('a reported post is hidden by a moderator and shows hidden to others', async ({
  page,
  request,
  browser,
}) => {
  const asker = await serverAccount(request, 'Cy Reporter');
  const troll = await serverAccount(request, 'Tim Troll');
  const moderator = await moderatorAccount(request);
  const threadId = await postThread(request, asker, {
    title: 'How do I print a float with two decimals?',
    body: 'printf shows too many digits.',
  });
  await postReply(request, troll, threadId, 'Buy cheap watches at spam dot example');

  await signIn(page, asker.email);
  await expect(page).toHaveURL(/\/dashboard|\/settings/, { timeout: 20_000 });
  await page.goto(`/community/threads/${threadId}`);
  await post(page, 'cheap watches').getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByLabel('Details (optional)').fill('An advert, not an answer.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Thank you. The moderators will look at this post.',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();

  const modPage = await pageSignedInAs(browser, moderator);
  await openInTheme(modPage, '/community', 'light');
  await modPage.getByRole('link', { name: 'Moderation' }).click();
  await expect(modPage).toHaveURL(/\/community\?view=moderation$/);
  const report = modPage
    .getByTestId('report')
    .filter({ hasText: 'How do I print a float with two decimals?' });
  await expect(report).toContainText('Spam or advertising');
  await expect(report).toContainText('reported by Cy Reporter');
  await expect(report).toContainText('An advert, not an answer.');
  await expect(report).toContainText('cheap watches');
  await expectNoAxeViolations(modPage);

  await report.getByRole('button', { name: 'Hide post' }).click();
  const reason = modPage.getByRole('dialog', { name: 'Hide this post' });
  await reason.getByRole('button', { name: 'Hide post' }).click();
  await expect(
    reason.getByText('Say why, for the moderation log (at least 3 characters).'),
  ).toBeVisible();
  await reason.getByLabel('Reason (for the moderation log)').fill('Advertising');
  await reason.getByRole('button', { name: 'Hide post' }).click();
  await expect(reason).toBeHidden();
  await expect(report).toHaveCount(0);
  const log = modPage.getByTestId('moderation-log');
  await expect(log.getByRole('row').filter({ hasText: 'Advertising' })).toContainText('Mo Derator');
  await expect(log.getByRole('row').filter({ hasText: 'Advertising' })).toContainText('Hid');

  await openInTheme(modPage, '/community?view=moderation', 'dark');
  await expect(modPage.getByTestId('moderation-log')).toBeVisible();
  await expectNoAxeViolations(modPage);

  // The moderator still sees it, marked; everyone else sees that it was hidden.
  await modPage.goto(`/community/threads/${threadId}`);
  await expect(post(modPage, 'cheap watches').getByText('Hidden', { exact: true })).toBeVisible();
  await expect(
    post(modPage, 'cheap watches').getByRole('button', { name: 'Restore' }),
  ).toBeVisible();
  await modPage.context().close();

  await page.reload();
  await expect(page.getByText('This post was hidden by a moderator.')).toBeVisible();
  await expect(page.getByText('cheap watches')).toHaveCount(0);
});

test('search finds a thread by its words, and /community passes axe in light and dark', async ({
  page,
  request,
}) => {
  const author = await serverAccount(request, 'Sam Searcher');
  const word = `quokka${Date.now().toString(36)}`;
  const threadId = await postThread(request, author, {
    title: 'Segmentation fault with strcpy',
    body: `My ${word} program crashes when it copies a string.`,
  });

  for (const theme of ['light', 'dark'] as const) {
    await openInTheme(page, '/community', theme);
    await expect(page.getByTestId('community-stat').first()).not.toContainText('Loading');
    await expect(page.getByTestId('latest-discussions')).toContainText(
      'Segmentation fault with strcpy',
    );
    await expectNoAxeViolations(page);
  }

  await page.getByRole('searchbox', { name: 'Search the discussions' }).fill(word.slice(0, -2));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const result = page.getByTestId('search-results').getByRole('link', {
    name: 'Segmentation fault with strcpy',
  });
  await expect(result).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(new RegExp(`/community/threads/${threadId}#post-`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Segmentation fault with strcpy',
  );
  await expect(page.getByRole('button', { name: 'Sign in to reply' })).toBeVisible();
});
