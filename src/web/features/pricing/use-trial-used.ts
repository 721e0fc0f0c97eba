import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@web/lib/account';
import { invokeParsed } from '@web/lib/functions';
import { getSupabase } from '@web/lib/supabase';
import { subscriptionKeys } from '@web/lib/subscription';

const READ_FAILED = 'Whether you have had the free trial could not be read.';

/**
 * GET /functions/v1/subscription: whether the signed-in learner has had Pro's free trial (the
 * server keeps that for good, whatever became of the subscription). A read error is logged and
 * counts as no trial had: the checkout itself always follows the server.
 */
export async function fetchTrialUsed(): Promise<boolean> {
  const supabase = getSupabase();
  if (!supabase) return false;
  try {
    // The schema (and zod) load with this read, after /pricing has painted.
    const answer = await invokeParsed({
      client: supabase,
      name: 'subscription',
      method: 'GET',
      fallback: READ_FAILED,
      fail: (message) => new Error(message),
      schema: () => import('@domain/billing-api').then((api) => api.subscriptionAnswerSchema),
    });
    return answer.trial_used;
  } catch (error) {
    console.error(`${READ_FAILED} Showing the trial.`, error);
    return false;
  }
}

/** Whether the learner has had their trial; visitors (and demo mode) ask nothing. */
export function useTrialUsed(): { trialUsed: boolean; loading: boolean } {
  const user = useCurrentUser();
  const query = useQuery({
    // Under the learner's subscription key: reading the subscription again reads this too.
    queryKey: [...subscriptionKeys.of(user?.id ?? 'signed-out'), 'trial-used'],
    queryFn: fetchTrialUsed,
    enabled: user !== null && getSupabase() !== null,
    staleTime: 60_000,
  });
  return { trialUsed: query.data === true, loading: query.isLoading };
}
