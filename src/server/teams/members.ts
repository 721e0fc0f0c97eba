import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TeamMember, TeamRoster } from '@domain/team-api';
import { TEAM_NAME_MAX, canManageMember, type InviteRole, type TeamRole } from '@domain/teams';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { teamSummaryOf, type TeamAccess } from './access';
import { displayNameOf, openInvites } from './invites';

type Db = Kysely<Database>;

/**
 * An Enterprise subscriber owns one team: made the first time they ask for their teams, named
 * after them until they rename it. It outlives a lapsed subscription (members lose Pro while it
 * is not active) so that renewing brings the class back as it was.
 */
export async function ensureOwnTeam(db: Db, userId: string): Promise<void> {
  const subscription = await db
    .selectFrom('user_subscriptions')
    .select('plan')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (subscription?.plan !== 'enterprise') return;
  const owned = await db
    .selectFrom('teams')
    .select('id')
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  if (owned) return;
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return;
  const now = new Date().toISOString();
  const id = crypto.randomUUID();
  const name = `${displayNameOf(user)}'s team`.slice(0, TEAM_NAME_MAX);
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('teams')
      .values({
        id,
        owner_id: userId,
        name,
        accent_color: null,
        logo_type: null,
        logo_data: null,
        logo_updated_at: null,
        created_at: now,
        updated_at: now,
      })
      // Two first visits at once still make one team.
      .onConflict((conflict) => conflict.column('owner_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await trx
      .insertInto('team_members')
      .values({ team_id: id, user_id: userId, role: 'owner', joined_at: now })
      .execute();
  });
}

export async function membersOf(db: Db, teamId: string): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .selectAll('users')
    .select(['team_members.role', 'team_members.joined_at'])
    .where('team_members.team_id', '=', teamId)
    .execute();
  const rank: Record<TeamRole, number> = { owner: 0, manager: 1, member: 2 };
  return rows
    .map(({ role, joined_at, ...user }) => ({
      userId: user.id,
      name: displayNameOf(user),
      email: user.email,
      role,
      joinedAt: joined_at,
    }))
    .sort((a, b) => rank[a.role] - rank[b.role] || a.name.localeCompare(b.name));
}

/** The team's people and its open invitations (owner and managers). */
export async function rosterOf(db: Db, access: TeamAccess): Promise<TeamRoster> {
  return {
    team: await teamSummaryOf(db, access),
    members: await membersOf(db, access.team.id),
    invites: await openInvites(db, access.team.id),
  };
}

async function roleIn(db: Db, teamId: string, userId: string): Promise<TeamRole> {
  const row = await db
    .selectFrom('team_members')
    .select('role')
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'member_not_found', 'This person is not in your team.');
  return row.role;
}

/** Makes a member a manager or back (the owner only, since only the owner makes managers). */
export async function changeRole(
  db: Db,
  access: TeamAccess,
  userId: string,
  role: InviteRole,
): Promise<void> {
  const current = await roleIn(db, access.team.id, userId);
  if (access.role !== 'owner' || current === 'owner') {
    throw new HttpError(
      403,
      'team_owner_only',
      "Only the team's owner changes roles, and the owner's own role stays.",
    );
  }
  await db
    .updateTable('team_members')
    .set({ role })
    .where('team_id', '=', access.team.id)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Removes someone from the team, or lets them leave (their own id): their Pro through the team
 * ends at once, since it is read from the membership on every request.
 */
export async function removeMember(
  db: Db,
  access: TeamAccess,
  callerId: string,
  userId: string,
): Promise<void> {
  const target = await roleIn(db, access.team.id, userId);
  const leaving = userId === callerId;
  if (leaving && target === 'owner') {
    throw new HttpError(
      409,
      'owner_cannot_leave',
      'The owner cannot leave their own team. Cancel the Enterprise subscription in Settings to close it.',
    );
  }
  if (!leaving && !canManageMember(access.role, target)) {
    throw new HttpError(
      403,
      'team_managers_only',
      access.role === 'manager'
        ? 'Managers can remove members only; ask the owner to remove a manager.'
        : "Only the team's owner and managers can remove people.",
    );
  }
  await db
    .deleteFrom('team_members')
    .where('team_id', '=', access.team.id)
    .where('user_id', '=', userId)
    .execute();
}

export async function renameTeam(db: Db, teamId: string, name: string): Promise<void> {
  await db
    .updateTable('teams')
    .set({ name, updated_at: new Date().toISOString() })
    .where('id', '=', teamId)
    .execute();
}
