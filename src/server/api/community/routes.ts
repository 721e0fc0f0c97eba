import type { FastifyInstance } from 'fastify';
import { registerForumRoutes } from './forum-routes';
import { registerModerationRoutes } from './moderation-routes';
import { registerNotificationRoutes } from './notification-routes';
import { registerSearchRoutes } from './search-routes';
import { registerSolutionRoutes } from './solution-routes';

/**
 * The community: the forum and the discussions on lessons and challenges (forum-threads,
 * forum-posts, votes, accepted answers, reports, spoilers), search, moderation and the
 * community's figures, published solutions, and notifications with their mails.
 */
export function registerCommunityRoutes(app: FastifyInstance): void {
  registerForumRoutes(app);
  registerSearchRoutes(app);
  registerModerationRoutes(app);
  registerSolutionRoutes(app);
  registerNotificationRoutes(app);
}
