// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogPosts, blogText, newsletter } from '@content/blog';
import type { NewsletterAnswer } from '@domain/forms';
import { FormError, subscribeToNewsletter } from '@web/lib/public-forms';
import { BlogPage } from './BlogPage';

vi.mock('@web/lib/public-forms', () => {
  class MockFormError extends Error {
    override name = 'FormError';
  }
  return { FormError: MockFormError, subscribeToNewsletter: vi.fn() };
});

function renderBlog() {
  const router = createMemoryRouter([{ path: '/blog', element: <BlogPage /> }], {
    initialEntries: ['/blog'],
  });
  return render(<RouterProvider router={router} />);
}

const featured = blogPosts.find((post) => post.featured)!;
const postCount = () => screen.getAllByTestId('blog-post').length;
const resultStatus = () => screen.getByText(/^Showing /);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('BlogPage', () => {
  it('shows the featured post, six more posts and the page title', () => {
    renderBlog();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(document.title).toBe('Blog | CodeNest');
    expect(postCount()).toBe(7);
    expect(resultStatus()).toHaveTextContent('Showing 7 posts');
    const featuredSection = screen.getByRole('region', { name: blogText.featuredHeading });
    expect(within(featuredSection).getByRole('heading', { name: featured.title })).toBeVisible();
  });

  it('filters by search text, category and tags, and clears them from the empty state', async () => {
    const user = userEvent.setup();
    renderBlog();
    await user.type(screen.getByRole('searchbox', { name: blogText.searchLabel }), 'SANITIZER');
    expect(postCount()).toBe(1);
    expect(resultStatus()).toHaveTextContent('Showing 1 post');
    expect(
      screen.getByRole('heading', { name: 'Catching memory bugs with AddressSanitizer' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Community', pressed: false }));
    expect(screen.getByRole('button', { name: 'Community' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryAllByTestId('blog-post')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: blogText.emptyTitle })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: blogText.clearFilters }));
    expect(postCount()).toBe(7);
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '#Memory' }));
    const withMemory = blogPosts.filter((post) => post.tags.includes('Memory')).length;
    expect(postCount()).toBe(withMemory);
    await user.click(screen.getByRole('button', { name: '#Pointers' }));
    expect(postCount()).toBe(1);
    await user.click(screen.getByRole('button', { name: '#Pointers' }));
    expect(postCount()).toBe(withMemory);
  });

  it('opens and closes a post to show its full text', async () => {
    const user = userEvent.setup();
    renderBlog();
    const post = blogPosts[1]!;
    const toggle = screen.getByRole('button', { name: `${blogText.readArticle}: ${post.title}` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(body).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(`${blogText.closeArticle}: ${post.title}`);
    expect(body).toBeVisible();
    const firstParagraph = post.body.find((block) => block.kind === 'paragraph')!;
    expect(within(body).getByText(firstParagraph.text)).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('newsletter', () => {
  const emailBox = () => screen.getByRole('textbox', { name: newsletter.emailLabel });
  const newsletterBox = () => within(screen.getByRole('region', { name: newsletter.title }));

  it('checks the address in the browser before calling the server', async () => {
    const user = userEvent.setup();
    renderBlog();
    await user.click(screen.getByRole('button', { name: newsletter.button }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your email address.');
    await user.type(emailBox(), 'not-an-email');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: newsletter.button }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a valid email address, like name@example.com.',
    );
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(subscribeToNewsletter).not.toHaveBeenCalled();
  });

  it('asks to confirm by mail after every sign-up, the same for every address', async () => {
    const user = userEvent.setup();
    let finish: (value: NewsletterAnswer) => void = () => undefined;
    vi.mocked(subscribeToNewsletter).mockReturnValueOnce(
      new Promise((resolve) => {
        finish = resolve;
      }),
    );
    renderBlog();
    await user.type(emailBox(), '  ada@example.com ');
    await user.click(screen.getByRole('button', { name: newsletter.button }));
    expect(subscribeToNewsletter).toHaveBeenCalledWith('ada@example.com');
    expect(screen.getByRole('button', { name: newsletter.busyButton })).toBeDisabled();

    finish({ status: 'check_your_inbox' });
    const asked =
      'Almost there: check your inbox to confirm. We sent you an e-mail with a link, and the newsletter starts once you follow it.';
    expect(await newsletterBox().findByText(asked)).toBeInTheDocument();
    expect(newsletterBox().getByRole('status')).toHaveTextContent(asked);
    expect(emailBox()).toHaveValue('');

    // An address already on the list gets the very same answer.
    vi.mocked(subscribeToNewsletter).mockResolvedValueOnce({ status: 'check_your_inbox' });
    await user.type(emailBox(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: newsletter.button }));
    expect(await newsletterBox().findByText(asked)).toBeInTheDocument();
    expect(subscribeToNewsletter).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message in a red alert when subscribing fails", async () => {
    const user = userEvent.setup();
    vi.mocked(subscribeToNewsletter).mockRejectedValueOnce(
      new FormError('Too many attempts. Please wait a minute and try again.'),
    );
    renderBlog();
    await user.type(emailBox(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: newsletter.button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    );
    expect(screen.getByRole('button', { name: newsletter.button })).toBeEnabled();
  });
});
