import { lazy, Suspense } from 'react';
import { useTeams } from '@web/lib/teams';

const MyAssignments = lazy(async () => ({
  default: (await import('./MyAssignments')).MyAssignments,
}));

/**
 * The learner's assignments on the dashboard, for a member of a team: the list and its calls load
 * only then, so the dashboard of everyone else carries none of it.
 */
export function Assignments() {
  const { data } = useTeams();
  if (!(data ?? []).some((team) => team.role === 'member')) return null;
  return (
    <Suspense fallback={null}>
      <MyAssignments />
    </Suspense>
  );
}
