import type { FastifyInstance } from 'fastify';
import { seatsFree } from '@domain/teams';
import { createUser, findUserByEmail, nowIso, updateUser, type UserRow } from '../auth/users';
import { seatsUsedOf, teamPlanOf, type TeamRow } from '../teams/access';

/* Who a single sign-on signs in: their account, and their place in the team. */

/**
 * The account of the address, or a new one (confirmed, with no password: "Forgot password?" sets
 * one). An account never confirmed is taken over by the address's owner, as a confirmation link
 * would be: its password, chosen by whoever signed up, is not kept.
 */
export async function accountFor(
  app: FastifyInstance,
  email: string,
  name: unknown,
): Promise<UserRow> {
  const { db } = app.database;
  const existing = await findUserByEmail(db, email);
  if (existing?.email_confirmed_at) return existing;
  if (existing) {
    return updateUser(db, existing.id, {
      email_confirmed_at: nowIso(),
      encrypted_password: '',
      signup_contested: 0,
    });
  }
  const displayName = typeof name === 'string' ? name.trim().slice(0, 100) : '';
  return createUser(db, {
    email,
    passwordHash: '',
    userMetadata: displayName ? { name: displayName } : {},
    confirmed: true,
  });
}

export type JoinOutcome = 'member' | 'joined' | { noSeat: number };

/** Puts the person in the team as a member if they are not in it and a seat is free. */
export async function joinTeam(
  app: FastifyInstance,
  team: TeamRow,
  user: UserRow,
): Promise<JoinOutcome> {
  return app.database.db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('team_members')
      .select('role')
      .where('team_id', '=', team.id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (member) return 'member';
    // Locks the team's row, so two sign-ins at once cannot take the same last seat.
    await trx
      .selectFrom('teams')
      .select('id')
      .where('id', '=', team.id)
      .$call((query) => (app.database.dialect === 'postgres' ? query.forUpdate() : query))
      .executeTakeFirstOrThrow();
    const plan = await teamPlanOf(trx, team.owner_id);
    if (seatsFree(plan.seats, await seatsUsedOf(trx, team.id)) === 0) return { noSeat: plan.seats };
    await trx
      .insertInto('team_members')
      .values({ team_id: team.id, user_id: user.id, role: 'member', joined_at: nowIso() })
      .execute();
    return 'joined';
  });
}
