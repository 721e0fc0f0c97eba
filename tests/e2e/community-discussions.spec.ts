import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { exerciseKeys } from '@content/keys/course-c';
import { SPOILER_BUTTON } from '@domain/community';
import { pageSignedInAs, postReply } from './support/forum';
import { replaceCode } from './support/lesson-editor';
import { switchTheme } from './support/course';
import { callAs, checkExerciseAs, serverAccount, type ServerAccount } from './support/teams';

// Each journey signs up its own learners (a confirmation mail each) before it starts.
test.describe.configure({ timeout: 120_000 });

/*
 * The discussions beneath lessons and challenges, published solutions and the header's bell,
 * each journey with learners of its own.
 */

const lessonUrl = (lessonId: string) => `/learn/c?lesson=${lessonId}`;

async function expectSectionAccessible(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function lessonThread(
  request: Parameters<typeof callAs>[0],
  author: ServerAccount,
  lessonId: string,
  title: string,
  body: string,
): Promise<string> {
  const { id } = await callAs<{ id: string }>(request, author.token, 'POST', 'forum-threads', {
    title,
    body,
    lessonId,
  });
  return id;
}

test('a learner asks on a lesson, and the question shows beneath it with its replies', async ({
  browser,
  request,
}) => {
  const asker = await serverAccount(request, 'Asha Asker');
  const helper = await serverAccount(request, 'Hal Helper');
  const page = await pageSignedInAs(browser, asker);

  await page.goto(lessonUrl('c-004'));
  const discussion = page.locator('[data-section="discussion"]');
  await discussion.scrollIntoViewIfNeeded();
  await expect(discussion.getByRole('heading', { name: 'Discussion' })).toBeVisible();
  await expect(discussion.getByText('No questions yet. Stuck? Ask the community.')).toBeVisible();
  await expectSectionAccessible(page, '[data-section="discussion"]');

  await discussion.getByRole('button', { name: 'Ask a question' }).click();
  await discussion.getByRole('button', { name: 'Post question' }).click();
  await expect(discussion.getByText('Title is too short: at least 8 characters')).toBeVisible();
  await discussion.getByLabel('Title').fill('Why does my printf print nothing?');
  await discussion
    .getByLabel('Your question')
    .fill('I wrote this and nothing shows:\n\n```c\nprintf("%d", x)\n```');
  await page.screenshot({ path: '/tmp/f-discussion-ask.png', fullPage: false });
  await discussion.getByRole('button', { name: 'Post question' }).click();

  await expect(page).toHaveURL(/\/community\/threads\/[^/]+$/);
  const threadId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(
    page.getByRole('heading', { name: 'Why does my printf print nothing?' }),
  ).toBeVisible();

  await page.goto(lessonUrl('c-004'));
  const row = discussion.getByTestId('discussion-thread');
  await row.scrollIntoViewIfNeeded();
  await expect(row).toHaveCount(1);
  await expect(
    row.getByRole('link', { name: 'Why does my printf print nothing?' }),
  ).toHaveAttribute('href', `/community/threads/${threadId}`);
  await expect(row.getByText('0 replies')).toBeVisible();
  await expect(row.getByText('Asha Asker')).toBeVisible();

  await postReply(request, helper, threadId, 'Add a newline: `printf("%d\\n", x);`');
  await page.reload();
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByText('1 reply')).toBeVisible();

  for (const theme of ['light', 'dark'] as const) {
    await switchTheme(page, theme);
    await discussion.scrollIntoViewIfNeeded();
    await expectSectionAccessible(page, '[data-section="discussion"]');
    await discussion.screenshot({ path: `/tmp/f-discussion-${theme}.png` });
  }
  await page.context().close();
});

test("a learner who has not passed sees a lesson thread's code hidden behind the spoiler button", async ({
  browser,
  request,
}) => {
  const asker = await serverAccount(request, 'Sam Spoiler');
  const reader = await serverAccount(request, 'Rita Reader');
  const threadId = await lessonThread(
    request,
    asker,
    'c-005',
    'My whole answer for this exercise',
    'Here is all of it:\n\n```c\nint secret_answer = 42;\n```',
  );
  const page = await pageSignedInAs(browser, reader);
  await page.goto(`/community/threads/${threadId}`);
  await expect(page.getByRole('button', { name: SPOILER_BUTTON })).toBeVisible();
  await expect(page.getByText('int secret_answer = 42;')).toHaveCount(0);
  await page.getByRole('button', { name: SPOILER_BUTTON }).click();
  await expect(page.getByText('int secret_answer = 42;')).toBeVisible();
  await page.context().close();
});

test('a learner who passed publishes a solution, and another who passed compares it with theirs', async ({
  browser,
  request,
}) => {
  const lessonId = 'c-003';
  const solution = exerciseKeys.get(lessonId)!.solution;
  const author = await serverAccount(request, 'Paula Publisher');
  const reader = await serverAccount(request, 'Carl Comparer');
  const waiting = await serverAccount(request, 'Nora Notyet');
  expect(await checkExerciseAs(request, author, lessonId, solution)).toBe(true);
  const ownCode = `/* my own take */\n${solution}`;
  expect(await checkExerciseAs(request, reader, lessonId, ownCode)).toBe(true);

  // Before passing: no solutions, a line that says when they open.
  const notYet = await pageSignedInAs(browser, waiting);
  await notYet.goto(lessonUrl(lessonId));
  await expect(notYet.getByText('Solutions from other learners open once you pass.')).toBeVisible();
  await expect(notYet.locator('[data-section="solutions"]')).toHaveCount(0);
  await notYet.context().close();

  const page = await pageSignedInAs(browser, author);
  await page.goto(lessonUrl(lessonId));
  const solutions = page.locator('[data-section="solutions"]');
  await solutions.scrollIntoViewIfNeeded();
  await expect(solutions.getByText('No published solutions yet.')).toBeVisible();
  await solutions.getByLabel(/Publish your solution/).fill('A plain loop, nothing clever.');
  await solutions.getByRole('button', { name: 'Publish your solution' }).click();
  await expect(solutions.getByText('Your solution is published.')).toBeVisible();
  const own = solutions.getByTestId('published-solution');
  await expect(own).toHaveCount(1);
  await expect(own.getByText('Your solution')).toBeVisible();
  await expect(own.getByText('A plain loop, nothing clever.')).toBeVisible();
  await expect(own.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await page.context().close();

  const other = await pageSignedInAs(browser, reader);
  await other.goto(lessonUrl(lessonId));
  const theirs = other.locator('[data-section="solutions"]').getByTestId('published-solution');
  await theirs.scrollIntoViewIfNeeded();
  await expect(theirs.getByText('Paula Publisher')).toBeVisible();
  await expect(theirs.getByText('A plain loop, nothing clever.')).toBeVisible();
  const upvote = theirs.getByRole('button', { name: /^Upvote Paula Publisher's solution/ });
  await expect(upvote).toHaveAttribute('aria-pressed', 'false');
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(upvote).toHaveText('1 vote');

  await theirs.getByRole('button', { name: 'Compare with mine' }).click();
  const diff = theirs.getByRole('group', { name: "Your code compared with Paula Publisher's" });
  await expect(diff.locator('del')).toHaveText(['removed: -/* my own take */']);
  await expect(diff.locator('ins')).toHaveCount(0);
  await expect(theirs.getByText('only in your code (1)')).toBeVisible();

  // A new passing check on the page: the comparison follows the code the server now keeps.
  const exercise = other
    .locator('section')
    .filter({ has: other.getByRole('heading', { name: 'Your solution' }) });
  await replaceCode(other, exercise, solution);
  await exercise.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(exercise.getByText('Exercise solved: every check passed. Well done!')).toBeVisible();
  await theirs.scrollIntoViewIfNeeded();
  await expect(theirs.getByText('Your code and Paula Publisher’s are the same.')).toBeVisible();

  for (const theme of ['light', 'dark'] as const) {
    await switchTheme(other, theme);
    await theirs.scrollIntoViewIfNeeded();
    await expectSectionAccessible(other, '[data-section="solutions"]');
    await other.locator('[data-section="solutions"]').screenshot({
      path: `/tmp/f-solutions-${theme}.png`,
    });
  }
  await other.context().close();
});

test('the bell shows a reply to my question and leads to it', async ({ browser, request }) => {
  const asker = await serverAccount(request, 'Bea Bell');
  const helper = await serverAccount(request, 'Ray Replier');
  const threadId = await lessonThread(
    request,
    asker,
    'c-006',
    'How do I read two numbers?',
    'scanf reads only the first one.',
  );
  const postId = await postReply(request, helper, threadId, 'Use `scanf("%d %d", &a, &b);`');

  const page = await pageSignedInAs(browser, asker);
  const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const link = page.getByRole('link', {
    name: /Ray Replier replied to your question “How do I read two numbers\?”/,
  });
  await expect(link).toHaveAttribute('href', `/community/threads/${threadId}#post-${postId}`);
  for (const theme of ['light', 'dark'] as const) {
    await switchTheme(page, theme);
    if ((await bell.getAttribute('aria-expanded')) !== 'true') await bell.click();
    await expect(link).toBeVisible();
    await expectSectionAccessible(page, 'header');
    await page.screenshot({ path: `/tmp/f-bell-${theme}.png` });
  }
  await link.click();
  await expect(page).toHaveURL(`/community/threads/${threadId}#post-${postId}`);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Notifications' }),
  ).toBeVisible();
  await page.context().close();
});
