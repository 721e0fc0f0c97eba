import { lazy, Suspense } from 'react';

/** A signed-in learner's bell: its code and the query cache load with it, never for visitors. */
const NotificationBell = lazy(async () => ({
  default: (await import('@web/components/community/NotificationBell')).NotificationBell,
}));

export function NotificationBellSlot() {
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
