import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { signIn } from './account';
import { callAs, passwordSession, serverAccount, type ServerAccount } from './teams';

/** The address playwright.config.ts gives ADMIN_EMAILS: the forum's moderator in every spec. */
export const MODERATOR_EMAIL = 'forum-moderator@example.com';

const tokenFor = (request: APIRequestContext, email: string) =>
  passwordSession(request, 'Mo Derator', email);

/** The moderator's account: made by the first test that needs it, then signed in. */
export async function moderatorAccount(request: APIRequestContext): Promise<ServerAccount> {
  const existing = await tokenFor(request, MODERATOR_EMAIL);
  if (existing) return existing;
  try {
    return await serverAccount(request, 'Mo Derator', MODERATOR_EMAIL);
  } catch {
    // Another worker is making it: its confirmation arrives in a moment.
    let account: ServerAccount | null = null;
    await expect
      .poll(async () => (account = await tokenFor(request, MODERATOR_EMAIL)), { timeout: 15_000 })
      .not.toBeNull();
    return account!;
  }
}

/** A thread in a category posted through the API; its id. */
export async function postThread(
  request: APIRequestContext,
  author: ServerAccount,
  thread: { title: string; body: string; category?: string },
): Promise<string> {
  const { id } = await callAs<{ id: string }>(request, author.token, 'POST', 'forum-threads', {
    category: 'c-help',
    ...thread,
  });
  return id;
}

/** A reply posted through the API; its id. */
export async function postReply(
  request: APIRequestContext,
  author: ServerAccount,
  threadId: string,
  body: string,
): Promise<string> {
  const { id } = await callAs<{ id: string }>(request, author.token, 'POST', 'forum-posts', {
    threadId,
    body,
  });
  return id;
}

/** A page of its own (a separate browser context) signed in as `account`. */
export async function pageSignedInAs(
  browser: Browser,
  account: ServerAccount,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signIn(page, account.email);
  await expect(page).toHaveURL(/\/dashboard|\/settings/, { timeout: 20_000 });
  return page;
}
