// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanId } from '../../../domain/billing';
import { AuthDialogContext, type AuthDialogState } from '../../lib/auth-dialog';
import { Navbar, type NavVariant } from './Navbar';

const state = vi.hoisted<{ signedIn: boolean; plan: PlanId }>(() => ({
  signedIn: false,
  plan: 'free',
}));

vi.mock('../../lib/session', () => ({
  useSession: () => ({
    session: state.signedIn ? { user: { id: 'user-1' } } : null,
    ready: true,
    signOut: vi.fn(),
    signedOutHere: false,
  }),
}));

vi.mock('../../lib/subscription', () => ({
  usePlan: () => ({
    plan: state.plan,
    isPro: state.plan !== 'free',
    loading: false,
    subscription: null,
  }),
}));

vi.mock('../../components/ThemeToggle', () => ({ ThemeToggle: () => null }));

const dialog: AuthDialogState = {
  mode: null,
  openError: null,
  openNotice: null,
  returnTo: null,
  open: vi.fn(),
  close: vi.fn(),
};

function renderNavbar(variant: NavVariant) {
  const router = createMemoryRouter([{ path: '/', element: <Navbar variant={variant} /> }]);
  render(
    <AuthDialogContext.Provider value={dialog}>
      <RouterProvider router={router} />
    </AuthDialogContext.Provider>,
  );
}

afterEach(() => {
  cleanup();
  state.signedIn = false;
  state.plan = 'free';
});

const banner = () => screen.getByRole('banner');
const planLinks = () => within(banner()).queryAllByRole('link', { name: /Your plan/ });
/** The plan link loads its code once signed in: wait for it to appear. */
const findPlanLinks = () => within(banner()).findAllByRole('link', { name: /Your plan/ });

describe('Navbar plan badge', () => {
  it.each<NavVariant>(['app', 'landing'])(
    "shows a Pro learner's plan next to the account controls (%s variant)",
    async (variant) => {
      state.signedIn = true;
      state.plan = 'pro';
      renderNavbar(variant);
      const [badge] = await findPlanLinks();
      expect(badge).toHaveAccessibleName('Your plan: Pro');
      expect(badge).toHaveAttribute('href', '/settings?tab=billing');
    },
  );

  it('names Enterprise', async () => {
    state.signedIn = true;
    state.plan = 'enterprise';
    renderNavbar('app');
    expect((await findPlanLinks())[0]).toHaveAccessibleName('Your plan: Enterprise');
  });

  it('shows nothing for a Free learner or a visitor', async () => {
    state.signedIn = true;
    renderNavbar('app');
    // Once the plan link's code has loaded and rendered, there is still nothing to show.
    await act(() => import('./CurrentPlanLink'));
    expect(planLinks()).toHaveLength(0);
    cleanup();
    state.signedIn = false;
    state.plan = 'pro';
    renderNavbar('app');
    expect(planLinks()).toHaveLength(0);
  });

  it('shows the plan in the mobile menu too', async () => {
    const user = userEvent.setup();
    state.signedIn = true;
    state.plan = 'pro';
    renderNavbar('app');
    expect(await findPlanLinks()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(planLinks()).toHaveLength(2));
    const menu = banner().querySelector('#mobile-menu') as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'Your plan: Pro' })).toBeInTheDocument();
  });
});
