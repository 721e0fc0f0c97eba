// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_SITE_IDENTITY, type SiteIdentity } from '@domain/public-config';
import { SCHOOL_SITE } from '@tests/helpers/site-identity';
import { SiteIdentityProvider } from '@web/lib/site-identity';
import { ContactPage } from './ContactPage';

vi.mock('@web/lib/account', () => ({
  useCurrentUser: () => null,
  useProfile: () => ({ name: '' }),
}));

function renderContact(site: SiteIdentity) {
  const router = createMemoryRouter([{ path: '/contact', element: <ContactPage /> }], {
    initialEntries: ['/contact'],
  });
  return render(
    <SiteIdentityProvider value={site}>
      <RouterProvider router={router} />
    </SiteIdentityProvider>,
  );
}

afterEach(cleanup);

describe('ContactPage', () => {
  it("lists the site's support and press addresses beside the form", () => {
    renderContact(SCHOOL_SITE);
    const direct = screen.getByRole('complementary', { name: 'Other ways to reach us' });
    expect(
      within(direct).getByRole('heading', { name: 'Write to us directly' }),
    ).toBeInTheDocument();
    expect(within(direct).getByRole('link', { name: 'help@school.example' })).toHaveAttribute(
      'href',
      'mailto:help@school.example',
    );
    expect(within(direct).getByRole('link', { name: 'press@school.example' })).toHaveAttribute(
      'href',
      'mailto:press@school.example',
    );
  });

  it('offers only the form when the site has no addresses', () => {
    renderContact(NO_SITE_IDENTITY);
    expect(screen.getByRole('heading', { name: /Send us a message/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Write to us directly' })).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('mailto:');
    expect(screen.getByRole('heading', { name: 'Support hours' })).toBeInTheDocument();
  });
});
