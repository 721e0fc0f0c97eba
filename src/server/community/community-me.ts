import type { FastifyInstance } from 'fastify';
import type { CommunityMe } from '@domain/community';
import { HttpError } from '../http/errors';
import { displayName, handleBase } from './authors';
import { communityRolesOf } from './roles';
import { activeSuspension } from './suspensions';

/** Who the signed-in learner is in the community: handle, name, roles and any suspension. */
export async function communityMe(
  app: FastifyInstance,
  userId: string,
  now: Date,
): Promise<CommunityMe> {
  const { db } = app.database;
  const user = await db
    .selectFrom('users')
    .leftJoin('community_profiles', 'community_profiles.user_id', 'users.id')
    .select(['users.user_metadata', 'users.app_metadata', 'community_profiles.handle'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new HttpError(404, 'user_not_found', 'Your account no longer exists.');
  const name = displayName(user);
  const [roles, suspension] = await Promise.all([
    communityRolesOf(db, app.config.adminEmails, userId),
    activeSuspension(db, userId, now),
  ]);
  return {
    handle: user.handle ?? handleBase(name),
    name,
    isModerator: roles.isModerator,
    isAdmin: roles.isAdmin,
    suspended: suspension ? { until: suspension.until, reason: suspension.reason } : null,
  };
}
