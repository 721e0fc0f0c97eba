// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHECKOUT_ALERT,
  FREE_TIER_CONFIRMATION_MS,
  PRICE_IDS,
  TRIAL_USED_NOTE,
  type PaidPlanId,
} from '@domain/billing';
import { PricingPage } from './PricingPage';
import {
  authDialog,
  httpError,
  renderRoute,
  resetFixtures,
  server,
  signInLearner,
  subscribe,
  subscription,
  trial,
} from '@web/test/billing-mocks';

vi.mock('@web/lib/account', async () => (await import('@web/test/billing-mocks')).accountModule);
vi.mock('@web/lib/session', async () => (await import('@web/test/billing-mocks')).sessionModule);
vi.mock('@web/lib/supabase', async () => (await import('@web/test/billing-mocks')).supabaseModule);
vi.mock(
  '@web/lib/subscription',
  async () => (await import('@web/test/billing-mocks')).subscriptionModule,
);

const ORIGIN = 'http://localhost:3000';
const assign = vi.fn<(url: string) => void>();
const alert = vi.fn<(message?: string) => void>();

// The page loads its answers' schemas on first use: load them once here, so no test's waits
// include the first transform of zod.
beforeAll(async () => {
  await import('@domain/billing-api');
});

beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, origin: ORIGIN, assign });
  vi.stubGlobal('alert', alert);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  resetFixtures();
});

const card = (name: string) => screen.getByRole('article', { name });
const renderPricing = () => renderRoute('/pricing', <PricingPage />);

/** SPEC §6, each feature as the card words it. */
const SPEC_FEATURES: Record<string, RegExp[]> = {
  Free: [
    /C only/,
    /Basic code editor/,
    /5 practice challenges per month/,
    /Community forum/,
    /Progress tracking/,
  ],
  Pro: [
    /Everything in Free/,
    /All languages/,
    /Unlimited practice challenges/,
    /language comparisons/,
    /Debugging tools/,
    /Certificates/,
    /Offline content/,
    /analytics/,
  ],
  Enterprise: [
    /Everything in Pro/,
    /Team dashboard/,
    /Single sign-on \(SSO\)/,
    /API access/,
    /Custom branding/,
    /Assignments with due dates/,
  ],
};

describe('PricingPage', () => {
  it('shows the three plans with their prices and every feature of SPEC §6', () => {
    renderPricing();
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(document.title).toBe('Pricing | CodeNest');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    for (const [plan, features] of Object.entries(SPEC_FEATURES)) {
      const list = within(card(plan)).getByRole('list');
      for (const feature of features) expect(within(list).getByText(feature)).toBeInTheDocument();
    }
    expect(within(card('Free')).getByText('$0, free forever')).toBeInTheDocument();
    expect(within(card('Pro')).getByText('$19 per month')).toBeInTheDocument();
    expect(within(card('Enterprise')).getByText('$99 per seat, per month')).toBeInTheDocument();
    expect(within(card('Pro')).getByText('Most popular')).toBeInTheDocument();
    expect(within(card('Pro')).getByText('14-day free trial. Cancel anytime.')).toBeInTheDocument();
    expect(within(card('Pro')).getByText(/within 24 hours/)).toBeInTheDocument();
    expect(within(card('Free')).getByText(/within 48-72 hours/)).toBeInTheDocument();
    expect(screen.getByText(/50% off Pro with a \.edu e-mail address/)).toBeInTheDocument();
    const guarantee = screen.getByRole('heading', {
      level: 3,
      name: '14-day money-back guarantee',
    });
    expect(guarantee.nextElementSibling).toHaveTextContent(
      'New subscribers can ask for a full refund within 14 days of their first payment. Refunds are processed in 5-10 business days.',
    );
    expect(screen.queryByText('Current plan')).not.toBeInTheDocument();
  });

  it('opens and closes the FAQ answers', async () => {
    const user = userEvent.setup();
    renderPricing();
    const question = screen.getByRole('button', { name: 'Can I cancel anytime?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = screen.getByText(/Go to Settings → Billing/);
    expect(answer).not.toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Can I cancel anytime?' })).toHaveTextContent(
      /keep Pro until the end of the period/,
    );
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
    expect(screen.getAllByRole('button', { expanded: false }).length).toBeGreaterThanOrEqual(6);
  });

  it('asks a visitor who chooses Pro to create an account, or to sign in', async () => {
    const user = userEvent.setup();
    renderPricing();
    await user.click(within(card('Pro')).getByRole('button', { name: /Start 14-day free trial/ }));
    const dialog = screen.getByRole('dialog', { name: 'Create an account to subscribe' });
    expect(dialog).toHaveTextContent(/Pro is linked to your CodeNest account/);
    expect(server.invoke).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(authDialog.open).toHaveBeenCalledWith('signup', { returnTo: '/pricing' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(
      within(card('Enterprise')).getByRole('button', { name: /Subscribe to Enterprise/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(authDialog.open).toHaveBeenLastCalledWith('login', { returnTo: '/pricing' });
  });

  it("opens the sign-up dialog for a visitor's Free", async () => {
    const user = userEvent.setup();
    renderPricing();
    await user.click(within(card('Free')).getByRole('button', { name: 'Start learning free' }));
    expect(authDialog.open).toHaveBeenCalledWith('signup');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each<[PaidPlanId, RegExp]>([
    ['pro', /Start 14-day free trial/],
    ['enterprise', /Subscribe to Enterprise/],
  ])(
    'checks a signed-in learner out of %s: Processing..., then the payment page',
    async (plan, button) => {
      const user = userEvent.setup();
      signInLearner();
      let answer!: (value: { data: unknown; error: null }) => void;
      server.invoke.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      renderPricing();
      // Pro's button waits for the server to say whether the learner has had the trial.
      const start = screen.getByRole('button', { name: button });
      await waitFor(() => expect(start).toBeEnabled());
      await user.click(start);

      const processing = screen.getByRole('button', { name: 'Processing...' });
      expect(processing).toBeDisabled();
      expect(server.invoke).toHaveBeenCalledWith('stripe-checkout', {
        method: 'POST',
        body: {
          price_id: PRICE_IDS[plan],
          success_url: `${ORIGIN}/success`,
          cancel_url: `${ORIGIN}/pricing`,
          mode: 'subscription',
          ...(plan === 'enterprise' ? { quantity: 5 } : {}),
        },
      });
      act(() => answer({ data: { url: `${ORIGIN}/checkout/local/cs_1` }, error: null }));
      // The answer's schema loads with the first press (an import: slower on a loaded machine).
      await waitFor(() => expect(assign).toHaveBeenCalledWith(`${ORIGIN}/checkout/local/cs_1`), {
        timeout: 5000,
      });
      expect(alert).not.toHaveBeenCalled();
    },
  );

  it('buys the seats the learner chooses for Enterprise, showing the monthly total', async () => {
    const user = userEvent.setup();
    signInLearner();
    server.invoke.mockReturnValue(new Promise(() => undefined));
    renderPricing();
    const seats = within(card('Enterprise')).getByRole('spinbutton', {
      name: 'Seats for your team',
    });
    expect(seats).toHaveAccessibleDescription(
      '5 × $99 = $495 per month. Everyone in the team but you takes a seat; change it any time from /team.',
    );
    await user.clear(seats);
    await user.type(seats, '0');
    expect(seats).toHaveAccessibleDescription(
      'Choose from 1 to 1000 seats. For more, book a demo.',
    );
    expect(screen.getByRole('button', { name: /Subscribe to Enterprise/ })).toBeDisabled();
    await user.clear(seats);
    await user.type(seats, '30');
    expect(seats).toHaveAccessibleDescription(/^30 × \$99 = \$2970 per month\./);
    await user.click(screen.getByRole('button', { name: /Subscribe to Enterprise/ }));
    expect(server.invoke).toHaveBeenCalledWith(
      'stripe-checkout',
      expect.objectContaining({ body: expect.objectContaining({ quantity: 30 }) as unknown }),
    );
  });

  it('alerts when the checkout cannot start and shows the reason under the button', async () => {
    const user = userEvent.setup();
    signInLearner();
    server.invoke.mockResolvedValue(
      httpError(409, {
        error: 'Conflict',
        code: 'already_subscribed',
        message: 'You are already subscribed. Manage your subscription in Settings.',
      }),
    );
    renderPricing();
    await user.click(screen.getByRole('button', { name: /Start 14-day free trial/ }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith(CHECKOUT_ALERT));
    expect(assign).not.toHaveBeenCalled();
    expect(within(card('Pro')).getByRole('alert')).toHaveTextContent(
      'You are already subscribed. Manage your subscription in Settings.',
    );
    expect(screen.getByRole('button', { name: /Start 14-day free trial/ })).toBeEnabled();
  });

  it("falls back to SPEC's message when the server gives none", async () => {
    const user = userEvent.setup();
    signInLearner();
    server.invoke.mockResolvedValue({ data: null, error: new Error('Failed to fetch') });
    renderPricing();
    await user.click(screen.getByRole('button', { name: /Subscribe to Enterprise/ }));
    expect(alert).toHaveBeenCalledWith(CHECKOUT_ALERT);
    expect(within(card('Enterprise')).getByRole('alert')).toHaveTextContent(
      'Failed to create checkout session',
    );
  });

  it('confirms Free to a signed-in learner for 3 seconds, then closes by itself', () => {
    vi.useFakeTimers();
    signInLearner();
    renderPricing();
    expect(within(card('Free')).getByText('Current plan')).toBeInTheDocument();
    fireEvent.click(within(card('Free')).getByRole('button', { name: 'Continue with Free' }));
    const dialog = screen.getByRole('dialog', { name: "You're on the Free plan" });
    expect(within(dialog).getByText('Basic code editor')).toBeInTheDocument();
    expect(authDialog.open).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(FREE_TIER_CONFIRMATION_MS - 1);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets the learner close the Free confirmation early', async () => {
    const user = userEvent.setup();
    signInLearner();
    renderPricing();
    await user.click(screen.getByRole('button', { name: 'Continue with Free' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks Pro as the current plan and sends its button to Settings → Billing', () => {
    signInLearner();
    subscribe({ plan: 'pro', subscription_status: 'trialing' });
    renderPricing();
    const pro = card('Pro');
    expect(within(pro).getByText('Current plan')).toBeInTheDocument();
    expect(within(pro).getByRole('link', { name: 'Manage in Settings' })).toHaveAttribute(
      'href',
      '/settings?tab=billing',
    );
    expect(within(pro).queryByRole('button', { name: /free trial/ })).not.toBeInTheDocument();
    expect(within(card('Free')).getByRole('button', { name: 'Included in Pro' })).toBeDisabled();
    expect(within(card('Free')).queryByText('Current plan')).not.toBeInTheDocument();
    const enterprise = card('Enterprise');
    expect(within(enterprise).queryByRole('button', { name: /Subscribe/ })).not.toBeInTheDocument();
    expect(within(enterprise).getByRole('button', { name: 'Book a demo' })).toBeInTheDocument();
    expect(
      within(enterprise).getByRole('link', { name: 'Settings → Billing' }),
    ).toBeInTheDocument();
  });

  it('marks Enterprise as the current plan, with Free and Pro included', () => {
    signInLearner();
    subscribe({ plan: 'enterprise' });
    renderPricing();
    expect(within(card('Enterprise')).getByText('Current plan')).toBeInTheDocument();
    expect(
      within(card('Pro')).getByRole('button', { name: 'Included in Enterprise' }),
    ).toBeDisabled();
    expect(
      within(card('Free')).getByRole('button', { name: 'Included in Enterprise' }),
    ).toBeDisabled();
  });

  it('shows no current plan, and no checkout, while the subscription is read', () => {
    signInLearner();
    subscription.loading = true;
    renderPricing();
    expect(screen.queryByText('Current plan')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Start 14-day free trial/ })).toBeDisabled();
  });

  it('tells a learner who has had the trial that Pro is billed at once, and checks them out', async () => {
    const user = userEvent.setup();
    signInLearner();
    subscribe({ subscription_status: 'canceled' });
    trial.used = true;
    server.invoke.mockResolvedValue({
      data: { url: `${ORIGIN}/checkout/local/cs_2` },
      error: null,
    });
    renderPricing();
    const pro = card('Pro');
    const subscribeButton = await within(pro).findByRole('button', { name: 'Subscribe to Pro' });
    expect(server.readSubscription).toHaveBeenCalledTimes(1);
    expect(within(pro).getByText(TRIAL_USED_NOTE)).toBeInTheDocument();
    expect(
      within(pro).getByText(
        'You have had your free trial, so Pro is billed from the day you subscribe. Cancel anytime.',
      ),
    ).toBeInTheDocument();
    expect(pro).not.toHaveTextContent(/free trial\. Cancel anytime|Start 14-day free trial/);
    expect(within(pro).getByText('Most popular')).toBeInTheDocument();

    await user.click(subscribeButton);
    expect(server.invoke).toHaveBeenCalledWith('stripe-checkout', {
      method: 'POST',
      body: {
        price_id: PRICE_IDS.pro,
        success_url: `${ORIGIN}/success`,
        cancel_url: `${ORIGIN}/pricing`,
        mode: 'subscription',
      },
    });
    expect(assign).toHaveBeenCalledWith(`${ORIGIN}/checkout/local/cs_2`);
  });

  it('offers the trial to a learner who has not had it, once the server has said so', async () => {
    signInLearner();
    let answer!: (value: { data: unknown; error: null }) => void;
    server.readSubscription.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPricing();
    const trialButton = screen.getByRole('button', { name: /Start 14-day free trial/ });
    expect(trialButton).toBeDisabled();
    answer({ data: { subscription: null, trial_used: false }, error: null });
    await waitFor(() => expect(trialButton).toBeEnabled());
    expect(within(card('Pro')).getByText('14-day free trial. Cancel anytime.')).toBeInTheDocument();
  });

  it('asks a visitor nothing about trials and shows them the trial', () => {
    trial.used = true;
    renderPricing();
    expect(server.readSubscription).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Start 14-day free trial/ })).toBeEnabled();
    expect(within(card('Pro')).getByText('14-day free trial. Cancel anytime.')).toBeInTheDocument();
  });

  it('treats a canceled subscription as Free', async () => {
    signInLearner();
    subscribe({ subscription_status: 'canceled' });
    renderPricing();
    expect(within(card('Free')).getByText('Current plan')).toBeInTheDocument();
    const trialButton = screen.getByRole('button', { name: /Start 14-day free trial/ });
    await waitFor(() => expect(trialButton).toBeEnabled());
  });
});

describe('the enterprise demo form', () => {
  async function openForm() {
    const user = userEvent.setup();
    renderPricing();
    await user.click(screen.getByRole('button', { name: 'Book a demo' }));
    return { user, dialog: await screen.findByRole('dialog', { name: 'Book an Enterprise demo' }) };
  }

  it('says what is missing next to each required field, and sends nothing', async () => {
    const { user, dialog } = await openForm();
    const first = within(dialog).getByRole('textbox', { name: 'First name' });
    expect(first).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Request demo' }));

    expect(server.invoke).not.toHaveBeenCalled();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Enter your first name.');
    expect(first).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Enter your last name.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Company' })).toHaveAccessibleDescription(
      'Enter your company.',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Team size' })).toHaveAccessibleDescription(
      'Choose your team size.',
    );
    const email = within(dialog).getByRole('textbox', { name: 'Work email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(within(dialog).getByRole('textbox', { name: 'Phone (optional)' })).not.toHaveAttribute(
      'aria-invalid',
    );

    await user.type(email, 'not-an-address');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Request demo' }));
    expect(email).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
  });

  it('offers the five team sizes of SPEC §5', async () => {
    const { dialog } = await openForm();
    const options = within(within(dialog).getByRole('combobox', { name: 'Team size' }))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(options).toEqual(['', '1-10', '11-50', '51-200', '201-1000', '1000+']);
  });

  it("sends the request, shows 'Sending...', then the reference", async () => {
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText('First name'), 'Grace');
    await user.type(within(dialog).getByLabelText('Last name'), 'Hopper');
    await user.type(within(dialog).getByLabelText('Work email'), 'grace@navy.example');
    await user.type(within(dialog).getByLabelText('Company'), 'US Navy');
    await user.selectOptions(within(dialog).getByLabelText('Team size'), '51-200');
    await user.type(within(dialog).getByLabelText(/What would you like to see/), 'Reports');
    await user.click(within(dialog).getByRole('checkbox', { name: /occasional news/ }));
    let answer!: (value: { data: unknown; error: null }) => void;
    server.invoke.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await user.click(within(dialog).getByRole('button', { name: 'Request demo' }));

    expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(server.invoke).toHaveBeenCalledWith('enterprise-demo', {
      method: 'POST',
      body: {
        firstName: 'Grace',
        lastName: 'Hopper',
        workEmail: 'grace@navy.example',
        company: 'US Navy',
        phone: '',
        teamSize: '51-200',
        needs: 'Reports',
        marketingConsent: true,
      },
    });
    await act(async () => {
      answer({ data: { reference: 'CN-7F3A2B' }, error: null });
      await Promise.resolve();
    });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Your reference: CN-7F3A2B');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in a red box and keeps what was typed", async () => {
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText('First name'), 'Grace');
    await user.type(within(dialog).getByLabelText('Last name'), 'Hopper');
    await user.type(within(dialog).getByLabelText('Work email'), 'grace@navy.example');
    await user.type(within(dialog).getByLabelText('Company'), 'US Navy');
    await user.selectOptions(within(dialog).getByLabelText('Team size'), '1000+');
    server.invoke.mockResolvedValue(
      httpError(429, {
        error: 'Too Many Requests',
        message: 'Too many requests. Wait a minute and try again.',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Request demo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many requests. Wait a minute and try again.',
    );
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Grace');
    expect(within(dialog).getByRole('button', { name: 'Request demo' })).toBeEnabled();
  });
});
