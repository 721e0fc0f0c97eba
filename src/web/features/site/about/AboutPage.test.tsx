// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { aboutCta, figures, mission, story, team, values } from '@content/about';
import { AboutPage } from './AboutPage';

function renderAbout() {
  const router = createMemoryRouter([{ path: '/about', element: <AboutPage /> }], {
    initialEntries: ['/about'],
  });
  return render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('AboutPage', () => {
  it('shows the mission, the story, the values and the figures', () => {
    renderAbout();
    expect(screen.getByRole('heading', { level: 1, name: 'About CodeNest' })).toBeInTheDocument();
    expect(document.title).toBe('About CodeNest | CodeNest');
    expect(screen.getByRole('heading', { level: 2, name: mission.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: story.title })).toBeInTheDocument();
    for (const value of values) {
      expect(screen.getByRole('heading', { level: 3, name: value.title })).toBeInTheDocument();
    }
    expect(screen.getByText('50K+')).toBeInTheDocument();
    expect(figures.map((figure) => figure.value)).toContain('50K+');
  });

  it('introduces every team member with role, bio and initials', () => {
    renderAbout();
    expect(team.length).toBeGreaterThanOrEqual(5);
    expect(team.length).toBeLessThanOrEqual(6);
    for (const member of team) {
      const heading = screen.getByRole('heading', { level: 3, name: member.name });
      const card = heading.closest('li')!;
      expect(card).toHaveTextContent(member.role);
      expect(card).toHaveTextContent(member.bio);
    }
    expect(screen.getByText('MO')).toBeInTheDocument();
  });

  it('links the call to action to /courses and /contact', () => {
    renderAbout();
    expect(screen.getByRole('link', { name: aboutCta.primary.label })).toHaveAttribute(
      'href',
      '/courses',
    );
    expect(screen.getByRole('link', { name: aboutCta.secondary.label })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('never skips a heading level', () => {
    renderAbout();
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((node) =>
      Number(node.tagName.slice(1)),
    );
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    }
  });
});
