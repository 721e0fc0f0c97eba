import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { isBranded } from '@domain/team-branding';
import { canManageTeam } from '@domain/teams';
import { useTeams } from '@web/lib/teams';

/** Loaded only for someone in a branded team, so the dashboard's own code stays small. */
const TeamBannerCard = lazy(async () => ({
  default: (await import('@web/components/TeamBrand')).TeamBannerCard,
}));

/** The banner of the first branded team the person is in (their own first); nothing without one. */
export function TeamBanner() {
  const { data } = useTeams();
  const team = data?.find(isBranded);
  if (!team) return null;
  const line = canManageTeam(team.role)
    ? 'Your members see this banner on their dashboard.'
    : team.active
      ? 'You have Pro while you are in this team.'
      : 'The team’s Enterprise plan is not active right now.';
  return (
    <section aria-label="Your team" className="mt-6">
      <Suspense fallback={null}>
        <TeamBannerCard team={team}>
          {line}{' '}
          <Link to="/team" className="font-semibold underline underline-offset-2">
            Team page
          </Link>
        </TeamBannerCard>
      </Suspense>
    </section>
  );
}
