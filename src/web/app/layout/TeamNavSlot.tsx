import { lazy, Suspense } from 'react';

/** The person's teams, read once signed in: the query cache loads with them, not before. */
const teamNav = () => import('./TeamNav');
const TeamNavLink = lazy(async () => ({ default: (await teamNav()).TeamNavLink }));
const TeamNavBadge = lazy(async () => ({ default: (await teamNav()).TeamNavBadge }));

/** "Team" (to /team) for the owners and managers of a team; nothing for anyone else. */
export function TeamLinkSlot(props: { className: string; iconClassName: string }) {
  return (
    <Suspense fallback={null}>
      <TeamNavLink {...props} />
    </Suspense>
  );
}

/** The badge of a branded team the person is in; nothing without one. */
export function TeamBadgeSlot({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <TeamNavBadge className={className} />
    </Suspense>
  );
}
