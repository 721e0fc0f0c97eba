import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { TeamSummary } from '@domain/team-api';
import { canManageTeam } from '@domain/teams';
import type { z } from '@domain/zod';
import { useCurrentUser } from './account';
import { invokeFunction, invokeParsed, type FunctionCall } from './functions';
import { getSupabase, requireSupabase } from './supabase';
import { msg } from '../i18n/translate';

/*
 * The signed-in person's teams (GET /functions/v1/teams) and the one helper every team call of
 * the web app goes through. The schemas load with the first call, not with the page.
 */

export class TeamError extends Error {
  override name = 'TeamError';
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

const DEMO_MODE = msg('Teams need the CodeNest server, and this is the demo mode without one.');
const client = () => requireSupabase(() => new TeamError(DEMO_MODE));
const fail = (message: string, status: number | null) => new TeamError(message, status);
const teamApi = () => import('@domain/team-api');

export const teamKeys = {
  all: ['teams'] as const,
  of: (userId: string) => ['teams', userId] as const,
  /** Anything of one team (its roster, dashboard, assignments…): invalidate after a change. */
  team: (teamId: string) => ['team', teamId] as const,
};

type Method = FunctionCall['method'];

/** A team call whose answer is checked with `schema` (a loader of a domain schema). */
export function teamCall<Schema extends z.ZodType>(input: {
  name: string;
  method: Method;
  body?: unknown;
  schema: () => Promise<Schema>;
  fallback: string;
}): Promise<z.infer<Schema>> {
  return invokeParsed({ client: client(), fail, ...input });
}

/** A team call whose answer is not needed (a removal, a revocation). */
export async function teamAction(input: {
  name: string;
  method: Method;
  body?: unknown;
  fallback: string;
}): Promise<void> {
  await invokeFunction<unknown>({ client: client(), fail, ...input });
}

export function fetchTeams(): Promise<TeamSummary[]> {
  return teamCall({
    name: 'teams',
    method: 'GET',
    schema: async () => (await teamApi()).teamsAnswerSchema,
    fallback: msg('Your teams could not be loaded. Please try again.'),
  });
}

/** The signed-in person's teams; visitors ask nothing. */
export function useTeams() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: teamKeys.of(user?.id ?? 'signed-out'),
    queryFn: fetchTeams,
    enabled: user !== null && getSupabase() !== null,
    staleTime: 60_000,
  });
}

/** The teams the person runs (owner or manager): the navigation shows them the team page. */
export function useManagedTeams(): TeamSummary[] {
  const { data } = useTeams();
  return (data ?? []).filter((team) => canManageTeam(team.role));
}

/** A team whose owner's Enterprise subscription is live gives its members Pro. */
export function hasTeamPro(teams: readonly TeamSummary[] | undefined): boolean {
  return (teams ?? []).some((team) => team.active);
}

export function invalidateTeams(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: teamKeys.all });
}
