import type { SupabaseClient, User } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { planOf, type SubscriptionRow } from '@domain/billing';
import { AuthDialogContext, type AuthDialogState } from '../lib/auth-dialog';
import type { PlanState } from '../lib/subscription';

/*
 * Fixtures for the billing pages' tests. Each test file mocks src/web/lib/account, session,
 * supabase and subscription with the modules below, so the learner, their subscription and
 * the server are set here.
 */

export const learner: { user: User | null; ready: boolean } = { user: null, ready: true };

export const accountModule = { useCurrentUser: () => learner.user };

export const sessionModule = {
  useSession: () => ({
    session: learner.user ? { user: learner.user } : null,
    ready: learner.ready,
    signOut: vi.fn(),
    signedOutHere: false,
  }),
};

interface InvokeOptions {
  method?: string;
  body?: unknown;
}
type InvokeAnswer = { data: unknown; error: unknown };

export const subscription: { row: SubscriptionRow | null; loading: boolean } = {
  row: null,
  loading: false,
};

/** Whether the signed-in learner has had Pro's trial, as GET /functions/v1/subscription says. */
export const trial = { used: false };

const readAnswer = (): Promise<InvokeAnswer> =>
  Promise.resolve({
    data: { subscription: subscription.row, trial_used: trial.used },
    error: null,
  });

export const server = {
  /** Every call but the read of the subscription (GET /functions/v1/subscription). */
  invoke: vi.fn<(name: string, options: InvokeOptions) => Promise<InvokeAnswer>>(),
  readSubscription: vi.fn<() => Promise<InvokeAnswer>>(readAnswer),
};

const client = {
  functions: {
    invoke: (name: string, options: InvokeOptions) =>
      name === 'subscription' && options.method === 'GET'
        ? server.readSubscription()
        : server.invoke(name, options),
  },
} as unknown as SupabaseClient;

export const supabaseModule = {
  getSupabase: () => client,
  loadSupabase: () => Promise.resolve(client),
  requireSupabase: () => Promise.resolve(client),
};

/** What supabase-js gives back for a non-OK answer of a function. */
export function httpError(status: number, body: unknown): InvokeAnswer {
  return {
    data: null,
    error: { name: 'FunctionsHttpError', context: new Response(JSON.stringify(body), { status }) },
  };
}

export function planState(): PlanState {
  const plan = planOf(subscription.row);
  return {
    plan,
    isPro: plan !== 'free',
    viaTeam: false,
    loading: subscription.loading,
    subscription: subscription.row,
  };
}

export const subscriptionModule = {
  usePlan: () => planState(),
  subscriptionKeys: {
    all: ['subscription'] as const,
    of: (userId: string) => ['subscription', userId] as const,
  },
  fetchSubscription: vi.fn(() => Promise.resolve(subscription.row)),
  invalidateSubscription: vi.fn(() => Promise.resolve()),
};

export function signInLearner(email = 'ada@example.com'): User {
  const user: User = {
    id: 'user-1',
    aud: 'authenticated',
    email,
    created_at: '2026-11-03T10:00:00Z',
    app_metadata: {},
    user_metadata: { name: 'Ada Lovelace' },
  };
  learner.user = user;
  return user;
}

export function subscribe(fields: Partial<SubscriptionRow> = {}): SubscriptionRow {
  subscription.row = {
    plan: 'pro',
    subscription_status: 'active',
    current_period_end: '2026-12-06T10:00:00.000Z',
    trial_end: null,
    cancel_at_period_end: 0,
    updated_at: '2026-11-06T10:00:00.000Z',
    ...fields,
  };
  return subscription.row;
}

export function resetFixtures(): void {
  learner.user = null;
  learner.ready = true;
  subscription.row = null;
  subscription.loading = false;
  trial.used = false;
  server.invoke.mockReset();
  // Back to answering from the fixtures above.
  server.readSubscription.mockReset();
  subscriptionModule.fetchSubscription.mockClear();
  subscriptionModule.invalidateSubscription.mockClear();
}

export const authDialog = { open: vi.fn<AuthDialogState['open']>() };

/** Renders a page at its path inside the app's providers (a query client, the auth dialog). */
export function renderRoute(path: string, element: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const dialog: AuthDialogState = {
    mode: null,
    openError: null,
    openNotice: null,
    returnTo: null,
    open: authDialog.open,
    close: vi.fn(),
  };
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/settings', element: <h1>Settings</h1> },
      { path: '/pricing', element: <h1>Pricing</h1> },
      { path: '/learn/c', element: <h1>C course</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthDialogContext.Provider value={dialog}>
        <RouterProvider router={router} />
      </AuthDialogContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
