import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { ssoDnsName } from '@domain/team-sso';
import { startDnsServer, type TestDnsServer } from '@tests/helpers/dns-server';
import { startOidcProvider, type OidcTestProvider } from '@tests/helpers/oidc-provider';
import { openSignInDialog, signOut } from './support/account';
import { expectNoAxeViolations, type ThemeName } from './support/pages';
import { enterpriseOwner, signInOnPage } from './support/teams';

const SITE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const PHONE = { width: 412, height: 915 };
const DESKTOP = { width: 1280, height: 720 };

/** Where playwright.config.ts points the server's SSO_DNS_SERVERS. */
const DNS_PORT = 5399;

let provider: OidcTestProvider;
let dns: TestDnsServer;

test.beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: `${SITE}/auth/v1/sso/callback` });
  dns = await startDnsServer(DNS_PORT);
});
test.afterAll(async () => {
  await provider.close();
  await dns.close();
});

/** The saved theme, applied by a reload (the page's own start script reads it). */
async function useTheme(page: Page, theme: ThemeName): Promise<void> {
  await page.evaluate((saved) => window.localStorage.setItem('theme', saved), theme);
  await page.reload();
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
  else await expect(page.locator('html')).not.toHaveClass(/dark/);
}

/** axe on what `show` puts on screen, in both themes, at desktop and phone widths. */
async function scanEverywhere(page: Page, show: () => Promise<void>): Promise<void> {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await show();
      await expectNoAxeViolations(page);
    }
  }
  await page.setViewportSize(DESKTOP);
  await useTheme(page, 'light');
}

test('an owner sets up single sign-on, and a member signs in with it and joins the team', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await enterpriseOwner(request, 'Olivia Owner', 3);
  const teamName = "Olivia Owner's team";
  const domain = `school-${crypto.randomBytes(4).toString('hex')}.example`;
  const member = { sub: `mia-${crypto.randomBytes(3).toString('hex')}`, name: 'Mia Member' };
  provider.addAccount({ ...member, email: `${member.sub}@${domain}` });

  // The owner configures the team's provider on /team.
  await signInOnPage(page, owner);
  await page.goto('/team');
  await page.getByRole('tab', { name: 'Single sign-on' }).click();
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByLabel('Redirect URI')).toHaveValue(`${SITE}/auth/v1/sso/callback`);
  await tab.getByLabel('Issuer URL').fill(provider.issuer);
  await tab.getByLabel('Client ID').fill(provider.clientId);
  await tab.getByLabel('Client secret').fill(provider.clientSecret);
  await tab.getByLabel('E-mail domains').fill(domain);
  await tab.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(tab.getByRole('status')).toHaveText(
    `Saved. Your provider answered, and the secret is stored encrypted. Add the DNS record for ${domain} under Domain verification, then choose Check DNS: sign-ins start once a domain is verified.`,
  );
  await expect(tab.getByLabel('Client secret')).toHaveAttribute(
    'placeholder',
    'Saved: leave empty to keep it',
  );

  // The domain routes no sign-in until its DNS record is found.
  const domains = tab.getByRole('list', { name: 'Domains' });
  const entry = domains.getByRole('listitem').filter({ hasText: domain });
  await expect(entry).toContainText('Waiting for DNS');
  await expect(entry.getByRole('code')).toHaveText(ssoDnsName(domain));
  const value = (await tab.getByRole('code').filter({ hasText: 'codenest-sso=' }).textContent())!;
  const notYet = `No TXT record ${value} at ${ssoDnsName(domain)} yet. DNS changes can take an hour to appear.`;
  await scanEverywhere(page, async () => {
    await expect(page.getByRole('tab', { name: 'Single sign-on', selected: true })).toBeVisible();
    await expect(page.getByLabel('Client ID')).toHaveValue(provider.clientId);
    await entry.getByRole('button', { name: `Check DNS for ${domain}` }).click();
    await expect(entry.getByRole('status')).toHaveText(notYet);
  });

  dns.setTxt(ssoDnsName(domain), [value]);
  await entry.getByRole('button', { name: `Check DNS for ${domain}` }).click();
  await expect(entry.getByRole('status')).toHaveText(
    `${domain} is verified: members with an address there can now sign in with single sign-on.`,
  );
  await expect(entry).toContainText('Verified');
  await expect(tab.getByText(`Members with an address at ${domain} can sign in`)).toBeVisible();
  await signOut(page);

  // A member finds the team's sign-in from the dialog, by their address.
  const dialog = page.getByRole('dialog');
  await scanEverywhere(page, async () => {
    await openSignInDialog(page);
    await dialog.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await expect(
      dialog.getByRole('heading', { name: 'Sign in with single sign-on' }),
    ).toBeVisible();
    await dialog.getByLabel('Work or school email').fill(`${member.sub}@${domain}`);
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(dialog.getByRole('button', { name: `Sign in with ${teamName}` })).toBeFocused();
  });
  await openSignInDialog(page);
  await dialog.getByRole('button', { name: 'Continue with single sign-on' }).click();
  await dialog.getByLabel('Work or school email').fill(`${member.sub}@${domain}`);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await dialog.getByRole('button', { name: `Sign in with ${teamName}` }).click();

  // The provider's own sign-in and consent pages, then back: signed in, in the team.
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(member.sub);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${SITE}/dashboard`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();

  await page.goto('/team');
  const teams = page.getByRole('region', { name: 'Teams you are in' });
  await expect(teams.getByRole('listitem')).toHaveCount(1);
  await expect(teams.getByRole('listitem')).toContainText(teamName);
  await expect(teams.getByRole('listitem')).toContainText('Member');
});
