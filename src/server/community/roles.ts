import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

/** Who may moderate: ADMIN_EMAILS by configuration (admins), and those an admin promoted. */
export interface CommunityRoles {
  isAdmin: boolean;
  isModerator: boolean;
}

export function isAdminEmail(adminEmails: readonly string[], email: string): boolean {
  return adminEmails.includes(email.toLowerCase());
}

export async function communityRolesOf(
  db: Kysely<Database>,
  adminEmails: readonly string[],
  userId: string,
): Promise<CommunityRoles> {
  const row = await db
    .selectFrom('users')
    .leftJoin('forum_moderators', 'forum_moderators.user_id', 'users.id')
    .select(['users.email', 'forum_moderators.user_id as moderator'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return { isAdmin: false, isModerator: false };
  const isAdmin = isAdminEmail(adminEmails, row.email);
  return { isAdmin, isModerator: isAdmin || row.moderator !== null };
}

/** Moderators only: anyone else gets 403 with a sentence. */
export async function requireModerator(
  db: Kysely<Database>,
  adminEmails: readonly string[],
  userId: string,
): Promise<CommunityRoles> {
  const roles = await communityRolesOf(db, adminEmails, userId);
  if (!roles.isModerator) {
    throw new HttpError(403, 'not_moderator', 'Only the community moderators can do that.');
  }
  return roles;
}
