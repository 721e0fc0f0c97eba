// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  httpError,
  renderRoute,
  resetFixtures,
  server,
  signInLearner,
  subscribe,
  subscription,
  subscriptionModule,
} from '@web/test/billing-mocks';
import { BillingTab } from './BillingTab';

vi.mock('@web/lib/account', async () => (await import('@web/test/billing-mocks')).accountModule);
vi.mock('@web/lib/supabase', async () => (await import('@web/test/billing-mocks')).supabaseModule);
vi.mock(
  '@web/lib/subscription',
  async () => (await import('@web/test/billing-mocks')).subscriptionModule,
);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  resetFixtures();
});

function renderBilling() {
  return renderRoute('/settings', <BillingTab />);
}

/** The value of one fact of the plan (Plan, Status, Price, Renews on...). */
const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

function answerWith(row: Parameters<typeof subscribe>[0] | null) {
  server.invoke.mockResolvedValue({
    data: { subscription: row ? { ...subscription.row, ...row } : null },
    error: null,
  });
}

describe('BillingTab', () => {
  it('shows the Free plan with a way to the plans', () => {
    signInLearner();
    renderBilling();
    expect(screen.getByRole('heading', { level: 2, name: 'Your plan' })).toBeInTheDocument();
    expect(screen.getByText("You're on the Free plan")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when a subscription has ended', () => {
    signInLearner();
    subscribe({ subscription_status: 'canceled' });
    renderBilling();
    expect(screen.getByText("You're on the Free plan")).toBeInTheDocument();
    expect(screen.getByText('Your Pro subscription has ended.')).toBeInTheDocument();
  });

  it('says it is loading while the subscription is read', () => {
    signInLearner();
    subscription.loading = true;
    renderBilling();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your plan...');
  });

  it('shows a trial: plan, status, price and the end of the trial', () => {
    signInLearner();
    subscribe({
      subscription_status: 'trialing',
      trial_end: '2026-11-20T09:00:00.000Z',
      current_period_end: '2026-11-20T09:00:00.000Z',
    });
    renderBilling();
    expect(fact('Plan')).toBe('Pro');
    expect(fact('Status')).toBe('Trial');
    expect(fact('Price')).toBe('$19 a month');
    expect(fact('Trial ends on')).toBe('November 20, 2026');
    expect(screen.getByRole('button', { name: 'Cancel at period end' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End subscription now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume subscription' })).not.toBeInTheDocument();
  });

  it('shows the renewal date of an active plan, and the student price', () => {
    signInLearner('ada@college.edu');
    subscribe({ subscription_status: 'active' });
    renderBilling();
    expect(fact('Status')).toBe('Active');
    expect(fact('Renews on')).toBe('December 6, 2026');
    expect(fact('Price')).toBe('$9.50 a month');
  });

  it('warns about a payment that did not go through', () => {
    signInLearner();
    subscribe({ subscription_status: 'past_due' });
    renderBilling();
    expect(fact('Status')).toBe('Past due');
    expect(screen.getByText(/Your last payment did not go through/)).toBeInTheDocument();
  });

  it('cancels at the end of the period after a confirmation', async () => {
    const user = userEvent.setup();
    const learner = signInLearner();
    subscribe();
    answerWith({ cancel_at_period_end: 1 });
    renderBilling();

    await user.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Pro?' });
    expect(dialog).toHaveAccessibleDescription(
      'Pro will not renew. You keep it until December 6, 2026 and can resume at any time before then.',
    );
    expect(server.invoke).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));

    expect(server.invoke).toHaveBeenCalledWith('subscription', {
      method: 'POST',
      body: { action: 'cancel' },
    });
    expect(subscriptionModule.invalidateSubscription).toHaveBeenCalledWith(
      expect.anything(),
      learner.id,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the plan when the confirmation is declined', async () => {
    const user = userEvent.setup();
    signInLearner();
    subscribe();
    renderBilling();
    await user.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    await user.click(screen.getByRole('button', { name: 'Keep Pro' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.invoke).not.toHaveBeenCalled();
  });

  it('shows the end date of a cancelled plan and resumes it', async () => {
    const user = userEvent.setup();
    const learner = signInLearner();
    subscribe({ cancel_at_period_end: 1 });
    answerWith({ cancel_at_period_end: 0 });
    renderBilling();
    expect(screen.getByText('Pro until December 6, 2026')).toBeInTheDocument();
    expect(fact('Ends on')).toBe('December 6, 2026');
    expect(screen.queryByRole('button', { name: 'Cancel at period end' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(server.invoke).toHaveBeenCalledWith('subscription', {
      method: 'POST',
      body: { action: 'resume' },
    });
    expect(subscriptionModule.invalidateSubscription).toHaveBeenCalledWith(
      expect.anything(),
      learner.id,
    );
  });

  it('ends the subscription now after a confirmation', async () => {
    const user = userEvent.setup();
    signInLearner();
    subscribe();
    answerWith(null);
    renderBilling();
    await user.click(screen.getByRole('button', { name: 'End subscription now' }));
    const dialog = screen.getByRole('dialog', { name: 'End Pro now?' });
    expect(within(dialog).getByRole('button', { name: 'Keep Pro' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'End subscription now' }));
    expect(server.invoke).toHaveBeenCalledWith('subscription', {
      method: 'POST',
      body: { action: 'cancel_now' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's reason when a change fails", async () => {
    const user = userEvent.setup();
    signInLearner();
    subscribe({ cancel_at_period_end: 1 });
    server.invoke.mockResolvedValue(
      httpError(409, {
        error: 'Conflict',
        message:
          'Your subscription has ended and cannot be resumed. Choose a plan at /pricing to subscribe again.',
      }),
    );
    renderBilling();
    await user.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your subscription has ended and cannot be resumed.',
    );
    expect(subscriptionModule.invalidateSubscription).not.toHaveBeenCalled();
  });

  it('keeps a failed end-now in its dialog, with the reason', async () => {
    const user = userEvent.setup();
    signInLearner();
    subscribe();
    server.invoke.mockResolvedValue({ data: null, error: new Error('Failed to fetch') });
    renderBilling();
    await user.click(screen.getByRole('button', { name: 'End subscription now' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'End subscription now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not change your subscription right now.',
    );
    expect(within(dialog).getByRole('button', { name: 'End subscription now' })).toBeEnabled();
  });
});
