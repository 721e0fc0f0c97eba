import { NavLink } from 'react-router';
import { Users } from 'lucide-react';
import { isBranded } from '@domain/team-branding';
import { TeamBadge } from '@web/components/TeamBrand';
import { useT } from '@web/i18n/translate';
import { WithQueryClient } from '@web/lib/query-client';
import { useManagedTeams, useTeams } from '@web/lib/teams';

/** The header's way to /team, for those who own or manage a team. */
function TeamLink({ className, iconClassName }: { className: string; iconClassName: string }) {
  const t = useT();
  const managed = useManagedTeams();
  if (managed.length === 0) return null;
  return (
    <NavLink to="/team" className={className}>
      <Users className={iconClassName} aria-hidden="true" />
      {t('Team')}
    </NavLink>
  );
}

/** The first branded team the person is in (their own first), as a badge. */
function TeamBrandBadge({ className }: { className: string }) {
  const { data } = useTeams();
  const team = data?.find(isBranded);
  if (!team) return null;
  return <TeamBadge team={team} className={className} />;
}

export function TeamNavLink(props: { className: string; iconClassName: string }) {
  return (
    <WithQueryClient>
      <TeamLink {...props} />
    </WithQueryClient>
  );
}

export function TeamNavBadge({ className = '' }: { className?: string }) {
  return (
    <WithQueryClient>
      <TeamBrandBadge className={className} />
    </WithQueryClient>
  );
}
