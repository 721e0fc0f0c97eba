import { expect, test, type Page } from '@playwright/test';
import { headerNavLinks } from '@content/site';
import { APP_ROUTES } from '@domain/routes';
import { newEmail, signUpAndConfirm } from './support/account';

/**
 * Every route of the app with its parameter filled in: SPEC §2's, /assessment, /analytics, the
 * team pages and the team API's reference. A certificate's page (/certificates/:id), a team
 * member's (/team/members/:userId) and a discussion (/community/threads/:id) show one record:
 * tests/e2e/certificate.spec.ts, team-dashboard.spec.ts and community-forum.spec.ts.
 */
const ROUTES = APP_ROUTES.filter((route) => !/:(id|userId)\b/.test(route)).map((route) =>
  route.replace(':language', 'c'),
);

/** Signed-in pages: a visitor is sent home (tests/e2e/account.spec.ts), so these sign up first. */
const PROTECTED = new Set([
  '/dashboard',
  '/settings',
  '/profile',
  '/daily-challenge',
  '/challenge',
  '/assessment',
  '/analytics',
  '/team',
]);

/** The header's links: the same on every page, for visitors and learners. */
const HEADER_LINKS = headerNavLinks.map((link) => link.label);

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

test('the route list matches SPEC §2, with the final assessment, analytics, certificates, teams and the community', () => {
  expect(APP_ROUTES).toHaveLength(32);
  expect(APP_ROUTES).toEqual(
    expect.arrayContaining([
      '/assessment',
      '/analytics',
      '/certificates/:id',
      '/team',
      '/team/members/:userId',
      '/team/join',
      '/docs/api',
      '/community/threads/:id',
    ]),
  );
  for (const route of PROTECTED) expect(ROUTES).toContain(route);
});

for (const route of ROUTES) {
  const who = PROTECTED.has(route) ? 'a learner' : 'a visitor';

  test(`${route} answers 200 with header, footer, h1 and the header of ${who}`, async ({
    page,
  }) => {
    const signedIn = PROTECTED.has(route);
    if (signedIn) await signUpAndConfirm(page, 'Route Walker', newEmail('routes'));
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);

    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    for (const label of HEADER_LINKS) {
      await expect(mainNav(page).getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    const dashboard = mainNav(page).getByRole('link', { name: 'Dashboard', exact: true });
    if (signedIn) await expect(dashboard).toBeVisible();
    else await expect(dashboard).toHaveCount(0);
  });
}

test('an unknown page answers 404 with the Page not found screen inside the shell', async ({
  page,
}) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('an unknown API path answers 404 JSON with a message', async ({ request }) => {
  const response = await request.get('/functions/v1/nope');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as { message?: unknown };
  expect(typeof body.message).toBe('string');
  expect(body.message).not.toBe('');
});

test('GET /config.json returns apiUrl and anonKey', async ({ request }) => {
  const response = await request.get('/config.json');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { apiUrl?: unknown; anonKey?: unknown };
  expect(typeof body.apiUrl).toBe('string');
  expect(() => new URL(String(body.apiUrl))).not.toThrow();
  expect(typeof body.anonKey).toBe('string');
  expect(String(body.anonKey).length).toBeGreaterThan(0);
});

test('GET /health reports status ok', async ({ request }) => {
  const response = await request.get('/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});
