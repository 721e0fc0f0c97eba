import { lazy, Suspense } from 'react';

/** A paying learner's plan, read once signed in: the query cache loads with it, not before. */
const CurrentPlanLink = lazy(async () => ({
  default: (await import('./CurrentPlanLink')).CurrentPlanLink,
}));

export function PlanLinkSlot({ className }: { className: string }) {
  return (
    <Suspense fallback={null}>
      <CurrentPlanLink className={className} />
    </Suspense>
  );
}
