import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  hasProPlan,
  planIds,
  planOf,
  subscriptionStatuses,
  type PlanId,
  type SubscriptionRow,
} from '@domain/billing';
import { useCurrentUser } from './account';
import { getSupabase } from './supabase';
import { hasTeamPro, useTeams } from './teams';

/*
 * The signed-in learner's subscription, read from user_subscriptions (their own row only), and
 * the plan it gives them. The pages show Pro limits from it before the server would refuse; the
 * server decides for itself either way. SPEC §8: a read error is logged and counts as Free.
 */

const COLUMNS =
  'plan,subscription_status,current_period_end,trial_end,cancel_at_period_end,quantity,updated_at';

export const subscriptionKeys = {
  /** Every learner's entry: invalidate it to refetch whoever is signed in. */
  all: ['subscription'] as const,
  of: (userId: string) => ['subscription', userId] as const,
};

const isPaidPlan = (value: unknown): value is SubscriptionRow['plan'] =>
  typeof value === 'string' && value !== 'free' && (planIds as readonly string[]).includes(value);

const isStatus = (value: unknown): value is SubscriptionRow['subscription_status'] =>
  typeof value === 'string' && (subscriptionStatuses as readonly string[]).includes(value);

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The row as the server sent it, or null when it is missing or not a subscription. */
function subscriptionFrom(data: unknown): SubscriptionRow | null {
  if (!data || typeof data !== 'object') return null;
  const row = data as Record<string, unknown>;
  if (!isPaidPlan(row.plan) || !isStatus(row.subscription_status)) return null;
  return {
    plan: row.plan,
    subscription_status: row.subscription_status,
    current_period_end: textOrNull(row.current_period_end),
    trial_end: textOrNull(row.trial_end),
    cancel_at_period_end: Number(row.cancel_at_period_end) === 1 ? 1 : 0,
    ...(typeof row.quantity === 'number' ? { quantity: row.quantity } : {}),
    updated_at: textOrNull(row.updated_at) ?? '',
  };
}

/** The signed-in learner's subscription, or null (none, demo mode, or a read error). */
export async function fetchSubscription(): Promise<SubscriptionRow | null> {
  const supabase = getSupabase();
  if (!supabase) return null;
  try {
    const { data, error } = await supabase.from('user_subscriptions').select(COLUMNS).maybeSingle();
    if (error) {
      console.error('The subscription could not be read; showing the Free plan.', error);
      return null;
    }
    return subscriptionFrom(data);
  } catch (error) {
    console.error('The subscription could not be read; showing the Free plan.', error);
    return null;
  }
}

/** The learner's subscription row; visitors (and demo mode) ask nothing and have none. */
export function useSubscription() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: subscriptionKeys.of(user?.id ?? 'signed-out'),
    queryFn: fetchSubscription,
    enabled: user !== null && getSupabase() !== null,
    staleTime: 60_000,
  });
}

export interface PlanState {
  plan: PlanId;
  /** Pro or Enterprise: every Pro feature. */
  isPro: boolean;
  /** Pro through a team (an Enterprise subscriber's), not the learner's own subscription. */
  viaTeam: boolean;
  /** A signed-in learner's subscription is still being read (the plan says Free meanwhile). */
  loading: boolean;
  subscription: SubscriptionRow | null;
}

/**
 * The plan the learner is on: their subscription's while it is active or trialing; else Pro
 * while they are in a team with a live Enterprise subscription; else Free.
 */
export function usePlan(): PlanState {
  const query = useSubscription();
  const teams = useTeams();
  const subscription = query.data ?? null;
  const own = planOf(subscription);
  const viaTeam = own === 'free' && hasTeamPro(teams.data);
  const plan = viaTeam ? 'pro' : own;
  return {
    plan,
    isPro: hasProPlan(plan),
    viaTeam,
    loading: query.isLoading || (own === 'free' && teams.isLoading),
    subscription,
  };
}

/** Reads the learner's subscription again: after a checkout, a cancel or a resume. */
export function invalidateSubscription(queryClient: QueryClient, userId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: subscriptionKeys.of(userId) });
}
