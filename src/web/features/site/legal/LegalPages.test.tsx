// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibility } from '@content/accessibility';
import { cookiePanel, cookies } from '@content/cookies';
import type { LegalDocumentContent } from '@content/legal';
import { pages, type PageId } from '@domain/routes';
import { privacy } from '@content/privacy';
import { terms } from '@content/terms';
import { NO_SITE_IDENTITY, type SiteIdentity } from '@domain/public-config';
import { SCHOOL_SITE } from '@tests/helpers/site-identity';
import { SiteIdentityProvider } from '@web/lib/site-identity';
import { AccessibilityPage } from './AccessibilityPage';
import { CookiesPage } from './CookiesPage';
import { formatLegalDate } from './format';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function renderAt(path: string, Page: ComponentType, site: SiteIdentity = NO_SITE_IDENTITY) {
  const router = createMemoryRouter([{ path, element: <Page /> }], { initialEntries: [path] });
  return render(
    <SiteIdentityProvider value={site}>
      <RouterProvider router={router} />
    </SiteIdentityProvider>,
  );
}

const cases: [string, PageId, ComponentType, LegalDocumentContent][] = [
  ['/terms', 'terms', TermsPage, terms],
  ['/privacy', 'privacy', PrivacyPage, privacy],
  ['/accessibility', 'accessibility', AccessibilityPage, accessibility],
  ['/cookies', 'cookies', CookiesPage, cookies],
];

describe.each(cases)('%s', (path, key, Page, content) => {
  it('sets the title and renders one h1 with the last-updated date', () => {
    renderAt(path, Page);
    expect(document.title).toBe(`${pages[key].title} | CodeNest`);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(pages[key].title);
    const time = document.querySelector('time');
    expect(time).toHaveAttribute('dateTime', content.lastUpdated);
    expect(time).toHaveTextContent(formatLegalDate(content.lastUpdated));
    expect(screen.getByText(/Last updated/)).toBeInTheDocument();
  });

  it('links every section from the table of contents to its heading', () => {
    renderAt(path, Page);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const tocLinks = within(toc).getAllByRole('link');
    const expected = [
      ...(key === 'cookies' ? [{ id: cookiePanel.id, heading: cookiePanel.heading }] : []),
      ...content.sections,
    ];
    expect(tocLinks.map((link) => link.textContent)).toEqual(expected.map((s) => s.heading));
    for (const [index, section] of expected.entries()) {
      expect(tocLinks[index]).toHaveAttribute('href', `#${section.id}`);
      const target = document.getElementById(section.id);
      expect(target).not.toBeNull();
      expect(
        within(target!).getByRole('heading', { level: 2, name: section.heading }),
      ).toBeInTheDocument();
    }
  });

  it('never skips a heading level', () => {
    const { container } = renderAt(path, Page);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((node) =>
      Number(node.tagName.slice(1)),
    );
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    }
  });
});

describe('links inside the text', () => {
  it("sends e-mail links to the site's support address and route links through the router", () => {
    renderAt('/privacy', PrivacyPage, SCHOOL_SITE);
    const cookieLinks = screen.getAllByRole('link', { name: 'Cookie Policy' });
    for (const link of cookieLinks) expect(link).toHaveAttribute('href', '/cookies');
    const mail = screen.getAllByRole('link', { name: 'help@school.example' });
    expect(mail).toHaveLength(3);
    for (const link of mail) expect(link).toHaveAttribute('href', 'mailto:help@school.example');
  });

  it.each(cases)(
    '%s names no address without a support address, and links to the contact form',
    (path, _key, Page) => {
      const { container } = renderAt(path, Page);
      expect(container.innerHTML).not.toMatch(/mailto:|@/);
      for (const link of screen.getAllByRole('link', { name: 'contact form' })) {
        expect(link).toHaveAttribute('href', '/contact');
      }
    },
  );

  it('the accessibility page makes the exact response promise', () => {
    renderAt('/accessibility', AccessibilityPage);
    expect(document.body).toHaveTextContent(
      'We respond to accessibility feedback within 2 business days.',
    );
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  });
});
