/**
 * Teams (the Enterprise plan): roles and what each may do, seats, invitations, and the messages
 * the server and the web app share. The calls' zod schemas are in team-api.ts, so a page that
 * only shows a role loads no zod.
 */

export const teamRoles = ['owner', 'manager', 'member'] as const;
export type TeamRole = (typeof teamRoles)[number];
export type InviteRole = Exclude<TeamRole, 'owner'>;
export const inviteRoles = ['manager', 'member'] as const satisfies readonly InviteRole[];

export const teamInviteKinds = ['email', 'link'] as const;
export type TeamInviteKind = (typeof teamInviteKinds)[number];

export const assignmentKinds = ['lesson', 'exercise', 'challenge'] as const;
export type AssignmentKind = (typeof assignmentKinds)[number];

export const ROLE_NAMES: Record<TeamRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  member: 'Member',
};

/** Owners and managers (teachers) see the team's dashboard; members see their own rows only. */
export function canManageTeam(role: TeamRole): boolean {
  return role === 'owner' || role === 'manager';
}

/**
 * Who may remove whom, or change their role: the owner anyone but themselves; a manager only
 * members. Nobody removes the owner (the team goes with the owner's subscription).
 */
export function canManageMember(actor: TeamRole, target: TeamRole): boolean {
  if (target === 'owner') return false;
  return actor === 'owner' || (actor === 'manager' && target === 'member');
}

/** Only the owner makes managers; a manager invites members. */
export function canInviteAs(actor: TeamRole, role: InviteRole): boolean {
  return actor === 'owner' || (actor === 'manager' && role === 'member');
}

/** Seats are what an Enterprise subscription buys: each person in the team but the owner takes one. */
export const MIN_SEATS = 1;
export const MAX_SEATS = 1000;
export const DEFAULT_SEATS = 5;

export function seatsFree(seats: number, seatsUsed: number): number {
  return Math.max(0, seats - seatsUsed);
}

/** How long an e-mail invitation and an invite link stay valid. */
export const INVITE_EMAIL_DAYS = 14;
export const INVITE_LINK_DAYS_DEFAULT = 7;
export const INVITE_LINK_DAYS_MAX = 30;

export const TEAM_NAME_MAX = 80;

/** What a person is told on every invitation, before they join. */
export const TEACHER_SEES_CODE_NOTICE =
  "Your team's owner and managers (your teachers) see your progress and the code you submit for exercises, challenges and assignments.";

export const NO_FREE_SEAT =
  'This team has no free seat right now, so you could not join. We have told the team owner; ask them to add a seat and try the link again.';
export const INVITE_NOT_VALID =
  'This invitation is no longer valid: it has expired, been revoked or been used. Ask your teacher for a new one.';
export const INVITE_FOR_OTHER_EMAIL = (email: string) =>
  `This invitation was sent to ${email}. Sign in with that address to accept it, or ask your teacher to invite the address you use.`;
export const TEAM_NOT_FOUND =
  'No team found: it does not exist or you are not in it. Your teams are listed at /team.';
export const TEAM_MANAGERS_ONLY =
  "Only the team's owner and managers can do this. Ask your team's owner if you need it.";
export const TEAM_OWNER_ONLY = "Only the team's owner can do this.";
export const TEAM_INACTIVE =
  "This team's Enterprise subscription is not active, so it cannot take new members. The owner can renew it at /pricing.";
export const seatsBelowUsed = (used: number) =>
  `The team has ${used} members in seats, so it needs at least ${used} seats. Remove members first to go lower.`;
