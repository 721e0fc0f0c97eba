import { useQuery } from '@tanstack/react-query';
import { msg } from '@web/i18n/translate';
import { teamCall, teamKeys } from '@web/lib/teams';

/*
 * The team dashboard's calls (owner and managers): the members table, the per-lesson view and
 * a member's page, each cached under the team so a change to the team reads them again.
 */

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** Where a member's page is: /team/members/<id>?team=<team id>. */
export function memberPagePath(teamId: string, userId: string): string {
  return `/team/members/${encodeURIComponent(userId)}?${query({ team: teamId })}`;
}

const dashboardApi = () => import('@domain/team-dashboard-api');

export function useTeamDashboard(teamId: string) {
  return useQuery({
    queryKey: [...teamKeys.team(teamId), 'dashboard'],
    queryFn: () =>
      teamCall({
        name: `team-dashboard?${query({ teamId })}`,
        method: 'GET',
        schema: async () => (await dashboardApi()).teamDashboardSchema,
        fallback: msg("The team's members could not be loaded. Please try again."),
      }),
  });
}

export function useTeamLessons(teamId: string) {
  return useQuery({
    queryKey: [...teamKeys.team(teamId), 'lessons'],
    queryFn: () =>
      teamCall({
        name: `team-lessons?${query({ teamId })}`,
        method: 'GET',
        schema: async () => (await dashboardApi()).teamLessonsSchema,
        fallback: msg("The team's lessons could not be loaded. Please try again."),
      }),
  });
}

export function useTeamMember(teamId: string, userId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...teamKeys.team(teamId), 'member', userId],
    queryFn: () =>
      teamCall({
        name: `team-member?${query({ teamId, userId })}`,
        method: 'GET',
        schema: async () => (await dashboardApi()).teamMemberDetailSchema,
        fallback: msg("This member's progress could not be loaded. Please try again."),
      }),
    enabled,
  });
}

/**
 * The members table as a CSV file the browser saves (the call carries the session, so a plain
 * link cannot make it).
 */
export async function downloadMembersCsv(teamId: string, today: string): Promise<void> {
  const text = await teamCall({
    name: `team-dashboard-export?${query({ teamId, format: 'csv' })}`,
    method: 'GET',
    schema: async () => (await dashboardApi()).membersCsvSchema,
    fallback: msg('The table could not be exported. Please try again.'),
  });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `codenest-team-${today}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
