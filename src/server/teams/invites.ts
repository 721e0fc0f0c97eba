import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { firstName } from '@domain/profile';
import type { InviteCreated, InvitePreview, TeamInvite, TeamSummary } from '@domain/team-api';
import {
  INVITE_EMAIL_DAYS,
  INVITE_FOR_OTHER_EMAIL,
  INVITE_NOT_VALID,
  NO_FREE_SEAT,
  TEACHER_SEES_CODE_NOTICE,
  TEAM_INACTIVE,
  canInviteAs,
  seatsFree,
  type InviteRole,
  type TeamInviteKind,
} from '@domain/teams';
import { hashToken, randomToken } from '../auth/tokens';
import { metadataOf, normalizeEmail, type UserRow } from '../auth/users';
import type { Database, TeamInvitesTable } from '../db/schema';
import { HttpError } from '../http/errors';
import { Throttle, tooManyRequests, waitMinutes } from '../limits/throttle';
import { noFreeSeatMail, teamInviteMail } from '../mail/team-templates';
import { seatsUsedOf, teamOf, teamPlanOf, teamSummaryOf, type TeamAccess } from './access';

type Db = Kysely<Database>;
type InviteRow = Selectable<TeamInvitesTable>;

const DAY_MS = 24 * 3600 * 1000;
/** Invitations one team may mail in an hour, and no-seat mails one owner gets in an hour. */
const INVITE_MAILS_PER_HOUR = 100;
const NO_SEAT_MAILS_PER_HOUR = 3;

const inviteThrottles = new WeakMap<FastifyInstance, { invites: Throttle; noSeat: Throttle }>();

function throttlesOf(app: FastifyInstance) {
  let throttles = inviteThrottles.get(app);
  if (!throttles) {
    throttles = {
      invites: new Throttle(
        { name: 'team-invites', attempts: INVITE_MAILS_PER_HOUR, windowSeconds: 3600 },
        (seconds) =>
          tooManyRequests(
            'too_many_invites',
            `Your team has sent ${INVITE_MAILS_PER_HOUR} invitations this hour. Please wait ${waitMinutes(seconds)}, or share an invite link instead.`,
            seconds,
          ),
        app.redis,
      ),
      noSeat: new Throttle(
        { name: 'team-no-seat-mail', attempts: NO_SEAT_MAILS_PER_HOUR, windowSeconds: 3600 },
        (seconds) => tooManyRequests('too_many', 'Too many mails', seconds),
        app.redis,
      ),
    };
    inviteThrottles.set(app, throttles);
  }
  return throttles;
}

/** The link an invitation's token opens: the site's own address, never the request's. */
export function inviteUrl(app: FastifyInstance, token: string): string {
  return `${app.config.publicUrl}/team/join?token=${token}`;
}

export function inviteOf(row: InviteRow): TeamInvite {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    role: row.role,
    uses: row.uses,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

/** Invitations still open: not revoked, not expired, an e-mail one not yet accepted. */
export async function openInvites(db: Db, teamId: string, now = new Date()): Promise<TeamInvite[]> {
  const rows = await db
    .selectFrom('team_invites')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('revoked_at', 'is', null)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(inviteOf);
}

async function requireActiveTeam(db: Db, access: TeamAccess): Promise<void> {
  if (!(await teamPlanOf(db, access.team.owner_id)).active) {
    throw new HttpError(409, 'team_inactive', TEAM_INACTIVE);
  }
}

async function createInvite(
  db: Db,
  input: {
    access: TeamAccess;
    kind: TeamInviteKind;
    email: string | null;
    role: InviteRole;
    invitedBy: string;
    days: number;
  },
): Promise<{ row: InviteRow; token: string }> {
  const token = randomToken();
  const now = new Date();
  const row: InviteRow = {
    id: crypto.randomUUID(),
    team_id: input.access.team.id,
    kind: input.kind,
    email: input.email,
    role: input.role,
    token_hash: hashToken(token),
    invited_by: input.invitedBy,
    uses: 0,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + input.days * DAY_MS).toISOString(),
    revoked_at: null,
    accepted_at: null,
  };
  await db.insertInto('team_invites').values(row).execute();
  return { row, token };
}

function refuseRole(access: TeamAccess, role: InviteRole): void {
  if (!canInviteAs(access.role, role)) {
    throw new HttpError(403, 'team_owner_only', "Only the team's owner can invite managers.");
  }
}

/** POST /functions/v1/team-invites: mails an invitation to one address (a manager or the owner). */
export async function inviteByEmail(
  app: FastifyInstance,
  access: TeamAccess,
  inviter: UserRow,
  input: { email: string; role: InviteRole },
): Promise<InviteCreated> {
  const { db } = app.database;
  refuseRole(access, input.role);
  await requireActiveTeam(db, access);
  const email = normalizeEmail(input.email);
  const already = await db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select('users.id')
    .where('team_members.team_id', '=', access.team.id)
    .where('users.email', '=', email)
    .executeTakeFirst();
  if (already) {
    throw new HttpError(409, 'already_member', `${email} is already in ${access.team.name}.`);
  }
  await throttlesOf(app).invites.attempt(`team:${access.team.id}`);
  // A new invitation to the same address replaces the open one.
  await db
    .updateTable('team_invites')
    .set({ revoked_at: new Date().toISOString() })
    .where('team_id', '=', access.team.id)
    .where('email', '=', email)
    .where('revoked_at', 'is', null)
    .where('accepted_at', 'is', null)
    .execute();
  const { row, token } = await createInvite(db, {
    access,
    kind: 'email',
    email,
    role: input.role,
    invitedBy: inviter.id,
    days: INVITE_EMAIL_DAYS,
  });
  const url = inviteUrl(app, token);
  await app.mailer.send(
    teamInviteMail({
      to: email,
      teamName: access.team.name,
      invitedBy: displayNameOf(inviter),
      role: input.role,
      link: url,
      days: INVITE_EMAIL_DAYS,
    }),
  );
  return { invite: inviteOf(row), url };
}

/** POST /functions/v1/team-invite-links: a link anyone with it may join by, up to the free seats. */
export async function createInviteLink(
  app: FastifyInstance,
  access: TeamAccess,
  inviterId: string,
  days: number,
): Promise<InviteCreated> {
  const { db } = app.database;
  await requireActiveTeam(db, access);
  const { row, token } = await createInvite(db, {
    access,
    kind: 'link',
    email: null,
    role: 'member',
    invitedBy: inviterId,
    days,
  });
  return { invite: inviteOf(row), url: inviteUrl(app, token) };
}

export async function revokeInvite(db: Db, teamId: string, inviteId: string): Promise<void> {
  const result = await db
    .updateTable('team_invites')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', inviteId)
    .where('team_id', '=', teamId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new HttpError(404, 'invite_not_found', 'No open invitation with this id in your team.');
  }
}

/** The invitation a token opens, while it is valid; otherwise 404 with what to do. */
async function validInvite(db: Db, token: string, now = new Date()): Promise<InviteRow> {
  const row = await db
    .selectFrom('team_invites')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (
    !row ||
    row.revoked_at !== null ||
    row.accepted_at !== null ||
    row.expires_at <= now.toISOString()
  ) {
    throw new HttpError(404, 'invite_not_valid', INVITE_NOT_VALID);
  }
  return row;
}

/** GET /functions/v1/team-invite?token=: what joining means, before the person decides. */
export async function previewInvite(db: Db, token: string): Promise<InvitePreview> {
  const invite = await validInvite(db, token);
  const team = await db
    .selectFrom('teams')
    .selectAll()
    .where('id', '=', invite.team_id)
    .executeTakeFirstOrThrow();
  const inviter = invite.invited_by
    ? await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', invite.invited_by)
        .executeTakeFirst()
    : undefined;
  const plan = await teamPlanOf(db, team.owner_id);
  return {
    teamName: team.name,
    role: invite.role,
    invitedBy: inviter ? displayNameOf(inviter) : null,
    email: invite.email,
    expiresAt: invite.expires_at,
    seatsFree: plan.active ? seatsFree(plan.seats, await seatsUsedOf(db, team.id)) : 0,
    notice: TEACHER_SEES_CODE_NOTICE,
  };
}

/**
 * POST /functions/v1/team-invite-accept: the signed-in person joins the team of the invitation.
 * An e-mail invitation only for its address; no free seat, no join (the owner is told by mail).
 * Already in the team: the same answer, nothing changes.
 */
export async function acceptInvite(
  app: FastifyInstance,
  user: UserRow,
  token: string,
): Promise<TeamSummary> {
  const { db } = app.database;
  const outcome = await db.transaction().execute(async (trx) => {
    const invite = await validInvite(trx, token);
    if (invite.email !== null && invite.email !== normalizeEmail(user.email)) {
      throw new HttpError(403, 'invite_for_other_email', INVITE_FOR_OTHER_EMAIL(invite.email));
    }
    const teamId = invite.team_id;
    const member = await trx
      .selectFrom('team_members')
      .select('role')
      .where('team_id', '=', teamId)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (member) return { kind: 'joined' as const, teamId };
    const team = await trx
      .selectFrom('teams')
      .selectAll()
      .where('id', '=', teamId)
      .$call((query) => (app.database.dialect === 'postgres' ? query.forUpdate() : query))
      .executeTakeFirstOrThrow();
    const plan = await teamPlanOf(trx, team.owner_id);
    if (!plan.active) throw new HttpError(409, 'team_inactive', TEAM_INACTIVE);
    if (seatsFree(plan.seats, await seatsUsedOf(trx, teamId)) === 0) {
      return { kind: 'no_seat' as const, team, seats: plan.seats };
    }
    const now = new Date().toISOString();
    await trx
      .insertInto('team_members')
      .values({ team_id: teamId, user_id: user.id, role: invite.role, joined_at: now })
      .execute();
    await trx
      .updateTable('team_invites')
      .set((eb) => ({
        uses: eb('uses', '+', 1),
        ...(invite.kind === 'email' ? { accepted_at: now } : {}),
      }))
      .where('id', '=', invite.id)
      .execute();
    return { kind: 'joined' as const, teamId };
  });

  if (outcome.kind === 'no_seat') {
    await tellOwnerNoSeat(app, outcome.team, user, outcome.seats);
    throw new HttpError(409, 'no_free_seat', NO_FREE_SEAT);
  }
  return teamSummaryOf(db, await teamOf(db, outcome.teamId, user.id));
}

/** Mails the owner that someone could not join for want of a seat (a few times an hour at most). */
export async function tellOwnerNoSeat(
  app: FastifyInstance,
  team: { id: string; name: string; owner_id: string },
  who: UserRow,
  seats: number,
  way: 'invitation' | 'sso' = 'invitation',
): Promise<void> {
  const owner = await app.database.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', team.owner_id)
    .executeTakeFirst();
  if (!owner) return;
  try {
    // A shared link tried again and again must not flood the owner's mailbox.
    await throttlesOf(app).noSeat.attempt(`team:${team.id}`);
  } catch {
    return;
  }
  await app.mailer.send(
    noFreeSeatMail({
      to: owner.email,
      teamName: team.name,
      who: `${displayNameOf(who)} (${who.email})`,
      seats,
      link: `${app.config.publicUrl}/team?tab=seats`,
      way,
    }),
  );
}

/** How a person is named to others: their profile name, else their address's local part. */
export function displayNameOf(user: UserRow): string {
  const { user: metadata } = metadataOf(user);
  const name = typeof metadata.name === 'string' ? metadata.name.trim() : '';
  return name || firstName({ email: user.email });
}
