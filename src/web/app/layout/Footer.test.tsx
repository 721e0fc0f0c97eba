// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_SITE_IDENTITY, type SiteIdentity } from '@domain/public-config';
import { SCHOOL_SITE } from '@tests/helpers/site-identity';
import { SiteIdentityProvider } from '@web/lib/site-identity';
import { Footer } from './Footer';

function renderFooter(site: SiteIdentity) {
  const router = createMemoryRouter([{ path: '/', element: <Footer /> }]);
  return render(
    <SiteIdentityProvider value={site}>
      <RouterProvider router={router} />
    </SiteIdentityProvider>,
  );
}

afterEach(cleanup);

describe('Footer', () => {
  it("links to the site's own social accounts, in the order they were configured", () => {
    renderFooter(SCHOOL_SITE);
    const social = screen.getByRole('list', { name: 'Social media' });
    const links = within(social).getAllByRole('link');
    expect(
      links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['CodeNest on GitHub', 'https://github.com/school-example'],
      ['CodeNest on YouTube', 'https://www.youtube.com/@school-example'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows no social links when the site has none', () => {
    renderFooter(NO_SITE_IDENTITY);
    expect(screen.queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo').innerHTML).not.toMatch(/https?:\/\//);
  });
});
