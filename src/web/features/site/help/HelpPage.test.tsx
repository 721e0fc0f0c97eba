// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { helpCategories, helpSearch, popularArticles, videoTutorials } from '@content/help';
import { NO_SITE_IDENTITY, type SiteIdentity } from '@domain/public-config';
import { SCHOOL_SITE } from '@tests/helpers/site-identity';
import { SiteIdentityProvider } from '@web/lib/site-identity';
import { HelpPage } from './HelpPage';
import { formatViews } from './help-search';

beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

function renderHelp(path = '/help', site: SiteIdentity = SCHOOL_SITE) {
  const router = createMemoryRouter(
    [
      { path: '/help', element: <HelpPage /> },
      { path: '/contact', element: <p>Contact page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SiteIdentityProvider value={site}>
      <RouterProvider router={router} />
    </SiteIdentityProvider>,
  );
  return router;
}

afterEach(cleanup);

describe('HelpPage', () => {
  it('shows the categories, popular articles, support hours and contact options', () => {
    renderHelp();
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(document.title).toBe('Help Center | CodeNest');
    for (const category of helpCategories) {
      expect(screen.getByRole('heading', { level: 3, name: category.title })).toBeInTheDocument();
    }
    const popular = screen.getByTestId('popular-articles');
    for (const article of popularArticles) {
      expect(within(popular).getByRole('link', { name: article.title })).toHaveAttribute(
        'href',
        `/help#${article.id}`,
      );
      expect(popular).toHaveTextContent(formatViews(article.views));
    }
    const rows = screen.getAllByTestId('support-hours-row').map((row) => row.textContent);
    expect(rows).toEqual(['Mon-Fri 9 AM-6 PM PST', 'Sat 10 AM-4 PM PST', 'Sun closed']);
    expect(screen.getByText(/Pro subscribers get priority support/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Email Support/ })).toHaveAttribute(
      'href',
      'mailto:help@school.example?subject=Help%20with%20CodeNest',
    );
    expect(screen.getByRole('link', { name: 'help@school.example' })).toHaveAttribute(
      'href',
      'mailto:help@school.example?subject=Help%20with%20CodeNest',
    );
    expect(screen.getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute(
      'href',
      'tel:+442079460000',
    );
    expect(screen.getByRole('link', { name: /Video Tutorials/ })).toHaveAttribute(
      'href',
      '#video-tutorials',
    );
    const videos = screen.getAllByTestId('video-tutorial');
    expect(videos).toHaveLength(videoTutorials.length);
    videoTutorials.forEach((video, index) => {
      expect(within(videos[index]!).getByRole('link')).toHaveAttribute('href', video.to);
    });
  });

  it('searches with the button and with Enter, and lists title, category and snippet', async () => {
    renderHelp();
    const input = screen.getByRole('searchbox', { name: helpSearch.label });
    await userEvent.type(input, 'segmentation');
    expect(screen.queryByTestId('help-results')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const results = screen.getByTestId('help-results');
    expect(within(results).getByRole('link', { name: /Segmentation faults/ })).toBeInTheDocument();
    expect(results).toHaveTextContent('Running Your Code');
    expect(screen.getByRole('status')).toHaveTextContent(/found for "segmentation"/);

    await userEvent.clear(input);
    await userEvent.type(input, 'REFUND{Enter}');
    expect(
      within(screen.getByTestId('help-results')).getByRole('link', {
        name: 'Requesting a refund',
      }),
    ).toBeInTheDocument();
  });

  it('shows an empty state that clears the search', async () => {
    renderHelp();
    const input = screen.getByRole('searchbox', { name: helpSearch.label });
    await userEvent.type(input, 'blockchain{Enter}');
    expect(screen.getByRole('heading', { name: helpSearch.emptyTitle })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No articles found for "blockchain"');
    await userEvent.click(screen.getByRole('button', { name: helpSearch.clear }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('heading', { name: helpSearch.emptyTitle })).not.toBeInTheDocument();
  });

  it('opens an article from a list, and goes back with focus on the link', async () => {
    const router = renderHelp();
    const popular = screen.getByTestId('popular-articles');
    await userEvent.click(within(popular).getByRole('link', { name: 'Reading compiler errors' }));
    expect(router.state.location.hash).toBe('#compiler-errors');
    const heading = screen.getByRole('heading', { level: 2, name: 'Reading compiler errors' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/Fix the first error first/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Popular Articles' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back to Help Center' }));
    expect(router.state.location.hash).toBe('');
    expect(screen.getByRole('heading', { name: 'Popular Articles' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('popular-articles')).getByRole('link', {
        name: 'Reading compiler errors',
      }),
    ).toHaveFocus();
  });

  it('opens the article named in the address, and Back leads to the Help Center', async () => {
    const router = renderHelp('/help#request-refund');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Requesting a refund' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Refunds are processed in 5-10 business days/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Getting the student discount/ }));
    expect(router.state.location.hash).toBe('#student-discount');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Help Center' }));
    expect(router.state.location.pathname).toBe('/help');
    expect(router.state.location.hash).toBe('');
  });

  it('Start Live Chat explains how chat is answered, with the contact form and e-mail', async () => {
    renderHelp();
    const [chatButton] = screen.getAllByRole('button', { name: /Start Live Chat/ });
    await userEvent.click(chatButton!);
    const dialog = screen.getByRole('dialog', { name: 'Live chat' });
    expect(dialog).toHaveTextContent('Mon-Fri 9 AM-6 PM PST');
    expect(dialog).toHaveTextContent(/by e-mail or through the contact form/);
    expect(within(dialog).getByRole('link', { name: 'Open the contact form' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(
      within(dialog).getByRole('link', { name: 'E-mail help@school.example' }),
    ).toHaveAttribute('href', expect.stringContaining('mailto:help@school.example'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chatButton).toHaveFocus();
  });

  it('without a support address or phone, sends readers to the contact form and shows no address', async () => {
    renderHelp('/help', NO_SITE_IDENTITY);
    expect(screen.queryByRole('link', { name: /Email Support/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Contact Form/ })).toHaveAttribute('href', '/contact');
    const stillNeedHelp = screen.getByRole('region', { name: 'Still Need Help?' });
    expect(
      within(stillNeedHelp).getByRole('link', { name: 'Open the contact form' }),
    ).toHaveAttribute('href', '/contact');
    expect(within(stillNeedHelp).queryByRole('heading', { name: 'Phone' })).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/mailto:|tel:/);

    const [chatButton] = screen.getAllByRole('button', { name: /Start Live Chat/ });
    await userEvent.click(chatButton!);
    const dialog = screen.getByRole('dialog', { name: 'Live chat' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Open the contact form']);
  });

  it("names the site's support address in an article, or the contact form without one", () => {
    renderHelp('/help#request-refund');
    expect(
      within(screen.getByRole('article', { name: 'Requesting a refund' })).getByRole('link', {
        name: 'help@school.example',
      }),
    ).toHaveAttribute('href', 'mailto:help@school.example');
    cleanup();
    renderHelp('/help#request-refund', NO_SITE_IDENTITY);
    const article = screen.getByRole('article', { name: 'Requesting a refund' });
    expect(article).toHaveTextContent(
      'Send us a message through the contact form with the e-mail address of your account within 14 days of your first payment.',
    );
    expect(within(article).getByRole('link', { name: 'contact form' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
