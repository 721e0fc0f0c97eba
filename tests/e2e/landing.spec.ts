import { expect, test } from '@playwright/test';
import { features, hero } from '@content/landing';
import { footerGroups } from '@content/site';
import { SCHOOL_SITE } from '../helpers/site-identity';

/** The 13 language cards of SPEC §1, in display order. */
const LANGUAGE_NAMES = [
  'C',
  'C++',
  'C#',
  'Rust',
  'Go',
  'Carbon',
  'Python',
  'JavaScript',
  'Java',
  'Swift',
  'Objective-C',
  'Kotlin',
  'Mojo',
];

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test.describe('hero', () => {
  test('shows the headline and the Start Learning Free call to action', async ({ page }) => {
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toContainText(hero.title);
    await expect(h1).toContainText(hero.highlight);
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Start Learning Free' }),
    ).toBeVisible();
  });

  test('Start Learning Free opens the sign-up dialog for a visitor', async ({ page }) => {
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Start Learning Free' })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Join CodeNest' })).toBeVisible();
    await expect(page).toHaveURL('/');
  });
});

test.describe('sections', () => {
  test('#features lists every feature and the 50K+ / 9 languages claims', async ({ page }) => {
    const section = page.locator('section#features');
    await expect(section).toHaveCount(1);
    for (const feature of features) {
      await expect(
        section.getByRole('heading', { name: feature.title, exact: true }),
      ).toBeVisible();
    }
    await expect(section).toContainText('50K+');
    await expect(section).toContainText('9 languages');
  });

  test('#languages shows exactly 13 language cards, by name', async ({ page }) => {
    const section = page.locator('section#languages');
    await expect(section).toHaveCount(1);
    const cards = section.getByTestId('language-card');
    await expect(cards).toHaveCount(13);
    await expect(cards.getByRole('heading')).toHaveText(LANGUAGE_NAMES);
  });

  for (const [label, anchor] of [
    ['Features', 'features'],
    ['Languages', 'languages'],
  ] as const) {
    test(`nav link ${label} lands on /#${anchor} with the section in view`, async ({ page }) => {
      const section = page.locator(`section#${anchor}`);
      await expect(section).not.toBeInViewport();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: label, exact: true })
        .click();
      await expect(page).toHaveURL(`/#${anchor}`);
      await expect(section).toBeInViewport();
    });
  }
});

for (const width of [360, 390]) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the language cards sit at least two to a row, without sideways scrolling', async ({
      page,
    }) => {
      const cards = page.locator('section#languages').getByTestId('language-card');
      await expect(cards).toHaveCount(13);
      const tops = await cards.evaluateAll((nodes) =>
        nodes.map((node) => Math.round(node.getBoundingClientRect().top)),
      );
      expect(tops[1]).toBe(tops[0]);
      expect(new Set(tops).size).toBeLessThanOrEqual(7);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  });
}

test.describe('navigation bar (signed out)', () => {
  test('shows Learn, Daily Challenge, Compare, Features, Languages, Pricing, the theme toggle, Sign In and Get Started', async ({
    page,
  }) => {
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    for (const label of [
      'Learn',
      'Daily Challenge',
      'Compare',
      'Features',
      'Languages',
      'Pricing',
    ]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(nav.getByTestId('theme-toggle').filter({ visible: true })).toHaveCount(1);
    await expect(nav.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Get Started', exact: true })).toBeVisible();
    // Signed out: no app-only entries.
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  });

  test('Sign In opens the login dialog', async ({ page }) => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Sign In', exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Join CodeNest' })).toHaveCount(0);
  });

  test('Get Started opens the sign-up dialog', async ({ page }) => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Get Started', exact: true })
      .click();
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Join CodeNest' }),
    ).toBeVisible();
  });
});

test.describe('footer', () => {
  test("has the site's social links (SITE_SOCIAL_LINKS in the test server's environment)", async ({
    page,
  }) => {
    const social = page.getByRole('contentinfo').getByRole('list', { name: 'Social media' });
    const links = social.getByRole('link');
    await expect(links).toHaveCount(SCHOOL_SITE.social.length);
    for (const { network, url } of SCHOOL_SITE.social) {
      await expect(social.getByRole('link', { name: `CodeNest on ${network}` })).toHaveAttribute(
        'href',
        url,
      );
    }
  });

  test('has the Learning, Support and Company groups and a copyright line', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    for (const title of ['Learning', 'Support', 'Company']) {
      await expect(footer.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    expect(footerGroups.map((group) => group.title)).toEqual(['Learning', 'Support', 'Company']);
    const copyright = footer.getByText('©');
    await expect(copyright).toBeVisible();
    await expect(copyright).toContainText('CodeNest');
  });
});

test('section links are never marked as the current page; the current route is', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Features' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Languages' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goto('/pricing');
  await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
});
