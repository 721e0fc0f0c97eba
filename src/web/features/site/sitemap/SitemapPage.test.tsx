// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sitemapGroups, sitemapHelp } from '@content/sitemap';
import { SitemapPage } from './SitemapPage';

afterEach(cleanup);

describe('SitemapPage', () => {
  it('links every page of every group, and ends with help and contact links', () => {
    const router = createMemoryRouter([{ path: '/sitemap', element: <SitemapPage /> }], {
      initialEntries: ['/sitemap'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeInTheDocument();
    expect(document.title).toBe('Sitemap | CodeNest');
    const sections = screen.getAllByTestId('sitemap-group');
    expect(sections).toHaveLength(sitemapGroups.length);
    sitemapGroups.forEach((group, index) => {
      const section = sections[index]!;
      expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(group.title);
      for (const entry of group.entries) {
        expect(within(section).getByRole('link', { name: entry.title })).toHaveAttribute(
          'href',
          entry.path,
        );
        expect(section).toHaveTextContent(entry.description);
      }
    });
    const help = screen.getByRole('heading', { name: sitemapHelp.title }).closest('section')!;
    expect(within(help).getByRole('link', { name: sitemapHelp.helpLabel })).toHaveAttribute(
      'href',
      '/help',
    );
    expect(within(help).getByRole('link', { name: sitemapHelp.contactLabel })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
