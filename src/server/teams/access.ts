import type { Kysely, Selectable } from 'kysely';
import { isProStatus } from '@domain/billing';
import type { TeamSummary } from '@domain/team-api';
import {
  TEAM_MANAGERS_ONLY,
  TEAM_NOT_FOUND,
  TEAM_OWNER_ONLY,
  canManageTeam,
  type TeamRole,
} from '@domain/teams';
import type { Database, TeamsTable } from '../db/schema';
import { HttpError } from '../http/errors';

/*
 * Who is in which team, and what they may see: every team call goes through `teamOf`, so a
 * person reaches only the teams they are in, and a manager only their own teams' members.
 */

type Db = Kysely<Database>;
export type TeamRow = Selectable<TeamsTable>;

export interface TeamAccess {
  team: TeamRow;
  role: TeamRole;
}

/** The team and the caller's role in it; a team they are not in is 404, as one that does not exist. */
export async function teamOf(db: Db, teamId: string, userId: string): Promise<TeamAccess> {
  const row = await db
    .selectFrom('team_members')
    .innerJoin('teams', 'teams.id', 'team_members.team_id')
    .selectAll('teams')
    .select('team_members.role')
    .where('team_members.team_id', '=', teamId)
    .where('team_members.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'team_not_found', TEAM_NOT_FOUND);
  const { role, ...team } = row;
  return { team, role };
}

/** The team, for its owner and managers only (403 for a member, 404 for anyone else). */
export async function managedTeamOf(db: Db, teamId: string, userId: string): Promise<TeamAccess> {
  const access = await teamOf(db, teamId, userId);
  if (!canManageTeam(access.role))
    throw new HttpError(403, 'team_managers_only', TEAM_MANAGERS_ONLY);
  return access;
}

/** The team, for its owner only. */
export async function ownedTeamOf(db: Db, teamId: string, userId: string): Promise<TeamAccess> {
  const access = await teamOf(db, teamId, userId);
  if (access.role !== 'owner') throw new HttpError(403, 'team_owner_only', TEAM_OWNER_ONLY);
  return access;
}

/** The owner's Enterprise subscription: its seats and whether it is live. */
export async function teamPlanOf(
  db: Db,
  ownerId: string,
): Promise<{ seats: number; active: boolean }> {
  const subscription = await db
    .selectFrom('user_subscriptions')
    .select(['plan', 'subscription_status', 'quantity'])
    .where('user_id', '=', ownerId)
    .executeTakeFirst();
  if (!subscription || subscription.plan !== 'enterprise') return { seats: 0, active: false };
  return {
    seats: subscription.quantity,
    active: isProStatus(subscription.subscription_status),
  };
}

/** People in seats: everyone in the team but its owner. */
export async function seatsUsedOf(db: Db, teamId: string): Promise<number> {
  const row = await db
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('team_id', '=', teamId)
    .where('role', '!=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Where a team's logo is served (its version in the address, so a new logo is fetched anew). */
export function logoUrlOf(team: TeamRow): string | null {
  if (!team.logo_type || !team.logo_updated_at) return null;
  return `/functions/v1/team-logo/${team.id}?v=${encodeURIComponent(team.logo_updated_at)}`;
}

export async function teamSummaryOf(db: Db, access: TeamAccess): Promise<TeamSummary> {
  const { team, role } = access;
  const plan = await teamPlanOf(db, team.owner_id);
  return {
    id: team.id,
    name: team.name,
    role,
    seats: plan.seats,
    seatsUsed: await seatsUsedOf(db, team.id),
    active: plan.active,
    accentColor: team.accent_color,
    logoUrl: logoUrlOf(team),
  };
}

/** Every team a person is in, the ones they own first, then by name. */
export async function teamsOfUser(db: Db, userId: string): Promise<TeamSummary[]> {
  const rows = await db
    .selectFrom('team_members')
    .innerJoin('teams', 'teams.id', 'team_members.team_id')
    .selectAll('teams')
    .select('team_members.role')
    .where('team_members.user_id', '=', userId)
    .execute();
  const rank: Record<TeamRole, number> = { owner: 0, manager: 1, member: 2 };
  rows.sort((a, b) => rank[a.role] - rank[b.role] || a.name.localeCompare(b.name));
  return Promise.all(rows.map(({ role, ...team }) => teamSummaryOf(db, { team, role })));
}

/** Whether someone has Pro through a team whose owner's Enterprise subscription is live. */
export async function hasTeamPro(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('team_members')
    .innerJoin('teams', 'teams.id', 'team_members.team_id')
    .innerJoin('user_subscriptions', 'user_subscriptions.user_id', 'teams.owner_id')
    .select('team_members.team_id')
    .where('team_members.user_id', '=', userId)
    .where('user_subscriptions.plan', '=', 'enterprise')
    .where('user_subscriptions.subscription_status', 'in', ['active', 'trialing'])
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids of the teams a person manages (owner or manager). */
export async function managedTeamIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('team_members')
    .select('team_id')
    .where('user_id', '=', userId)
    .where('role', 'in', ['owner', 'manager'])
    .execute();
  return rows.map((row) => row.team_id);
}
