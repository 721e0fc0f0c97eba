import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openInTheme } from './support/pages';
import { enterpriseOwner, joinTeam, serverAccount, signInOnPage } from './support/teams';

const KEYS_TAB = '/team?tab=api-keys';
const keyList = (page: Page) =>
  page.getByRole('region', { name: 'Your team’s keys' }).getByRole('listitem');

/** Creates a key in the open API keys tab; answers the key the page shows once. */
async function createKey(page: Page, name: string): Promise<string> {
  await page.getByLabel('Key name').fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('region', { name: 'Copy your new key now' });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(`This is “${name}”. You will not see it again`);
  const input = shown.getByRole('textbox', { name: `The API key "${name}"` });
  await expect(input).toHaveValue(/^cnk_[A-Za-z0-9_-]{43}$/);
  return input.inputValue();
}

test('an owner creates a key, sees it once, reads the team with it, revokes it; the docs render', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const owner = await enterpriseOwner(request, 'Olive Owner');
  const ada = await serverAccount(request, 'Ada Lovelace');
  await joinTeam(request, owner, ada);
  await signInOnPage(page, owner);

  await page.goto(KEYS_TAB);
  await expect(page.getByRole('tab', { name: 'API keys', selected: true })).toBeVisible();
  await expect(page.getByText('No API keys yet')).toBeVisible();
  const key = await createKey(page, 'Gradebook sync');
  await page.getByRole('button', { name: 'Copy key' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  await expect(keyList(page)).toHaveCount(1);
  await expect(keyList(page)).toContainText(`${key.slice(0, 12)}…`);
  await expect(keyList(page)).toContainText('Never used');
  await expect(keyList(page)).not.toContainText(key.slice(12));
  await page.getByRole('button', { name: 'I have stored it' }).click();
  await expect(page.getByRole('region', { name: 'Copy your new key now' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^The API key/ })).toHaveCount(0);

  const members = await request.get('/api/v1/members', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(members.status()).toBe(200);
  const page1 = (await members.json()) as { data: { name: string }[]; nextCursor: null };
  expect(page1.data.map((member) => member.name).sort()).toEqual(['Ada Lovelace', 'Olive Owner']);
  expect(page1.nextCursor).toBeNull();

  await page.reload();
  await expect(keyList(page)).toContainText('Last used');

  await keyList(page).getByRole('button', { name: 'Revoke the key "Gradebook sync"' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke “Gradebook sync”?' });
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('The key “Gradebook sync” is revoked.')).toBeVisible();
  await expect(page.getByText('No API keys yet')).toBeVisible();

  const refused = await request.get('/api/v1/members', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { code: string }).code).toBe('invalid_api_key');

  await page.getByRole('link', { name: 'Read the team API documentation' }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team API' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'OpenAPI 3.1 document (JSON)' })).toHaveAttribute(
    'href',
    '/api/v1/openapi.json',
  );
  const listMembers = page.getByRole('article', { name: 'Members and their figures' });
  await expect(listMembers).toContainText('GET/api/v1/members');
  await expect(listMembers.getByRole('table', { name: 'MemberStats' })).toContainText(
    'lessonsDone',
  );
  await expect(listMembers.getByRole('group', { name: /^Example request/ })).toContainText(
    `${baseURL}/api/v1/members?limit=50`,
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Rate limit' })).toBeVisible();
  await expect(page.getByText('Each key may make 120 requests a minute')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the API keys tab and the API docs pass axe (${theme})`, async ({ page, request }) => {
    test.slow();
    const owner = await enterpriseOwner(request, 'Axel Owner');
    await page.addInitScript((saved) => window.localStorage.setItem('theme', saved), theme);
    await signInOnPage(page, owner);

    await openInTheme(page, KEYS_TAB, theme);
    await expect(page.getByText('No API keys yet')).toBeVisible();
    await expectNoAxeViolations(page);
    await createKey(page, 'Reports');
    await expect(keyList(page)).toHaveCount(1);
    await expectNoAxeViolations(page);
    await keyList(page).getByRole('button', { name: 'Revoke the key "Reports"' }).click();
    await expect(page.getByRole('dialog', { name: 'Revoke “Reports”?' })).toBeVisible();
    await expectNoAxeViolations(page);

    await openInTheme(page, '/docs/api', theme);
    await expect(
      page.getByRole('article', { name: 'Lesson progress of each member' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
