import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TeamSummary } from '@domain/team-api';
import { ROLE_NAMES, TEACHER_SEES_CODE_NOTICE } from '@domain/teams';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { Button } from '@web/components/ui/Button';
import { msg, useT } from '@web/i18n/translate';
import { useCurrentUser } from '@web/lib/account';
import { invalidateSubscription } from '@web/lib/subscription';
import { invalidateTeams, teamAction } from '@web/lib/teams';

/** The teams one is a member of: what membership gives and sees, and leaving. */
export function MemberTeams({ teams }: { teams: readonly TeamSummary[] }) {
  const t = useT();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState<TeamSummary | null>(null);
  return (
    <section aria-labelledby="member-teams-heading">
      <h2
        id="member-teams-heading"
        className="text-xl font-semibold text-slate-900 dark:text-white"
      >
        {t('Teams you are in')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        {t(TEACHER_SEES_CODE_NOTICE)}
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {teams.map((team) => (
          <li
            key={team.id}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-center gap-3">
              {team.logoUrl && (
                <img
                  src={team.logoUrl}
                  alt=""
                  className="size-10 rounded-md bg-white object-contain p-0.5 ring-1 ring-slate-200 dark:ring-slate-700"
                />
              )}
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900 dark:text-white">{team.name}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t(ROLE_NAMES[team.role])} ·{' '}
                  {team.active
                    ? t('Pro while you are in the team')
                    : t('The team’s plan is not active')}
                </p>
              </div>
            </div>
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              onClick={() => setLeaving(team)}
            >
              {t('Leave team')}
            </Button>
          </li>
        ))}
      </ul>
      {leaving && user && (
        <ConfirmDialog
          title={t('Leave {{team}}?', { team: leaving.name })}
          text={t(
            'Your teachers will no longer see your progress, and the Pro you have through the team ends now. You can join again with a new invitation.',
          )}
          keepLabel={t('Stay in the team')}
          confirmLabel={t('Leave team')}
          busyLabel={t('Leaving...')}
          danger
          onConfirm={() =>
            teamAction({
              name: 'team-members',
              method: 'DELETE',
              body: { teamId: leaving.id, userId: user.id },
              fallback: msg('You could not leave the team. Please try again.'),
            })
          }
          errorMessage={(caught) =>
            caught instanceof Error ? t(caught.message) : t('You could not leave the team.')
          }
          onDone={() => {
            setLeaving(null);
            void invalidateTeams(queryClient);
            void invalidateSubscription(queryClient, user.id);
          }}
          onClose={() => setLeaving(null)}
        />
      )}
    </section>
  );
}
