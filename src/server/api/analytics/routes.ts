import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACTIVITY_RETENTION_DAYS,
  ANALYTICS_NEEDS_PRO,
  DEFAULT_RUN_WINDOW,
  exportFormats,
  runWindows,
  type ActivityExport,
  type Analytics,
} from '@domain/analytics-api';
import { hasProPlan, PRO_REQUIRED_CODE } from '@domain/billing';
import { z } from '@domain/zod';
import { activityCsv } from '@server/analytics/export';
import { activityRecordsOf } from '@server/analytics/records';
import { scheduleActivitySweep } from '@server/analytics/retention';
import { analyticsOf } from '@server/analytics/summary';
import { requireUser } from '@server/auth/bearer';
import { planOfUser } from '@server/billing/plan';
import { HttpError } from '@server/http/errors';
import { validate } from '@server/http/validate';

const analyticsQuerySchema = z.object({
  days: z
    .enum(runWindows.map(String) as ['30', '90'], { message: 'must be 30 or 90' })
    .optional()
    .transform((days) => (days === undefined ? DEFAULT_RUN_WINDOW : (Number(days) as 30 | 90))),
});

const exportQuerySchema = z.object({
  format: z.enum(exportFormats, {
    message: 'must be csv or json: /functions/v1/analytics-export?format=csv',
  }),
});

/**
 * Learning analytics (Pro), built from the records the run routes keep of a signed-in learner's
 * runs, checks and submits:
 *
 * - GET /functions/v1/analytics?days=30|90          → Analytics (the runs chart over 30 or 90 days)
 * - GET /functions/v1/analytics-export?format=csv|json → the learner's own records, as a download
 *
 * A Free learner is answered 403 pro_required. The records past ACTIVITY_RETENTION_DAYS are swept
 * away once the server is ready and daily after. `clock` defaults to the system's.
 */
export function registerAnalyticsRoutes(
  app: FastifyInstance,
  options: { clock?: () => Date } = {},
): void {
  const clock = options.clock ?? (() => new Date());
  scheduleActivitySweep(app, { clock });

  const proLearner = async (request: FastifyRequest): Promise<string> => {
    const { userId } = await requireUser(request, app);
    if (!hasProPlan(await planOfUser(app.database.db, userId))) {
      throw new HttpError(403, PRO_REQUIRED_CODE, ANALYTICS_NEEDS_PRO);
    }
    return userId;
  };

  app.get('/functions/v1/analytics', async (request): Promise<Analytics> => {
    const userId = await proLearner(request);
    const { days } = validate(analyticsQuerySchema, request.query);
    return analyticsOf(app.database.db, userId, { now: clock(), runWindow: days });
  });

  app.get('/functions/v1/analytics-export', async (request, reply) => {
    const userId = await proLearner(request);
    const { format } = validate(exportQuerySchema, request.query);
    const now = clock();
    const records = await activityRecordsOf(app.database.db, userId, now);
    const file = `codenest-activity-${now.toISOString().slice(0, 10)}.${format}`;
    reply.header('content-disposition', `attachment; filename="${file}"`);
    if (format === 'csv') {
      return reply.type('text/csv; charset=utf-8').send(activityCsv(records));
    }
    const answer: ActivityExport = {
      exportedAt: now.toISOString(),
      retentionDays: ACTIVITY_RETENTION_DAYS,
      records,
    };
    return reply.type('application/json; charset=utf-8').send(answer);
  });
}
