import { Suspense, useEffect, useId, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Users } from 'lucide-react';
import { pages } from '@domain/routes';
import type { TeamSummary } from '@domain/team-api';
import { canManageTeam, ROLE_NAMES } from '@domain/teams';
import { EmptyState } from '@web/components/EmptyState';
import { LoadError } from '@web/components/LoadError';
import { PageLoading } from '@web/components/PageLoading';
import { useT } from '@web/i18n/translate';
import { useCurrentUser } from '@web/lib/account';
import { usePageMeta } from '@web/lib/page-meta';
import { useTeams } from '@web/lib/teams';
import { MemberTeams } from './MemberTeams';
import { SsoLandingNotice } from './sso/SsoLandingNotice';
import { TEAM_TABS, type TeamTab } from './team-tabs';
import { TeamHeading } from './TeamHeading';

export const TEAM_PARAM = 'team';
export const TAB_PARAM = 'tab';

function tabsFor(team: TeamSummary): readonly TeamTab[] {
  return TEAM_TABS.filter((tab) => !tab.ownerOnly || team.role === 'owner');
}

/** /team: the dashboard of the teams one runs, and the teams one is a member of. */
export function TeamPage() {
  const t = useT();
  usePageMeta(pages.team.title, pages.team.description);
  const user = useCurrentUser();
  const teams = useTeams();
  const [params, setParams] = useSearchParams();
  if (!user) return null;

  const all = teams.data ?? [];
  const managed = all.filter((team) => canManageTeam(team.role));
  const memberOf = all.filter((team) => !canManageTeam(team.role));
  const team = managed.find((candidate) => candidate.id === params.get(TEAM_PARAM)) ?? managed[0];
  const select = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {t(pages.team.title)}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
        {managed.length > 0
          ? t(pages.team.description)
          : t(
              'The teams you are in. While you are in a team with an active Enterprise plan, you have Pro.',
            )}
      </p>
      <SsoLandingNotice />

      <div className="mt-8">
        {teams.isLoading ? (
          <PageLoading message={t('Loading your teams...')} />
        ) : teams.isError ? (
          <LoadError
            message={teams.error.message}
            onRetry={() => void teams.refetch()}
            retrying={teams.isFetching}
          />
        ) : all.length === 0 ? (
          <EmptyState
            icon={Users}
            title={t('You are not in a team yet')}
            text={t(
              'Teams come with the Enterprise plan: a teacher buys seats and invites the class. Invited? Open the link in your invitation.',
            )}
            className="py-12"
          >
            <Link
              to="/pricing"
              className="mt-4 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
            >
              {t('See the Enterprise plan')}
            </Link>
          </EmptyState>
        ) : (
          <div className="space-y-10">
            {team && (
              <ManagedTeam
                team={team}
                teams={managed}
                tab={params.get(TAB_PARAM)}
                onSelect={select}
              />
            )}
            {memberOf.length > 0 && <MemberTeams teams={memberOf} />}
          </div>
        )}
      </div>
    </div>
  );
}

function ManagedTeam({
  team,
  teams,
  tab: tabParam,
  onSelect,
}: {
  team: TeamSummary;
  teams: readonly TeamSummary[];
  tab: string | null;
  onSelect: (changes: Record<string, string>) => void;
}) {
  const t = useT();
  const idBase = useId();
  const tabs = tabsFor(team);
  const active = tabs.find((tab) => tab.id === tabParam) ?? tabs[0];
  // On a narrow screen the tabs scroll sideways: the chosen one is brought into view.
  useEffect(() => {
    if (!active) return;
    document
      .getElementById(`${idBase}-tab-${active.id}`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [idBase, active]);
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const next = target === null ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect({ tab: next.id });
    document.getElementById(`${idBase}-tab-${next.id}`)?.focus();
  };

  return (
    <section aria-labelledby={`${idBase}-heading`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <TeamHeading team={team} headingId={`${idBase}-heading`} />
        {teams.length > 1 && (
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700 dark:text-slate-200">
            {t('Team')}
            <select
              value={team.id}
              onChange={(event) => onSelect({ team: event.target.value })}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900"
            >
              {teams.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name} ({t(ROLE_NAMES[candidate.role])})
                </option>
              ))}
            </select>
          </label>
        )}
      </div>

      <div
        role="tablist"
        aria-label={t('{{team}} sections', { team: team.name })}
        className="mt-6 flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === active?.id;
          const Icon = tab.icon;
          return (
            <button
              key={tab.id}
              id={`${idBase}-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${idBase}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect({ tab: tab.id })}
              onKeyDown={(event) => move(event, index)}
              className={`-mb-px flex min-h-11 shrink-0 items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap ${
                selected
                  ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-200'
                  : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
              }`}
            >
              <Icon className="size-4" aria-hidden="true" />
              {t(tab.label)}
            </button>
          );
        })}
      </div>
      {active && (
        <div
          id={`${idBase}-panel`}
          role="tabpanel"
          aria-labelledby={`${idBase}-tab-${active.id}`}
          className="pt-6"
        >
          <Suspense fallback={<PageLoading message={t('Loading...')} />}>
            <active.Panel key={`${team.id}-${active.id}`} team={team} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
