import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ArrowUpDown, Download, Users } from 'lucide-react';
import { formatMinutes } from '@domain/progress';
import type { TeamSummary } from '@domain/team-api';
import type { MemberStats } from '@domain/team-dashboard-api';
import { canManageMember, ROLE_NAMES, teamRoles } from '@domain/teams';
import { activityTime } from '@web/components/ActivityList';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { EmptyState } from '@web/components/EmptyState';
import { LoadError } from '@web/components/LoadError';
import { ErrorBox, SuccessBox } from '@web/components/MessageBox';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { formatNumber, msg, useT } from '@web/i18n/translate';
import { daysLabel, formatDateTime } from '@web/lib/format-date';
import { invalidateTeams, teamAction, teamKeys } from '@web/lib/teams';
import { downloadMembersCsv, memberPagePath, useTeamDashboard } from '../dashboard-calls';
import type { TeamPanelProps } from '../team-tabs';
import {
  DIRECTION_WORDS,
  filterMembers,
  MEMBER_COLUMNS,
  nextSort,
  sortMembers,
  type MemberSort,
  type RoleFilter,
} from './member-table';

const message = (caught: unknown, fallback: string) =>
  caught instanceof Error ? caught.message : fallback;

/** The owner's role changes: the button, and its name with the person's. */
const ROLE_CHANGES = {
  manager: {
    label: msg('Make manager'),
    named: msg('Make manager: {{name}}'),
    done: msg('{{name}} is now a manager.'),
  },
  member: {
    label: msg('Make member'),
    named: msg('Make member: {{name}}'),
    done: msg('{{name}} is now a member.'),
  },
};

/** The members tab: everyone in the team with their figures, sortable, filterable, exportable. */
export function MembersTab({ team }: TeamPanelProps) {
  const t = useT();
  const dashboard = useTeamDashboard(team.id);
  return (
    <section aria-labelledby="team-members-heading">
      <h3
        id="team-members-heading"
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        {t('Members')}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {dashboard.data
          ? t(
              'Everyone in the team with their progress in the C course ({{lessons}} lessons). Open a name for their lessons and the code they submitted.',
              { lessons: dashboard.data.lessonsTotal },
            )
          : t(
              'Everyone in the team with their progress in the C course. Open a name for their lessons and the code they submitted.',
            )}
      </p>
      <div className="mt-4">
        {dashboard.isError ? (
          <LoadError
            message={dashboard.error.message}
            onRetry={() => void dashboard.refetch()}
            retrying={dashboard.isFetching}
          />
        ) : dashboard.data ? (
          <MembersTable team={team} members={dashboard.data.members} />
        ) : (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            {t('Loading members...')}
          </p>
        )}
      </div>
    </section>
  );
}

/** Runs a change to the team: its outcome as a message, then the team read again. */
function useMemberChange(teamId: string) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const refresh = () =>
    Promise.all([
      invalidateTeams(queryClient),
      queryClient.invalidateQueries({ queryKey: teamKeys.team(teamId) }),
    ]);
  return { outcome, setOutcome, refresh };
}

export function MembersTable({
  team,
  members,
}: {
  team: TeamSummary;
  members: readonly MemberStats[];
}) {
  const t = useT();
  const ids = useId();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [sort, setSort] = useState<MemberSort>({ key: 'name', direction: 'ascending' });
  const [removing, setRemoving] = useState<MemberStats | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [now] = useState(() => new Date());
  const change = useMemberChange(team.id);

  const shown = sortMembers(filterMembers(members, search, role), sort);
  const sortedBy = MEMBER_COLUMNS.find((column) => column.key === sort.key)!;
  const canAct = members.some((member) => actionsFor(team, member).length > 0);

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadMembersCsv(team.id, now.toISOString().slice(0, 10));
    } catch (caught) {
      setExportError(t(message(caught, msg('The table could not be exported. Please try again.'))));
    } finally {
      setExporting(false);
    }
  };

  const changeRole = async (member: MemberStats, next: 'manager' | 'member') => {
    setBusy(member.userId);
    change.setOutcome(null);
    try {
      await teamAction({
        name: 'team-members',
        method: 'PATCH',
        body: { teamId: team.id, userId: member.userId, role: next },
        fallback: msg('The role could not be changed. Please try again.'),
      });
      change.setOutcome({ ok: true, text: t(ROLE_CHANGES[next].done, { name: member.name }) });
      await change.refresh();
    } catch (caught) {
      change.setOutcome({
        ok: false,
        text: t(message(caught, msg('The role could not be changed.'))),
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end">
        <label className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('Search by name or e-mail')}
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('Ada or ada@college.example')}
            className={inputClasses}
          />
        </label>
        <label className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('Role')}
          <select
            value={role}
            onChange={(event) => setRole(event.target.value as RoleFilter)}
            className={inputClasses}
          >
            <option value="all">{t('All roles')}</option>
            {teamRoles.map((candidate) => (
              <option key={candidate} value={candidate}>
                {t(ROLE_NAMES[candidate])}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting}>
          <Download className="size-4" aria-hidden="true" />
          {exporting ? t('Preparing...') : t('Download CSV')}
        </Button>
      </div>
      {exportError && <ErrorBox className="mt-3">{exportError}</ErrorBox>}
      {change.outcome &&
        (change.outcome.ok ? (
          <SuccessBox className="mt-3">{change.outcome.text}</SuccessBox>
        ) : (
          <ErrorBox className="mt-3">{change.outcome.text}</ErrorBox>
        ))}

      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {shown.length === members.length
          ? t('{{count}} people, sorted by {{column}} ({{direction}}).', {
              count: members.length,
              column: t(sortedBy.inSentence),
              direction: t(DIRECTION_WORDS[sort.direction]),
              defaultValue_one: '{{count}} person, sorted by {{column}} ({{direction}}).',
            })
          : t('Showing {{shown}} of {{total}} people, sorted by {{column}} ({{direction}}).', {
              shown: shown.length,
              total: members.length,
              column: t(sortedBy.inSentence),
              direction: t(DIRECTION_WORDS[sort.direction]),
            })}
      </p>

      {shown.length === 0 ? (
        <EmptyState
          icon={Users}
          title={t('No one matches')}
          text={t('Try another name, e-mail or role.')}
          className="py-8"
        />
      ) : (
        <div
          role="region"
          aria-labelledby={`${ids}-caption`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by keyboard
          tabIndex={0}
          className="mt-2 overflow-x-auto rounded-xl border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-800"
        >
          <table className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-800">
            <caption id={`${ids}-caption`} className="sr-only">
              {t('Members of {{team}}', { team: team.name })}
            </caption>
            <thead className="bg-slate-50 dark:bg-slate-900">
              <tr>
                {MEMBER_COLUMNS.map((column) => (
                  <SortHeader
                    key={column.key}
                    label={t(column.label, { context: 'column' })}
                    numeric={column.numeric}
                    sort={sort.key === column.key ? sort.direction : null}
                    onSort={() => setSort((current) => nextSort(current, column.key))}
                  />
                ))}
                {canAct && (
                  <th
                    scope="col"
                    className="px-3 py-2 font-semibold text-slate-700 dark:text-slate-200"
                  >
                    {t('Actions')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
              {shown.map((member) => (
                <tr key={member.userId}>
                  <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                    <Link
                      to={memberPagePath(team.id, member.userId)}
                      className="text-brand-700 hover:underline dark:text-brand-300"
                    >
                      {member.name}
                    </Link>
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-700 dark:text-slate-300">
                    {member.email}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-700 dark:text-slate-300">
                    {t(ROLE_NAMES[member.role])}
                  </td>
                  <NumberCell value={member.lessonsDone} />
                  <NumberCell value={member.exercisesPassed} />
                  <NumberCell value={member.challengesCompleted} />
                  <NumberCell value={member.points} />
                  <NumberCell value={member.streak} text={daysLabel(member.streak)} />
                  <NumberCell value={member.minutes} text={formatMinutes(member.minutes)} />
                  <td className="px-3 py-2 whitespace-nowrap text-slate-700 dark:text-slate-300">
                    {member.lastActiveAt ? (
                      <time
                        dateTime={member.lastActiveAt}
                        title={formatDateTime(member.lastActiveAt)}
                      >
                        {activityTime(member.lastActiveAt, now)}
                      </time>
                    ) : (
                      t('Never')
                    )}
                  </td>
                  {canAct && (
                    <td className="px-3 py-2 whitespace-nowrap">
                      <div className="flex gap-2">
                        {actionsFor(team, member).map((action) =>
                          action === 'remove' ? (
                            <Button
                              key={action}
                              variant="secondary"
                              size="sm"
                              disabled={busy !== null}
                              onClick={() => setRemoving(member)}
                              aria-label={t('Remove {{name}} from the team', {
                                name: member.name,
                              })}
                            >
                              {t('Remove')}
                            </Button>
                          ) : (
                            <Button
                              key={action}
                              variant="secondary"
                              size="sm"
                              disabled={busy !== null}
                              onClick={() => void changeRole(member, action)}
                              aria-label={t(ROLE_CHANGES[action].named, { name: member.name })}
                            >
                              {busy === member.userId
                                ? t('Saving...')
                                : t(ROLE_CHANGES[action].label)}
                            </Button>
                          ),
                        )}
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {removing && (
        <ConfirmDialog
          danger
          title={t('Remove {{name}}?', { name: removing.name })}
          text={t(
            '{{name}} leaves {{team}} at once and loses the Pro plan that came with it. Their own progress stays in their account; invite them again to bring them back.',
            { name: removing.name, team: team.name },
          )}
          keepLabel={t('Keep them')}
          confirmLabel={t('Remove from team')}
          busyLabel={t('Removing...')}
          onConfirm={async () => {
            await teamAction({
              name: 'team-members',
              method: 'DELETE',
              body: { teamId: team.id, userId: removing.userId },
              fallback: msg('They could not be removed. Please try again.'),
            });
            change.setOutcome({
              ok: true,
              text: t('{{name}} is no longer in the team.', { name: removing.name }),
            });
            await change.refresh();
          }}
          errorMessage={(caught) => t(message(caught, msg('They could not be removed.')))}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}

/** What the caller may do to a person: the owner changes roles; owner and managers remove. */
function actionsFor(team: TeamSummary, member: MemberStats): ('remove' | 'manager' | 'member')[] {
  if (!canManageMember(team.role, member.role)) return [];
  if (team.role !== 'owner') return ['remove'];
  return [member.role === 'manager' ? 'member' : 'manager', 'remove'];
}

function SortHeader({
  label,
  numeric,
  sort,
  onSort,
}: {
  label: string;
  numeric: boolean;
  sort: 'ascending' | 'descending' | null;
  onSort: () => void;
}) {
  const Icon = sort === 'ascending' ? ArrowUp : sort === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={sort ?? 'none'}
      className={`px-1 py-1 font-semibold whitespace-nowrap text-slate-700 dark:text-slate-200 ${numeric ? 'text-right' : ''}`}
    >
      <button
        type="button"
        onClick={onSort}
        className={`inline-flex min-h-11 items-center gap-1 rounded-md px-2 hover:bg-slate-200/60 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-slate-800 ${numeric ? 'flex-row-reverse' : ''}`}
      >
        {label}
        <Icon
          className={`size-3.5 ${sort ? 'text-brand-600 dark:text-brand-300' : 'text-slate-400 dark:text-slate-500'}`}
          aria-hidden="true"
        />
      </button>
    </th>
  );
}

function NumberCell({ value, text }: { value: number; text?: string }) {
  return (
    <td className="px-3 py-2 text-right whitespace-nowrap text-slate-700 tabular-nums dark:text-slate-300">
      {text ?? formatNumber(value)}
    </td>
  );
}
