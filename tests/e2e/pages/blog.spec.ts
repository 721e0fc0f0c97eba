import { expect, test, type Page } from '@playwright/test';
import { blogPosts, blogText, newsletter } from '@content/blog';
import { pages } from '@domain/routes';
import { newsletterSchema } from '@domain/forms';
import { filterPosts, NO_FILTERS } from '@web/features/site/blog/filter-posts';
import {
  expectHeadingsInOrder,
  expectNoAxeViolations,
  expectPageMeta,
  openInTheme,
} from '../support/pages';

const posts = (page: Page) => page.getByRole('main').getByTestId('blog-post');
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing / });
const featured = blogPosts.find((post) => post.featured)!;

for (const theme of ['light', 'dark'] as const) {
  test(`/blog shows the featured post, six posts, filters and the newsletter and passes axe (${theme})`, async ({
    page,
  }) => {
    await openInTheme(page, '/blog', theme);
    await expectPageMeta(page, pages.blog.title);
    await expect(page.getByRole('heading', { level: 1, name: pages.blog.title })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: blogText.featuredHeading })
        .getByRole('heading', { name: featured.title }),
    ).toBeVisible();
    await expect(posts(page)).toHaveCount(7);
    for (const post of blogPosts) {
      const card = page.getByRole('article', { name: post.title });
      await expect(card).toContainText(post.excerpt);
      await expect(card).toContainText(post.author.name);
      await expect(card).toContainText(post.author.role);
      await expect(card).toContainText(post.readTime);
    }
    await expect(page.getByRole('searchbox', { name: blogText.searchLabel })).toBeVisible();
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(resultCount(page)).toHaveText('Showing 7 posts');
    await expect(page.getByRole('heading', { name: newsletter.title })).toBeVisible();
    await expect(page.getByRole('button', { name: newsletter.button })).toBeVisible();
    await expectHeadingsInOrder(page);
    await expectNoAxeViolations(page);

    // An open post and the empty state must stay accessible too.
    await page
      .getByRole('button', { name: `${blogText.readArticle}: ${blogPosts[1]!.title}` })
      .click();
    await expectHeadingsInOrder(page);
    await expectNoAxeViolations(page);
    await page
      .getByRole('searchbox', { name: blogText.searchLabel })
      .fill('kubernetes helm charts');
    await expect(page.getByRole('heading', { name: blogText.emptyTitle })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('/blog search matches title, excerpt, body and tags, ignoring case', async ({ page }) => {
  await page.goto('/blog');
  const search = page.getByRole('searchbox', { name: blogText.searchLabel });

  await search.fill('ADDRESSSANITIZER');
  await expect(posts(page)).toHaveCount(1);
  await expect(resultCount(page)).toHaveText('Showing 1 post');
  await expect(
    page.getByRole('article', { name: 'Catching memory bugs with AddressSanitizer' }),
  ).toBeVisible();

  // Only in a post's body.
  await search.fill('bubblewrap');
  await expect(posts(page)).toHaveCount(1);
  await expect(
    page.getByRole('article', { name: 'How the sandbox runs your code safely' }),
  ).toBeVisible();

  // A tag.
  await search.fill('career');
  await expect(posts(page)).toHaveCount(
    filterPosts(blogPosts, { ...NO_FILTERS, query: 'career' }).length,
  );
  await expect(page.getByRole('article', { name: /Lina/ })).toBeVisible();

  await search.fill('');
  await expect(posts(page)).toHaveCount(7);
});

test('/blog category chips pick one category, tag chips toggle, and they combine with search', async ({
  page,
}) => {
  await page.goto('/blog');
  const tutorials = blogPosts.filter((post) => post.category === 'Tutorials');
  await page.getByRole('button', { name: 'Tutorials', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Tutorials', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(posts(page)).toHaveCount(tutorials.length);

  await page.getByRole('button', { name: 'Community', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Tutorials', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(posts(page)).toHaveCount(
    blogPosts.filter((post) => post.category === 'Community').length,
  );

  await page.getByRole('button', { name: 'All', exact: true }).click();
  const memory = page.getByRole('button', { name: '#Memory', exact: true });
  await memory.click();
  await expect(memory).toHaveAttribute('aria-pressed', 'true');
  await expect(posts(page)).toHaveCount(
    blogPosts.filter((post) => post.tags.includes('Memory')).length,
  );
  await page.getByRole('button', { name: '#Pointers', exact: true }).click();
  await expect(posts(page)).toHaveCount(1);
  await expect(
    page.getByRole('article', { name: 'Pointers, explained without the hand-waving' }),
  ).toBeVisible();

  await page.getByRole('button', { name: '#Pointers', exact: true }).click();
  await page.getByRole('button', { name: 'Tutorials', exact: true }).click();
  await page.getByRole('searchbox', { name: blogText.searchLabel }).fill('sanitizer');
  await expect(posts(page)).toHaveCount(1);
  await expect(resultCount(page)).toHaveText('Showing 1 post');
});

test('/blog shows "No posts found" and Clear filters resets search, category and tags', async ({
  page,
}) => {
  await page.goto('/blog');
  await page.getByRole('button', { name: 'Product', exact: true }).click();
  await page.getByRole('button', { name: '#Pointers', exact: true }).click();
  await page.getByRole('searchbox', { name: blogText.searchLabel }).fill('pointer');
  await expect(posts(page)).toHaveCount(0);
  await expect(resultCount(page)).toHaveText('Showing 0 posts');
  await expect(page.getByText(blogText.emptyTitle)).toBeVisible();

  await page.getByRole('button', { name: blogText.clearFilters }).click();
  await expect(posts(page)).toHaveCount(7);
  await expect(page.getByRole('searchbox', { name: blogText.searchLabel })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: '#Pointers', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByText(blogText.emptyTitle)).toHaveCount(0);
});

test('/blog opens a post in place with its full text, and closes it', async ({ page }) => {
  await page.goto('/blog');
  const post = blogPosts.find((entry) => entry.slug === 'how-the-sandbox-runs-your-code')!;
  const toggle = page.getByRole('button', { name: `${blogText.readArticle}: ${post.title}` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const bodyId = await toggle.getAttribute('aria-controls');
  const body = page.locator(`[id="${bodyId}"]`);
  await expect(body).toBeHidden();

  await toggle.click();
  const close = page.getByRole('button', { name: `${blogText.closeArticle}: ${post.title}` });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(body).toBeVisible();
  for (const block of post.body) {
    if (block.kind === 'paragraph') await expect(body).toContainText(block.text);
    if (block.kind === 'heading') {
      await expect(body.getByRole('heading', { level: 4, name: block.text })).toBeVisible();
    }
  }
  await expect(page).toHaveURL('/blog');

  await close.click();
  await expect(body).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test.describe('/blog newsletter', () => {
  const address = (label: string) =>
    `blog-${label}-${Date.now()}-${test.info().workerIndex}@example.com`;

  test('asks to confirm by mail, and answers an address already given the same', async ({
    page,
  }) => {
    await page.goto('/blog');
    const email = page.getByRole('textbox', { name: newsletter.emailLabel });
    const subscriber = address('new');

    // Hold the first request so the busy state can be seen; it still reaches the real server.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/functions/v1/newsletter', async (route) => {
      await held;
      await route.continue();
    });
    await email.fill(subscriber);
    await page.getByRole('button', { name: newsletter.button }).click();
    await expect(page.getByRole('button', { name: newsletter.busyButton })).toBeDisabled();
    release();
    await expect(page.getByRole('status').filter({ hasText: newsletter.success })).toBeVisible();
    await expect(page.getByRole('button', { name: newsletter.button })).toBeEnabled();
    await page.unroute('**/functions/v1/newsletter');

    await email.fill(subscriber);
    await expect(page.getByText(newsletter.success)).toHaveCount(0);
    await page.getByRole('button', { name: newsletter.button }).click();
    await expect(page.getByRole('status').filter({ hasText: newsletter.success })).toBeVisible();
  });

  test('checks the address in the browser and sends nothing when it is invalid', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/newsletter')) calls.push(request.url());
    });
    await page.goto('/blog');
    const invalid = 'not-an-email';
    const message = newsletterSchema.safeParse({ email: invalid }).error?.issues[0]?.message;
    expect(message).toBeTruthy();

    await page.getByRole('textbox', { name: newsletter.emailLabel }).fill(invalid);
    await page.getByRole('button', { name: newsletter.button }).click();
    const alert = page.getByRole('alert').filter({ hasText: message! });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('textbox', { name: newsletter.emailLabel })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls).toEqual([]);
  });
});
