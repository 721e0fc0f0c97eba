// @vitest-environment jsdom
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionRow } from '@domain/billing';
import type { TeamSummary } from '@domain/team-api';
import { invalidateSubscription, subscriptionKeys, usePlan } from './subscription';

const state = vi.hoisted(() => ({
  user: null as User | null,
  client: null as SupabaseClient | null,
  teams: [] as TeamSummary[],
}));
vi.mock('./account', () => ({ useCurrentUser: () => state.user }));
vi.mock('./supabase', () => ({
  getSupabase: () => state.client,
  requireSupabase: () => Promise.resolve(state.client),
}));

const COLUMNS =
  'plan,subscription_status,current_period_end,trial_end,cancel_at_period_end,quantity,updated_at';

const learner: User = {
  id: 'user-1',
  aud: 'authenticated',
  email: 'ada@example.com',
  created_at: '2026-11-03T10:00:00Z',
  app_metadata: {},
  user_metadata: {},
};

function row(fields: Partial<SubscriptionRow> = {}): SubscriptionRow {
  return {
    plan: 'pro',
    subscription_status: 'active',
    current_period_end: '2026-12-03T10:00:00Z',
    trial_end: null,
    cancel_at_period_end: 0,
    updated_at: '2026-11-03T10:00:00Z',
    ...fields,
  };
}

/** The query builder at its edge: from(table).select(columns).maybeSingle(). */
function fakeClient(answer: () => { data: unknown; error: unknown }) {
  const maybeSingle = vi.fn(() => Promise.resolve(answer()));
  const select = vi.fn((_columns: string) => ({ maybeSingle }));
  const from = vi.fn((_table: string) => ({ select }));
  // GET /functions/v1/teams: the teams the learner is in.
  const invoke = vi.fn((_name: string) => Promise.resolve({ data: state.teams, error: null }));
  state.client = { from, functions: { invoke } } as unknown as SupabaseClient;
  return { from, select, maybeSingle, invoke };
}

function renderPlan() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => usePlan(), { wrapper }), queryClient };
}

beforeEach(() => {
  state.user = learner;
});

afterEach(() => {
  state.user = null;
  state.client = null;
  state.teams = [];
  vi.restoreAllMocks();
});

describe('usePlan', () => {
  it('asks nothing for a visitor: Free, not loading', () => {
    state.user = null;
    const client = fakeClient(() => ({ data: row(), error: null }));
    const { result } = renderPlan();
    expect(result.current).toEqual({
      plan: 'free',
      isPro: false,
      viaTeam: false,
      loading: false,
      subscription: null,
    });
    expect(client.from).not.toHaveBeenCalled();
  });

  it('asks nothing in demo mode (no server)', () => {
    const { result } = renderPlan();
    expect(result.current).toMatchObject({ plan: 'free', isPro: false, loading: false });
  });

  it("reads the learner's own subscription row and gives its plan while it is active", async () => {
    const subscription = row();
    const client = fakeClient(() => ({ data: subscription, error: null }));
    const { result } = renderPlan();
    expect(result.current).toMatchObject({ plan: 'free', isPro: false, loading: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({
      plan: 'pro',
      isPro: true,
      viaTeam: false,
      loading: false,
      subscription,
    });
    expect(client.from).toHaveBeenCalledWith('user_subscriptions');
    expect(client.select).toHaveBeenCalledWith(COLUMNS);
  });

  it.each([
    ['a trialing Pro subscription', row({ subscription_status: 'trialing' }), 'pro'],
    ['an active Enterprise subscription', row({ plan: 'enterprise' }), 'enterprise'],
    ['a canceled subscription', row({ subscription_status: 'canceled' }), 'free'],
    ['an unpaid subscription', row({ subscription_status: 'past_due' }), 'free'],
    ['no subscription', null, 'free'],
    ['a row of an unknown plan', { ...row(), plan: 'platinum' }, 'free'],
  ])('gives %s the %s plan', async (_what, data, plan) => {
    fakeClient(() => ({ data, error: null }));
    const { result } = renderPlan();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.plan).toBe(plan);
    expect(result.current.isPro).toBe(plan !== 'free');
  });

  it('gives Pro through a team whose Enterprise plan is active, and Free once it is not', async () => {
    const team: TeamSummary = {
      id: 'team-1',
      name: 'Class 3B',
      role: 'member',
      seats: 30,
      seatsUsed: 12,
      active: true,
      accentColor: null,
      logoUrl: null,
    };
    state.teams = [team];
    const client = fakeClient(() => ({ data: null, error: null }));
    const { result, queryClient } = renderPlan();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({
      plan: 'pro',
      isPro: true,
      viaTeam: true,
      loading: false,
      subscription: null,
    });
    expect(client.invoke).toHaveBeenCalledWith('teams', expect.objectContaining({ method: 'GET' }));

    state.teams = [{ ...team, active: false }];
    await queryClient.invalidateQueries({ queryKey: ['teams'] });
    await waitFor(() => expect(result.current.plan).toBe('free'));
    expect(result.current.viaTeam).toBe(false);
  });

  it('logs a read error and shows the Free plan (SPEC §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeClient(() => ({ data: null, error: { message: 'permission denied', code: '42501' } }));
    const { result } = renderPlan();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({
      plan: 'free',
      isPro: false,
      viaTeam: false,
      loading: false,
      subscription: null,
    });
    expect(logged).toHaveBeenCalledWith(
      'The subscription could not be read; showing the Free plan.',
      expect.objectContaining({ message: 'permission denied' }),
    );
  });

  it('reads the subscription again after invalidateSubscription (a checkout or a cancel)', async () => {
    let answer: SubscriptionRow | null = null;
    const client = fakeClient(() => ({ data: answer, error: null }));
    const { result, queryClient } = renderPlan();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.plan).toBe('free');

    answer = row({ plan: 'enterprise' });
    await invalidateSubscription(queryClient, learner.id);
    await waitFor(() => expect(result.current.plan).toBe('enterprise'));
    expect(client.maybeSingle).toHaveBeenCalledTimes(2);
    expect(queryClient.getQueryData(subscriptionKeys.of(learner.id))).toEqual(answer);
  });
});
