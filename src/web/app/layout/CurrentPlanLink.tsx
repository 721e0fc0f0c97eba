import { Link } from 'react-router';
import { PlanBadge } from '@web/components/PlanBadge';
import { useT } from '@web/i18n/translate';
import { WithQueryClient } from '@web/lib/query-client';
import { usePlan } from '@web/lib/subscription';

const BILLING_SETTINGS = '/settings?tab=billing';

function PlanLink({ className }: { className: string }) {
  const t = useT();
  const { plan } = usePlan();
  if (plan === 'free') return null;
  return (
    <Link
      to={BILLING_SETTINGS}
      title={t('Plan and billing')}
      className={`inline-flex rounded-full focus-visible:outline-offset-2 ${className}`}
    >
      <PlanBadge plan={plan} />
    </Link>
  );
}

/** A paying learner's plan next to the account controls; it opens Settings → Billing. */
export function CurrentPlanLink({ className = '' }: { className?: string }) {
  return (
    <WithQueryClient>
      <PlanLink className={className} />
    </WithQueryClient>
  );
}
