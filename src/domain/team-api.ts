import {
  INVITE_LINK_DAYS_DEFAULT,
  INVITE_LINK_DAYS_MAX,
  MAX_SEATS,
  MIN_SEATS,
  TEAM_NAME_MAX,
  inviteRoles,
  teamRoles,
} from './teams';
import { z } from './zod';

/*
 * The team calls' bodies and answers (the Enterprise plan), checked by the server and parsed by
 * the web app with the same schemas.
 */

export const teamIdSchema = z
  .string({ message: 'is required: the id of one of your teams' })
  .trim()
  .min(1, 'is required: the id of one of your teams')
  .max(100, 'is not a team id');

const emailSchema = z
  .string({ message: 'is required: an e-mail address' })
  .trim()
  .toLowerCase()
  .max(254, 'is too long')
  .pipe(z.email({ message: 'must be an e-mail address such as ada@college.example' }));

/** GET /functions/v1/teams: the caller's teams. */
export const teamSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(teamRoles),
  seats: z.number().int(),
  seatsUsed: z.number().int(),
  /** The owner's Enterprise subscription is active: members have Pro. */
  active: z.boolean(),
  accentColor: z.string().nullable(),
  /** Where the team's logo is served, or null without one. */
  logoUrl: z.string().nullable(),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;
export const teamsAnswerSchema = z.array(teamSummarySchema);

/** POST /functions/v1/team-invites: mails an invitation. */
export const teamInviteRequestSchema = z.object({
  teamId: teamIdSchema,
  email: emailSchema,
  role: z.enum(inviteRoles, { message: 'must be member or manager' }).default('member'),
});
export type TeamInviteRequest = z.input<typeof teamInviteRequestSchema>;

/** POST /functions/v1/team-invite-links: a new invite link (its URL is shown once). */
export const teamInviteLinkRequestSchema = z.object({
  teamId: teamIdSchema,
  days: z.coerce
    .number({ message: `must be a number of days from 1 to ${INVITE_LINK_DAYS_MAX}` })
    .int(`must be a whole number of days from 1 to ${INVITE_LINK_DAYS_MAX}`)
    .min(1, `must be from 1 to ${INVITE_LINK_DAYS_MAX} days`)
    .max(INVITE_LINK_DAYS_MAX, `must be from 1 to ${INVITE_LINK_DAYS_MAX} days`)
    .default(INVITE_LINK_DAYS_DEFAULT),
});

export const inviteSchema = z.object({
  id: z.string(),
  kind: z.enum(['email', 'link']),
  email: z.string().nullable(),
  role: z.enum(inviteRoles),
  uses: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TeamInvite = z.infer<typeof inviteSchema>;

/** The answer to creating an invitation: the link is only ever shown here (and in the mail). */
export const inviteCreatedSchema = z.object({ invite: inviteSchema, url: z.string() });
export type InviteCreated = z.infer<typeof inviteCreatedSchema>;

export const inviteTokenSchema = z.object({
  token: z
    .string({ message: 'is required: the token from the invitation link' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'is not the token of an invitation link'),
});

/** GET /functions/v1/team-invite?token=: what the invitation page shows before joining. */
export const invitePreviewSchema = z.object({
  teamName: z.string(),
  role: z.enum(inviteRoles),
  invitedBy: z.string().nullable(),
  /** Set for an e-mail invitation: only that address may accept it. */
  email: z.string().nullable(),
  expiresAt: z.string(),
  seatsFree: z.number().int(),
  notice: z.string(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** POST /functions/v1/team-invite-accept: `{ token }` → the team joined. */
export const inviteAcceptedSchema = z.object({ team: teamSummarySchema });

/** The members and the open invitations of a team (owner and managers). */
export const teamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(teamRoles),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamRosterSchema = z.object({
  team: teamSummarySchema,
  members: z.array(teamMemberSchema),
  invites: z.array(inviteSchema),
});
export type TeamRoster = z.infer<typeof teamRosterSchema>;

/** PATCH /functions/v1/team-members: change a member's role (owner only for managers). */
export const memberRoleRequestSchema = z.object({
  teamId: teamIdSchema,
  userId: z.string().trim().min(1, 'is required: the member to change'),
  role: z.enum(inviteRoles, { message: 'must be member or manager' }),
});

/** DELETE /functions/v1/team-members: remove a member, or leave (your own id). */
export const memberRemoveRequestSchema = z.object({
  teamId: teamIdSchema,
  userId: z.string().trim().min(1, 'is required: the member to remove'),
});

export const inviteRevokeRequestSchema = z.object({
  teamId: teamIdSchema,
  inviteId: z.string().trim().min(1, 'is required: the invitation to revoke'),
});

export const seatsSchema = z.coerce
  .number({ message: `must be a number of seats from ${MIN_SEATS} to ${MAX_SEATS}` })
  .int(`must be a whole number of seats`)
  .min(MIN_SEATS, `must be at least ${MIN_SEATS}`)
  .max(MAX_SEATS, `must be at most ${MAX_SEATS}; for more, contact us`);

/** POST /functions/v1/team-seats: change the seats (prorated by Stripe; the owner only). */
export const seatsRequestSchema = z.object({ teamId: teamIdSchema, seats: seatsSchema });

/** PATCH /functions/v1/team: rename the team (owner). Branding has its own call. */
export const teamRenameRequestSchema = z.object({
  teamId: teamIdSchema,
  name: z
    .string({ message: 'is required: the team name' })
    .trim()
    .min(1, 'is required: the team name')
    .max(TEAM_NAME_MAX, `must be at most ${TEAM_NAME_MAX} characters`),
});
