// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  contributors,
  discussions,
  EVENT_REGISTRATIONS_KEY,
  events,
  guidelines,
} from '@content/community';
import { CommunityPage } from './CommunityPage';

function renderCommunity() {
  const router = createMemoryRouter([{ path: '/community', element: <CommunityPage /> }], {
    initialEntries: ['/community'],
  });
  return render(<RouterProvider router={router} />);
}

const firstEvent = events[0]!;

function eventCard(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name: title }).closest('li')!;
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('CommunityPage', () => {
  it('shows the stats, discussions, contributors, cards, events and guidelines', () => {
    renderCommunity();
    expect(screen.getByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
    expect(document.title).toBe('Community | CodeNest');
    const stats = screen.getAllByTestId('community-stat').map((stat) => stat.textContent);
    expect(stats).toEqual([
      'Members50K+',
      'Daily Discussions1.2K',
      'Code Solutions25K+',
      'Events150+',
    ]);
    expect(screen.getAllByTestId('discussion')).toHaveLength(discussions.length);
    expect(screen.getAllByTestId('contributor')).toHaveLength(contributors.length);
    expect(screen.getAllByTestId('event')).toHaveLength(events.length);
    for (const guideline of guidelines) {
      expect(screen.getByRole('heading', { name: guideline.title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Browse discussions/ })).toHaveAttribute(
      'href',
      '#discussions',
    );
    expect(screen.getByRole('link', { name: /today's challenge/ })).toHaveAttribute(
      'href',
      '/daily-challenge',
    );
    expect(screen.getByRole('link', { name: /See upcoming events/ })).toHaveAttribute(
      'href',
      '#events',
    );
  });

  it('registers for an event, stores it, and cancels', async () => {
    renderCommunity();
    const card = eventCard(firstEvent.title);
    expect(within(card).getByTestId('event-attendees')).toHaveTextContent(
      `${firstEvent.attendees} attending`,
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Register' }));
    expect(within(card).getByText('Registered')).toBeInTheDocument();
    expect(within(card).getByTestId('event-attendees')).toHaveTextContent(
      `${firstEvent.attendees + 1} attending`,
    );
    const cancel = within(card).getByRole('button', { name: 'Cancel registration' });
    expect(cancel).toHaveFocus();
    expect(cancel).toHaveAccessibleDescription(firstEvent.title);
    expect(JSON.parse(window.localStorage.getItem(EVENT_REGISTRATIONS_KEY)!)).toEqual([
      firstEvent.id,
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      `You are registered for ${firstEvent.title}.`,
    );

    await userEvent.click(cancel);
    expect(within(card).queryByText('Registered')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Register' })).toHaveFocus();
    expect(within(card).getByTestId('event-attendees')).toHaveTextContent(
      `${firstEvent.attendees} attending`,
    );
    expect(JSON.parse(window.localStorage.getItem(EVENT_REGISTRATIONS_KEY)!)).toEqual([]);
  });

  it('remembers registrations on the next visit', () => {
    const second = events[1]!;
    window.localStorage.setItem(EVENT_REGISTRATIONS_KEY, JSON.stringify([second.id]));
    renderCommunity();
    const card = eventCard(second.title);
    expect(within(card).getByText('Registered')).toBeInTheDocument();
    expect(within(card).getByTestId('event-attendees')).toHaveTextContent(
      `${second.attendees + 1} attending`,
    );
    expect(
      within(eventCard(firstEvent.title)).getByRole('button', { name: 'Register' }),
    ).toBeInTheDocument();
  });

  it('ignores unreadable stored data', () => {
    window.localStorage.setItem(EVENT_REGISTRATIONS_KEY, '{broken');
    renderCommunity();
    expect(screen.getAllByRole('button', { name: 'Register' })).toHaveLength(events.length);
  });
});
