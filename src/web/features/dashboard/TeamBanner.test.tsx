// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamSummary } from '@domain/team-api';
import { TeamBanner } from './TeamBanner';

const state = vi.hoisted<{ teams: TeamSummary[] | undefined }>(() => ({ teams: undefined }));
vi.mock('@web/lib/teams', () => ({ useTeams: () => ({ data: state.teams }) }));

const team = (changes: Partial<TeamSummary>): TeamSummary => ({
  id: 'team-1',
  name: 'Room 12 Coders',
  role: 'member',
  seats: 5,
  seatsUsed: 2,
  active: true,
  accentColor: null,
  logoUrl: null,
  ...changes,
});

function renderBanner() {
  const router = createMemoryRouter([{ path: '*', element: <TeamBanner /> }]);
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  state.teams = undefined;
});

describe('TeamBanner', () => {
  it('shows nothing while the teams load, without a team, or for a team without branding', () => {
    for (const teams of [undefined, [], [team({})]]) {
      state.teams = teams;
      const { container } = renderBanner();
      expect(container).toBeEmptyDOMElement();
      cleanup();
    }
  });

  it("shows a member their team's logo and name on its accent, with black or white text", async () => {
    state.teams = [
      team({ id: 'plain', name: 'Plain team' }),
      team({ accentColor: '#1d4ed8', logoUrl: '/functions/v1/team-logo/team-1?v=1' }),
    ];
    renderBanner();
    const banner = screen.getByRole('region', { name: 'Your team' });
    await within(banner).findByText('Room 12 Coders');
    expect(banner).toHaveTextContent(
      'Room 12 CodersYou have Pro while you are in this team. Team page',
    );
    const card = banner.firstElementChild as HTMLElement;
    expect(card).toHaveStyle({ backgroundColor: '#1d4ed8', color: '#ffffff' });
    expect(banner.querySelector('img')).toHaveAttribute(
      'src',
      '/functions/v1/team-logo/team-1?v=1',
    );
    expect(within(banner).getByRole('link', { name: 'Team page' })).toHaveAttribute(
      'href',
      '/team',
    );
  });

  it('puts black text on a light accent, and tells a member when the plan is not active', async () => {
    state.teams = [team({ accentColor: '#facc15', active: false })];
    renderBanner();
    const banner = screen.getByRole('region', { name: 'Your team' });
    await within(banner).findByText('Room 12 Coders');
    expect(banner.firstElementChild).toHaveStyle({ backgroundColor: '#facc15', color: '#000000' });
    expect(banner).toHaveTextContent('The team’s Enterprise plan is not active right now.');
  });

  it('tells the owner their members see it', async () => {
    state.teams = [team({ role: 'owner', logoUrl: '/functions/v1/team-logo/team-1?v=2' })];
    renderBanner();
    const banner = screen.getByRole('region', { name: 'Your team' });
    await within(banner).findByText('Room 12 Coders');
    expect(banner).toHaveTextContent('Your members see this banner on their dashboard.');
  });
});
