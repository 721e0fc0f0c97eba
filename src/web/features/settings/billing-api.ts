import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingText } from '@content/pricing';
import type { SubscriptionAction } from '@domain/billing-api';
import { useCurrentUser } from '@web/lib/account';
import { invokeFunction } from '@web/lib/functions';
import { invalidateSubscription } from '@web/lib/subscription';
import { requireSupabase } from '@web/lib/supabase';

export class BillingError extends Error {
  override name = 'BillingError';
}

/**
 * POST /functions/v1/subscription: cancel at period end, resume, or end now. Its answer is not
 * read: after a change the plan is read again everywhere (useSubscriptionAction).
 */
export async function changeSubscription(action: SubscriptionAction): Promise<void> {
  await invokeFunction<unknown>({
    client: requireSupabase(() => new BillingError(billingText.demoMode)),
    name: 'subscription',
    method: 'POST',
    body: { action },
    fallback: billingText.failed,
    fail: (message) => new BillingError(message),
  });
}

/** A change to the subscription; done once the plan has been read again everywhere. */
export function useSubscriptionAction() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: changeSubscription,
    onSuccess: () => (user ? invalidateSubscription(queryClient, user.id) : undefined),
  });
}

export function billingErrorMessage(error: unknown): string {
  return error instanceof BillingError && error.message ? error.message : billingText.failed;
}
