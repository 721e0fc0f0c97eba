// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCHOOL_SITE } from '@tests/helpers/site-identity';
import { SiteIdentityProvider } from '@web/lib/site-identity';
import { CONFIRM_GIVE_UP_MS, CONFIRM_POLL_MS, SuccessPage } from './SuccessPage';
import {
  learner,
  renderRoute,
  resetFixtures,
  signInLearner,
  subscribe,
  subscriptionModule,
} from '@web/test/billing-mocks';

vi.mock('@web/lib/account', async () => (await import('@web/test/billing-mocks')).accountModule);
vi.mock('@web/lib/session', async () => (await import('@web/test/billing-mocks')).sessionModule);
vi.mock('@web/lib/supabase', async () => (await import('@web/test/billing-mocks')).supabaseModule);
vi.mock(
  '@web/lib/subscription',
  async () => (await import('@web/test/billing-mocks')).subscriptionModule,
);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
  resetFixtures();
});

const renderSuccess = () => renderRoute('/success', <SuccessPage />);

describe('SuccessPage', () => {
  it('sends a visitor to /pricing: there is no checkout of theirs to show', () => {
    const { router } = renderSuccess();
    expect(router.state.location.pathname).toBe('/pricing');
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(screen.queryByText(/Payment successful/i)).not.toBeInTheDocument();
  });

  it('waits for the session before deciding, without congratulating anyone', () => {
    learner.ready = false;
    const { router } = renderSuccess();
    expect(router.state.location.pathname).toBe('/success');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirming your subscription' }),
    ).toBeInTheDocument();
  });

  it('links to the dashboard, home, help and support', () => {
    signInLearner();
    subscribe({ subscription_status: 'active' });
    renderSuccess();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Payment successful' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Payment Successful | CodeNest');
    expect(screen.getByRole('link', { name: /Go to Dashboard/ })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    expect(
      screen.getByText(/Questions about your subscription\? Send us a message through the/),
    ).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('mailto:');
  });

  it("names the site's support address when it has one", () => {
    signInLearner();
    renderRoute(
      '/success',
      <SiteIdentityProvider value={SCHOOL_SITE}>
        <SuccessPage />
      </SiteIdentityProvider>,
    );
    expect(screen.getByRole('link', { name: 'help@school.example' })).toHaveAttribute(
      'href',
      'mailto:help@school.example',
    );
  });

  it('reads the subscription again and says so while it is not confirmed yet', () => {
    const user = signInLearner();
    renderSuccess();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your subscription…');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirming your subscription' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Payment successful/i)).not.toBeInTheDocument();
    expect(subscriptionModule.invalidateSubscription).toHaveBeenCalledWith(
      expect.anything(),
      user.id,
    );
  });

  it("says a trial started, with no payment, and shows the trial's end", () => {
    signInLearner();
    subscribe({ subscription_status: 'trialing', trial_end: '2026-11-20T09:00:00.000Z' });
    renderSuccess();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your 14-day Pro trial has started' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/No payment was taken today/)).toBeInTheDocument();
    expect(screen.queryByText(/Payment successful/i)).not.toBeInTheDocument();
    expect(document.title).toBe('Trial Started | CodeNest');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your Pro trial runs until November 20, 2026',
    );
    expect(screen.getByRole('status')).toHaveTextContent('After the trial, $19 a month.');
  });

  it("says You're on Pro (or Enterprise) with the renewal date once it is active", () => {
    signInLearner();
    subscribe({ plan: 'enterprise', current_period_end: '2026-12-06T10:00:00.000Z' });
    renderSuccess();
    expect(screen.getByRole('status')).toHaveTextContent("You're on Enterprise");
    expect(screen.getByRole('status')).toHaveTextContent('Renews on December 6, 2026.');
  });

  it('asks every few seconds until the subscription shows up', async () => {
    vi.useFakeTimers();
    signInLearner();
    renderSuccess();
    await act(() => vi.advanceTimersByTimeAsync(0));
    const asked = subscriptionModule.fetchSubscription.mock.calls.length;
    expect(asked).toBeGreaterThanOrEqual(1);

    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS));
    expect(subscriptionModule.fetchSubscription.mock.calls.length).toBe(asked + 1);

    subscribe({ subscription_status: 'active' });
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS));
    expect(screen.getByRole('status')).toHaveTextContent("You're on Pro");
    const confirmedAfter = subscriptionModule.fetchSubscription.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS * 3));
    expect(subscriptionModule.fetchSubscription.mock.calls.length).toBe(confirmedAfter);
  });

  it('stops after about 20 seconds and points to Settings → Billing', async () => {
    vi.useFakeTimers();
    signInLearner();
    renderSuccess();
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_GIVE_UP_MS));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your subscription is not confirmed yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'If you completed the checkout, confirming it can take a minute: check Settings → Billing in a little while. If you left the checkout before paying, nothing was charged.',
    );
    expect(screen.queryByText(/Payment successful|payment went through/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings → Billing' })).toHaveAttribute(
      'href',
      '/settings?tab=billing',
    );
    const asked = subscriptionModule.fetchSubscription.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS * 3));
    expect(subscriptionModule.fetchSubscription.mock.calls.length).toBe(asked);
  });

  it('says what a subscription that gives no plan is, once it stops asking', async () => {
    vi.useFakeTimers();
    signInLearner();
    subscribe({ subscription_status: 'incomplete' });
    renderSuccess();
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_GIVE_UP_MS));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your Pro subscription is incomplete: see what to do in Settings → Billing.',
    );
  });
});
