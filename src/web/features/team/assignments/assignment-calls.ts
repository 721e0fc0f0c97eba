import { useQuery } from '@tanstack/react-query';
import type { Assignment } from '@domain/team-assignments-api';
import { msg } from '@web/i18n/translate';
import { teamAction, teamCall, teamKeys } from '@web/lib/teams';

/*
 * The assignment calls of the team page (owner and managers), cached under the team so a change
 * to the team reads them again.
 */

const assignmentsApi = () => import('@domain/team-assignments-api');
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const assignmentsKey = (teamId: string) => [...teamKeys.team(teamId), 'assignments'];

export function useAssignments(teamId: string) {
  return useQuery({
    queryKey: assignmentsKey(teamId),
    queryFn: () =>
      teamCall({
        name: `team-assignments?${query({ teamId })}`,
        method: 'GET',
        schema: async () => (await assignmentsApi()).assignmentsAnswerSchema,
        fallback: msg("The team's assignments could not be loaded. Please try again."),
      }),
  });
}

/** Each member's status of one assignment; asked for once `enabled` (the row is open). */
export function useAssignmentStatuses(teamId: string, assignmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...assignmentsKey(teamId), assignmentId, 'status'],
    queryFn: () =>
      teamCall({
        name: `team-assignment-status?${query({ teamId, assignmentId })}`,
        method: 'GET',
        schema: async () => (await assignmentsApi()).assignmentStatusesAnswerSchema,
        fallback: msg("The members' statuses could not be loaded. Please try again."),
      }),
    enabled,
  });
}

export function createAssignment(body: {
  teamId: string;
  kind: Assignment['kind'];
  targetId: string;
  dueAt: string;
}): Promise<Assignment> {
  return teamCall({
    name: 'team-assignments',
    method: 'POST',
    body,
    schema: async () => (await assignmentsApi()).assignmentSchema,
    fallback: msg('The assignment could not be saved. Please try again.'),
  });
}

export function deleteAssignment(teamId: string, assignmentId: string): Promise<void> {
  return teamAction({
    name: 'team-assignments',
    method: 'DELETE',
    body: { teamId, assignmentId },
    fallback: msg('The assignment could not be deleted. Please try again.'),
  });
}
