// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Session } from '@supabase/supabase-js';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_SITE_IDENTITY, type SiteIdentity } from '@domain/public-config';
import { SCHOOL_SITE } from '@tests/helpers/site-identity';
import { setLanguage } from '@web/i18n/translate';
import { SessionContext } from '@web/lib/session';
import { SiteIdentityProvider } from '@web/lib/site-identity';
import { Footer } from './Footer';

function renderFooter(site: SiteIdentity, session: Session | null = null) {
  const router = createMemoryRouter([{ path: '/', element: <Footer /> }]);
  return render(
    <SessionContext.Provider
      value={{ session, ready: true, signOut: () => Promise.resolve(), signedOutHere: false }}
    >
      <SiteIdentityProvider value={site}>
        <RouterProvider router={router} />
      </SiteIdentityProvider>
    </SessionContext.Provider>,
  );
}

afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

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
    expect(screen.getByRole('contentinfo').innerHTML).not.toMatch(/href="https?:\/\//);
  });

  it('lets a visitor read the site in another language, named in itself, and keeps the choice', async () => {
    renderFooter(NO_SITE_IDENTITY);
    const picker = screen.getByRole('combobox', { name: 'Site language' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Español', 'Français', 'Deutsch', '中文']);
    fireEvent.change(picker, { target: { value: 'es' } });
    expect(await screen.findByRole('heading', { name: 'Empresa' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('codenest-lang=es');
    expect(screen.getByRole('combobox', { name: 'Idioma del sitio' })).toHaveValue('es');
  });

  it("leaves a learner's language to their settings", () => {
    renderFooter(NO_SITE_IDENTITY, { user: { id: 'learner' } } as Session);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
