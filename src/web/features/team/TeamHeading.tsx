import type { TeamSummary } from '@domain/team-api';
import { ROLE_NAMES, TEAM_INACTIVE } from '@domain/teams';
import { useT } from '@web/i18n/translate';

/** A team's name, logo and role, its seats, and a warning while its plan is not active. */
export function TeamHeading({ team, headingId }: { team: TeamSummary; headingId: string }) {
  const t = useT();
  return (
    <div className="flex min-w-0 items-center gap-4">
      {team.logoUrl && (
        <img
          src={team.logoUrl}
          alt=""
          className="size-12 shrink-0 rounded-lg bg-white object-contain p-1 ring-1 ring-slate-200 dark:ring-slate-700"
        />
      )}
      <div className="min-w-0">
        <h2
          id={headingId}
          className="truncate text-2xl font-semibold text-slate-900 dark:text-white"
        >
          {team.name}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t(ROLE_NAMES[team.role])} ·{' '}
          {t('{{used}} of {{count}} seats used', {
            used: team.seatsUsed,
            count: team.seats,
            defaultValue_one: '{{used}} of {{count}} seat used',
          })}
        </p>
        {!team.active && (
          <p className="mt-2 text-sm font-medium text-amber-800 dark:text-amber-300">
            {t(TEAM_INACTIVE)}
          </p>
        )}
      </div>
    </div>
  );
}
