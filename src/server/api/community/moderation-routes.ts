import type { FastifyInstance } from 'fastify';
import {
  moderationActionSchema,
  reportRequestSchema,
  type CommunityMe,
  type CommunityStats,
  type ModerationLogEntry,
  type ModerationOverview,
} from '@domain/community';
import { authenticate, requireUser } from '@server/auth/bearer';
import { communityMe } from '@server/community/community-me';
import { communityStats } from '@server/community/community-stats';
import { moderate, moderationOverview } from '@server/community/moderation';
import { createReport } from '@server/community/reports';
import { validate } from '@server/http/validate';

/**
 * Reports, moderation and the community's figures:
 *
 * - POST /functions/v1/forum-reports     `{ postId, reason, details? }` → `{ id }` (signed in)
 * - GET  /functions/v1/forum-moderation  → open reports, the log, moderators, suspensions
 * - POST /functions/v1/forum-moderation  one action, with why → `{ ok, entry }` (moderators;
 *   promote and demote: admins, set by ADMIN_EMAILS)
 * - GET  /functions/v1/community-me      → the caller's handle, roles and any suspension
 * - GET  /functions/v1/community-stats   → members, discussions this week, solutions shared, the
 *   latest discussions and the top contributors (public)
 *
 * `clock` defaults to the system's.
 */
export function registerModerationRoutes(
  app: FastifyInstance,
  options: { clock?: () => Date } = {},
): void {
  const clock = options.clock ?? (() => new Date());

  app.post('/functions/v1/forum-reports', async (request): Promise<{ id: string }> => {
    const { userId } = await requireUser(request, app);
    const body = validate(reportRequestSchema, request.body);
    return createReport(app, { userId, ...body, now: clock() });
  });

  app.get('/functions/v1/forum-moderation', async (request): Promise<ModerationOverview> => {
    const { userId } = await requireUser(request, app);
    return moderationOverview(app, userId, clock());
  });

  app.post(
    '/functions/v1/forum-moderation',
    async (request): Promise<{ ok: true; entry: ModerationLogEntry }> => {
      const { userId } = await requireUser(request, app);
      const action = validate(moderationActionSchema, request.body);
      return { ok: true, entry: await moderate(app, userId, action, clock()) };
    },
  );

  app.get('/functions/v1/community-me', async (request): Promise<CommunityMe> => {
    const { userId } = await requireUser(request, app);
    return communityMe(app, userId, clock());
  });

  app.get('/functions/v1/community-stats', async (request): Promise<CommunityStats> => {
    await authenticate(request, app);
    return communityStats(app, clock());
  });
}
