// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { awards, coverage, pressAssets, pressReleases } from '@content/press';
import { NO_SITE_IDENTITY, type SiteIdentity } from '@domain/public-config';
import { SCHOOL_SITE } from '@tests/helpers/site-identity';
import { SiteIdentityProvider } from '@web/lib/site-identity';
import { PressPage } from './PressPage';

function renderPress(site: SiteIdentity = NO_SITE_IDENTITY) {
  const router = createMemoryRouter([{ path: '/press', element: <PressPage /> }], {
    initialEntries: ['/press'],
  });
  return render(
    <SiteIdentityProvider value={site}>
      <RouterProvider router={router} />
    </SiteIdentityProvider>,
  );
}

afterEach(cleanup);

describe('PressPage', () => {
  it('offers every press asset as a download with its size', () => {
    renderPress();
    expect(screen.getByRole('heading', { level: 1, name: 'Press' })).toBeInTheDocument();
    expect(document.title).toBe('Press | CodeNest');
    for (const asset of pressAssets) {
      const link = screen.getByRole('link', {
        name: `Download ${asset.title} (${asset.format}, ${asset.size})`,
      });
      expect(link).toHaveAttribute('href', asset.href);
      expect(link).toHaveAttribute('download');
    }
  });

  it('lists awards, releases with their links, and coverage linked to quotes', () => {
    renderPress();
    for (const award of awards) {
      expect(screen.getByRole('heading', { name: award.title })).toBeInTheDocument();
    }
    for (const release of pressReleases) {
      expect(screen.getByRole('heading', { name: release.title })).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: `Read the full release: ${release.title}` }),
      ).toHaveAttribute('href', release.link);
    }
    for (const item of coverage) {
      const link = screen.getByRole('link', { name: `Read the excerpt: ${item.headline}` });
      expect(link).toHaveAttribute('href', item.link);
      const quote = document.getElementById(item.link.slice(1));
      expect(quote).toHaveTextContent(item.quote);
    }
  });

  it("gives the site's press address and the 24-hour response promise", () => {
    renderPress(SCHOOL_SITE);
    expect(screen.getByRole('link', { name: 'press@school.example' })).toHaveAttribute(
      'href',
      'mailto:press@school.example',
    );
    expect(screen.getByText('We respond to press inquiries within 24 hours.')).toBeInTheDocument();
  });

  it('sends the press to the contact form when the site has no press address', () => {
    renderPress();
    expect(screen.getByRole('link', { name: 'Open the contact form' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(
      screen.getByText(
        /send our press team a message through the contact form, in the Press category/,
      ),
    ).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('mailto:');
  });
});
