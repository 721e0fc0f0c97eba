// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanId } from '@domain/billing';
import type { TeamSummary } from '@domain/team-api';
import { AuthDialogContext, type AuthDialogState } from '@web/lib/auth-dialog';
import { headerNavLinks } from '@content/site';
import { Navbar } from './Navbar';
import { SESSION_PENDING } from './session-pending';

const state = vi.hoisted<{
  signedIn: boolean;
  ready: boolean;
  plan: PlanId;
  teams: TeamSummary[];
}>(() => ({
  signedIn: false,
  ready: true,
  plan: 'free',
  teams: [],
}));

vi.mock('@web/lib/session', () => ({
  useSession: () => ({
    session: state.signedIn ? { user: { id: 'user-1' } } : null,
    ready: state.ready,
    signOut: vi.fn(),
    signedOutHere: false,
  }),
}));

vi.mock('@web/lib/subscription', () => ({
  usePlan: () => ({
    plan: state.plan,
    isPro: state.plan !== 'free',
    loading: false,
    subscription: null,
  }),
}));

vi.mock('@web/lib/teams', () => ({
  useTeams: () => ({ data: state.teams }),
  useManagedTeams: () => state.teams.filter((team) => team.role !== 'member'),
}));

vi.mock('@web/components/ThemeToggle', () => ({ ThemeToggle: () => null }));

const dialog: AuthDialogState = {
  mode: null,
  openError: null,
  openNotice: null,
  returnTo: null,
  open: vi.fn(),
  close: vi.fn(),
};

function renderNavbar(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <Navbar /> }], {
    initialEntries: [path],
  });
  render(
    <AuthDialogContext.Provider value={dialog}>
      <RouterProvider router={router} />
    </AuthDialogContext.Provider>,
  );
}

afterEach(() => {
  cleanup();
  state.signedIn = false;
  state.ready = true;
  state.plan = 'free';
  state.teams = [];
});

const banner = () => screen.getByRole('banner');
const planLinks = () => within(banner()).queryAllByRole('link', { name: /Your plan/ });
/** The plan link loads its code once signed in: wait for it to appear. */
// The plan link's code loads lazily: the first test of a loaded machine waits for its import.
const findPlanLinks = () =>
  within(banner()).findAllByRole('link', { name: /Your plan/ }, { timeout: 5000 });

describe('Navbar plan badge', () => {
  it.each(['/', '/learn/c'])(
    "shows a Pro learner's plan next to the account controls (%s)",
    async (path) => {
      state.signedIn = true;
      state.plan = 'pro';
      renderNavbar(path);
      const [badge] = await findPlanLinks();
      expect(badge).toHaveAccessibleName('Your plan: Pro');
      expect(badge).toHaveAttribute('href', '/settings?tab=billing');
    },
  );

  it('names Enterprise', async () => {
    state.signedIn = true;
    state.plan = 'enterprise';
    renderNavbar();
    expect((await findPlanLinks())[0]).toHaveAccessibleName('Your plan: Enterprise');
  });

  it('shows nothing for a Free learner or a visitor', async () => {
    state.signedIn = true;
    renderNavbar();
    // Once the plan link's code has loaded and rendered, there is still nothing to show.
    await act(() => import('./CurrentPlanLink'));
    expect(planLinks()).toHaveLength(0);
    cleanup();
    state.signedIn = false;
    state.plan = 'pro';
    renderNavbar();
    expect(planLinks()).toHaveLength(0);
  });

  it('shows the plan in the mobile menu too', async () => {
    const user = userEvent.setup();
    state.signedIn = true;
    state.plan = 'pro';
    renderNavbar();
    expect(await findPlanLinks()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(planLinks()).toHaveLength(2));
    const menu = banner().querySelector('#mobile-menu') as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'Your plan: Pro' })).toBeInTheDocument();
  });
});

const mainNav = () => within(banner()).getByRole('navigation', { name: 'Main' });
const linkNames = () =>
  within(mainNav())
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.textContent?.trim());

describe('Navbar: one header for the same person on every page', () => {
  it('shows a visitor Learn, Daily Challenge and the site links, Sign In and Get Started, and no Dashboard', () => {
    for (const path of ['/', '/about', '/learn/c', '/compare']) {
      renderNavbar(path);
      expect(linkNames()).toEqual([
        'CodeNest home',
        'Learn',
        'Daily Challenge',
        'Compare',
        'Features',
        'Languages',
        'Pricing',
      ]);
      expect(within(mainNav()).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      expect(within(mainNav()).getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
      cleanup();
    }
  });

  it('shows a learner the same links, with Dashboard, Settings, Profile and Sign Out', () => {
    state.signedIn = true;
    for (const path of ['/', '/about', '/learn/c', '/pricing']) {
      renderNavbar(path);
      expect(linkNames()).toEqual([
        'CodeNest home',
        ...headerNavLinks.map((link) => link.label),
        'Dashboard',
        'Settings',
        'Profile',
      ]);
      expect(within(mainNav()).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
      expect(within(mainNav()).queryByRole('button', { name: 'Sign In' })).toBeNull();
      cleanup();
    }
  });

  it("links Learn to the C course and Daily Challenge to today's challenge, marking the page shown", () => {
    renderNavbar('/learn/c');
    expect(within(mainNav()).getByRole('link', { name: 'Learn' })).toHaveAttribute(
      'href',
      '/learn/c',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Learn' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Daily Challenge' })).toHaveAttribute(
      'href',
      '/daily-challenge',
    );
  });

  it("keeps a visitor's controls out of sight while a stored session is being read", () => {
    state.ready = false;
    renderNavbar('/');
    const signIn = within(mainNav()).getByRole('button', { name: 'Sign In' });
    expect(signIn.parentElement?.className).toContain(SESSION_PENDING);
    cleanup();
    state.ready = true;
    renderNavbar('/');
    expect(
      within(mainNav()).getByRole('button', { name: 'Sign In' }).parentElement?.className,
    ).not.toContain(SESSION_PENDING);
  });

  it('has the same items in the phone menu', async () => {
    const user = userEvent.setup();
    state.signedIn = true;
    renderNavbar('/about');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await waitFor(() => {
      const found = banner().querySelector('#mobile-menu');
      if (!found) throw new Error('The menu has not opened yet');
      return found as HTMLElement;
    });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent?.trim()),
    ).toEqual([...headerNavLinks.map((link) => link.label), 'Dashboard', 'Settings', 'Profile']);
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});

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

describe('Navbar: teams', () => {
  const teamLinks = () => within(mainNav()).queryAllByRole('link', { name: 'Team' });

  it.each(['owner', 'manager'] as const)('shows a team %s the Team link to /team', async (role) => {
    state.signedIn = true;
    state.teams = [team({ role })];
    renderNavbar('/dashboard');
    const [link] = await within(mainNav()).findAllByRole('link', { name: 'Team' });
    expect(link).toHaveAttribute('href', '/team');
    expect(linkNames().slice(-4)).toEqual(['Team', 'Dashboard', 'Settings', 'Profile']);
  });

  it('shows a plain member no Team link', async () => {
    state.signedIn = true;
    state.teams = [team({ role: 'member' })];
    renderNavbar();
    await act(() => import('./TeamNav'));
    expect(teamLinks()).toHaveLength(0);
  });

  it("shows a branded team's badge: logo and name on the accent, with the text colour for it", async () => {
    state.signedIn = true;
    state.teams = [
      team({ id: 'plain', name: 'Plain team' }),
      team({ accentColor: '#facc15', logoUrl: '/functions/v1/team-logo/team-1?v=1' }),
    ];
    renderNavbar();
    const badges = await within(mainNav()).findAllByText('Room 12 Coders');
    // One in the wide header, one beside the menu button on narrower screens.
    expect(badges).toHaveLength(2);
    const badge = badges[0]!.parentElement!;
    expect(badge).toHaveTextContent('Your team: Room 12 Coders');
    expect(badge).toHaveStyle({ backgroundColor: '#facc15', color: '#000000' });
    expect(badge.querySelector('img')).toHaveAttribute('src', '/functions/v1/team-logo/team-1?v=1');
    expect(within(mainNav()).queryByText('Plain team')).toBeNull();
  });

  it('shows no badge for a team without branding, nor to a visitor', async () => {
    state.signedIn = true;
    state.teams = [team({ role: 'owner' })];
    renderNavbar();
    await within(mainNav()).findAllByRole('link', { name: 'Team' });
    expect(within(mainNav()).queryByText('Room 12 Coders')).toBeNull();
    cleanup();
    state.signedIn = false;
    state.teams = [team({ accentColor: '#1d4ed8' })];
    renderNavbar();
    await act(() => import('./TeamNav'));
    expect(within(mainNav()).queryByText('Room 12 Coders')).toBeNull();
    expect(teamLinks()).toHaveLength(0);
  });

  it('has the Team link in the phone menu too', async () => {
    const user = userEvent.setup();
    state.signedIn = true;
    state.teams = [team({ role: 'owner' })];
    renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await waitFor(() => {
      const found = banner().querySelector('#mobile-menu');
      if (!found) throw new Error('The menu has not opened yet');
      return found as HTMLElement;
    });
    expect(await within(menu).findByRole('link', { name: 'Team' })).toHaveAttribute(
      'href',
      '/team',
    );
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent?.trim())
        .slice(-4),
    ).toEqual(['Team', 'Dashboard', 'Settings', 'Profile']);
  });
});
