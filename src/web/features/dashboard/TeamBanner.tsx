import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { isBranded } from '@domain/team-branding';
import { canManageTeam } from '@domain/teams';
import { useT } from '@web/i18n/translate';
import { useTeams } from '@web/lib/teams';

/** Loaded only for someone in a branded team, so the dashboard's own code stays small. */
const TeamBannerCard = lazy(async () => ({
  default: (await import('@web/components/TeamBrand')).TeamBannerCard,
}));

/** The banner of the first branded team the person is in (their own first); nothing without one. */
export function TeamBanner() {
  const t = useT();
  const { data } = useTeams();
  const team = data?.find(isBranded);
  if (!team) return null;
  const line = canManageTeam(team.role)
    ? t('Your members see this banner on their dashboard.')
    : team.active
      ? t('You have Pro while you are in this team.')
      : t('The team’s Enterprise plan is not active right now.');
  return (
    <section aria-label={t('Your team')} className="mt-6">
      <Suspense fallback={null}>
        <TeamBannerCard team={team}>
          {line}{' '}
          <Link to="/team" className="font-semibold underline underline-offset-2">
            {t('Team page')}
          </Link>
        </TeamBannerCard>
      </Suspense>
    </section>
  );
}
