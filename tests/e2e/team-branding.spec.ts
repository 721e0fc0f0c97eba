import { expect, test, type Page } from '@playwright/test';
import { pngImage } from '../helpers/logo-images';
import { expectNoAxeViolations, openInTheme } from './support/pages';
import { enterpriseOwner, joinTeam, serverAccount, signInOnPage } from './support/teams';

const ACCENT = '#facc15';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The header's badge of the team, wherever the header shows it at this width. */
const badgeOf = (page: Page, teamName: string) =>
  page.getByRole('banner').getByTitle(teamName).filter({ visible: true });

/** The header fits the width: the badge gives way (its name cut short) before anything overflows. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
}

async function openMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  return menu;
}

test('the owner brands the team in /team; a member sees the badge and the banner; only the owner gets the Team link', async ({
  page,
  browser,
  request,
}) => {
  // Two accounts, a checkout, and sixteen full-page scans.
  test.slow();
  const owner = await enterpriseOwner(request, 'Bea Brand');
  const teamName = "Bea Brand's team";
  const member = await serverAccount(request, 'Milo Member');
  await joinTeam(request, owner, member);

  await page.setViewportSize(DESKTOP);
  await signInOnPage(page, owner);
  await mainNav(page).getByRole('link', { name: 'Team' }).click();
  await page.getByRole('tab', { name: 'Branding' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Branding' });
  await expect(panel).toContainText('Only you, the team’s owner, can change the branding.');

  await panel.getByLabel('Logo file').setInputFiles({
    name: 'bea.png',
    mimeType: 'image/png',
    buffer: pngImage(64, 64, [0x0f, 0x76, 0x6e]),
  });
  const logo = panel.getByRole('img', { name: 'Your logo' });
  await expect(logo).toHaveAttribute('src', /^data:image\/png;base64,/);
  await panel.getByLabel('Hex code').fill(ACCENT);
  await expect(panel.getByLabel('Accent colour')).toHaveValue(ACCENT);
  await expect(panel).toContainText('with black text on it (contrast 13.7:1)');
  // The preview draws the badge on the accent in both themes.
  const previewBadges = panel.getByRole('figure').getByTitle(teamName);
  await expect(previewBadges).toHaveCount(2);
  for (const badge of await previewBadges.all()) {
    await expect(badge).toHaveCSS('background-color', 'rgb(250, 204, 21)');
    await expect(badge).toHaveCSS('color', 'rgb(0, 0, 0)');
  }
  await panel.getByRole('button', { name: 'Save branding' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'Branding saved. Your members see it in the header and on their dashboard.',
  );
  await expect(logo).toHaveAttribute(
    'src',
    new RegExp(`^/functions/v1/team-logo/${owner.teamId}\\?v=`),
  );
  await expect(badgeOf(page, teamName)).toHaveCSS('background-color', 'rgb(250, 204, 21)');

  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    for (const theme of ['light', 'dark'] as const) {
      await openInTheme(page, `/team?team=${owner.teamId}&tab=branding`, theme);
      await expect(panel.getByRole('img', { name: 'Your logo' })).toHaveJSProperty(
        'naturalWidth',
        64,
      );
      await expect(badgeOf(page, teamName)).toBeVisible();
      await expectNoSidewaysScroll(page, viewport.width);
      await expectNoAxeViolations(page);
    }
  }
  // On a phone the owner finds Team in the menu.
  await expect((await openMenu(page)).getByRole('link', { name: 'Team' })).toHaveAttribute(
    'href',
    '/team',
  );

  const context = await browser.newContext({ viewport: DESKTOP });
  const learner = await context.newPage();
  await signInOnPage(learner, member);
  const banner = learner.getByRole('region', { name: 'Your team' });
  await expect(banner).toContainText(`${teamName}You have Pro while you are in this team.`);
  await expect(banner.locator('img')).toHaveJSProperty('naturalWidth', 64);
  const badge = badgeOf(learner, teamName);
  await expect(badge).toHaveText(`Your team: ${teamName}`);
  await expect(badge).toHaveCSS('background-color', 'rgb(250, 204, 21)');
  await expect(badge).toHaveCSS('color', 'rgb(0, 0, 0)');
  // The badge came with the teams: a plain member is shown no Team link.
  await expect(mainNav(learner).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(mainNav(learner).getByRole('link', { name: 'Team' })).toHaveCount(0);

  for (const viewport of [DESKTOP, PHONE]) {
    await learner.setViewportSize(viewport);
    for (const theme of ['light', 'dark'] as const) {
      await openInTheme(learner, '/dashboard', theme);
      await expect(banner.locator('img')).toHaveJSProperty('naturalWidth', 64);
      await expect(badgeOf(learner, teamName)).toBeVisible();
      await expectNoSidewaysScroll(learner, viewport.width);
      await expectNoAxeViolations(learner);
    }
  }
  const menu = await openMenu(learner);
  await expect(menu.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await context.close();
});
