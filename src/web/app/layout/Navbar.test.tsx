// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
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

describe('Navbar plan badge', () => {
  it.each<NavVariant>(['app', 'landing'])(
    "shows a Pro learner's plan next to the account controls (%s variant)",
    (variant) => {
      state.signedIn = true;
      state.plan = 'pro';
      renderNavbar(variant);
      const [badge] = planLinks();
      expect(badge).toHaveAccessibleName('Your plan: Pro');
      expect(badge).toHaveAttribute('href', '/settings?tab=billing');
    },
  );

  it('names Enterprise', () => {
    state.signedIn = true;
    state.plan = 'enterprise';
    renderNavbar('app');
    expect(planLinks()[0]).toHaveAccessibleName('Your plan: Enterprise');
  });

  it('shows nothing for a Free learner or a visitor', () => {
    state.signedIn = true;
    renderNavbar('app');
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
    expect(planLinks()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(planLinks()).toHaveLength(2);
    const menu = banner().querySelector('#mobile-menu') as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'Your plan: Pro' })).toBeInTheDocument();
  });
});
