import type { FastifyInstance } from 'fastify';
import {
  inviteRevokeRequestSchema,
  inviteTokenSchema,
  memberRemoveRequestSchema,
  memberRoleRequestSchema,
  seatsRequestSchema,
  teamIdSchema,
  teamInviteLinkRequestSchema,
  teamInviteRequestSchema,
  teamRenameRequestSchema,
  type InviteCreated,
  type InvitePreview,
  type TeamRoster,
  type TeamSummary,
} from '@domain/team-api';
import { seatsBelowUsed } from '@domain/teams';
import { z } from '@domain/zod';
import { requireUser } from '@server/auth/bearer';
import { userNotFound } from '@server/auth/errors';
import { findUserById } from '@server/auth/users';
import { changeSeats } from '@server/billing/subscriptions';
import { HttpError } from '@server/http/errors';
import { validate } from '@server/http/validate';
import {
  managedTeamOf,
  ownedTeamOf,
  seatsUsedOf,
  teamOf,
  teamSummaryOf,
  teamsOfUser,
} from '@server/teams/access';
import {
  acceptInvite,
  createInviteLink,
  inviteByEmail,
  previewInvite,
  revokeInvite,
} from '@server/teams/invites';
import {
  changeRole,
  ensureOwnTeam,
  removeMember,
  renameTeam,
  rosterOf,
} from '@server/teams/members';
import { registerTeamBrandingRoutes } from './branding-routes';
import { registerTeamDashboardRoutes } from './dashboard-routes';
import { registerTeamApiKeyRoutes } from './api-key-routes';
import { registerTeamAssignmentRoutes } from './assignment-routes';

const teamQuerySchema = z.object({ teamId: teamIdSchema });

/**
 * Teams (the Enterprise plan): who is in them, invitations and seats.
 *
 * - GET    /functions/v1/teams               → the caller's teams `[{ id, name, role, seats, seatsUsed, … }]`
 * - GET    /functions/v1/team?teamId=        → members and open invitations (owner, managers)
 * - PATCH  /functions/v1/team                `{ teamId, name }` rename (owner)
 * - POST   /functions/v1/team-invites        `{ teamId, email, role? }` mails an invitation
 * - DELETE /functions/v1/team-invites        `{ teamId, inviteId }` revokes an invitation or link
 * - POST   /functions/v1/team-invite-links   `{ teamId, days? }` → a new invite link
 * - GET    /functions/v1/team-invite?token=  → what the invitation offers (anyone with the link)
 * - POST   /functions/v1/team-invite-accept  `{ token }` joins the team (signed in)
 * - PATCH  /functions/v1/team-members        `{ teamId, userId, role }` (owner)
 * - DELETE /functions/v1/team-members        `{ teamId, userId }` remove someone, or leave
 * - POST   /functions/v1/team-seats          `{ teamId, seats }` change the seats (owner, prorated)
 */
export function registerTeamRoutes(app: FastifyInstance): void {
  const { db } = app.database;

  app.get('/functions/v1/teams', async (request): Promise<TeamSummary[]> => {
    const { userId } = await requireUser(request, app);
    await ensureOwnTeam(db, userId);
    return teamsOfUser(db, userId);
  });

  app.get('/functions/v1/team', async (request): Promise<TeamRoster> => {
    const { userId } = await requireUser(request, app);
    const { teamId } = validate(teamQuerySchema, request.query);
    return rosterOf(db, await managedTeamOf(db, teamId, userId));
  });

  app.patch('/functions/v1/team', async (request): Promise<TeamSummary> => {
    const { userId } = await requireUser(request, app);
    const { teamId, name } = validate(teamRenameRequestSchema, request.body);
    await ownedTeamOf(db, teamId, userId);
    await renameTeam(db, teamId, name);
    return teamSummaryOf(db, await teamOf(db, teamId, userId));
  });

  app.post('/functions/v1/team-invites', async (request): Promise<InviteCreated> => {
    const { userId } = await requireUser(request, app);
    const body = validate(teamInviteRequestSchema, request.body);
    const access = await managedTeamOf(db, body.teamId, userId);
    const inviter = await findUserById(db, userId);
    if (!inviter) throw userNotFound();
    return inviteByEmail(app, access, inviter, body);
  });

  app.delete('/functions/v1/team-invites', async (request) => {
    const { userId } = await requireUser(request, app);
    const { teamId, inviteId } = validate(inviteRevokeRequestSchema, request.body);
    await managedTeamOf(db, teamId, userId);
    await revokeInvite(db, teamId, inviteId);
    return { revoked: true };
  });

  app.post('/functions/v1/team-invite-links', async (request): Promise<InviteCreated> => {
    const { userId } = await requireUser(request, app);
    const { teamId, days } = validate(teamInviteLinkRequestSchema, request.body);
    return createInviteLink(app, await managedTeamOf(db, teamId, userId), userId, days);
  });

  app.get('/functions/v1/team-invite', async (request): Promise<InvitePreview> => {
    const { token } = validate(inviteTokenSchema, request.query);
    return previewInvite(db, token);
  });

  app.post('/functions/v1/team-invite-accept', async (request): Promise<{ team: TeamSummary }> => {
    const { userId } = await requireUser(request, app);
    const { token } = validate(inviteTokenSchema, request.body);
    const user = await findUserById(db, userId);
    if (!user) throw userNotFound();
    return { team: await acceptInvite(app, user, token) };
  });

  app.patch('/functions/v1/team-members', async (request): Promise<TeamRoster> => {
    const { userId } = await requireUser(request, app);
    const body = validate(memberRoleRequestSchema, request.body);
    const access = await managedTeamOf(db, body.teamId, userId);
    await changeRole(db, access, body.userId, body.role);
    return rosterOf(db, access);
  });

  app.delete('/functions/v1/team-members', async (request) => {
    const { userId } = await requireUser(request, app);
    const body = validate(memberRemoveRequestSchema, request.body);
    const access = await teamOf(db, body.teamId, userId);
    await removeMember(db, access, userId, body.userId);
    return { removed: true };
  });

  app.post('/functions/v1/team-seats', async (request): Promise<TeamSummary> => {
    const { userId } = await requireUser(request, app);
    const { teamId, seats } = validate(seatsRequestSchema, request.body);
    const access = await ownedTeamOf(db, teamId, userId);
    const used = await seatsUsedOf(db, teamId);
    if (seats < used) throw new HttpError(409, 'seats_in_use', seatsBelowUsed(used));
    await changeSeats(app, userId, seats, request.log);
    return teamSummaryOf(db, access);
  });
  registerTeamDashboardRoutes(app);

  registerTeamApiKeyRoutes(app);
  registerTeamBrandingRoutes(app);
  registerTeamAssignmentRoutes(app);
}
