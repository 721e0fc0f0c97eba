import type { FastifyInstance } from 'fastify';
import {
  teamDashboardExportQuerySchema,
  teamDashboardQuerySchema,
  teamMemberQuerySchema,
  type TeamDashboard,
  type TeamLessons,
  type TeamMemberDetail,
} from '@domain/team-dashboard-api';
import { cCourseOutline } from '@content/courses/c/outline';
import { requireUser } from '@server/auth/bearer';
import { validate } from '@server/http/validate';
import { managedTeamOf } from '@server/teams/access';
import { memberDetail, memberStats, teamLessons } from '@server/teams/dashboard';
import { membersCsv } from '@server/teams/dashboard-csv';

/**
 * The team dashboard, for the team's owner and managers (a member is answered 403, anyone else
 * 404, as for a team that does not exist):
 *
 * - GET /functions/v1/team-dashboard?teamId=                    → everyone's figures
 * - GET /functions/v1/team-dashboard-export?teamId=&format=csv  → the same table, as a download
 * - GET /functions/v1/team-lessons?teamId=                      → per lesson: passed and stuck
 * - GET /functions/v1/team-member?teamId=&userId=               → one member's page
 */
export function registerTeamDashboardRoutes(app: FastifyInstance): void {
  const { db } = app.database;

  app.get('/functions/v1/team-dashboard', async (request): Promise<TeamDashboard> => {
    const { userId } = await requireUser(request, app);
    const { teamId } = validate(teamDashboardQuerySchema, request.query);
    await managedTeamOf(db, teamId, userId);
    return { members: await memberStats(db, teamId), lessonsTotal: cCourseOutline.lessons.length };
  });

  app.get('/functions/v1/team-dashboard-export', async (request, reply) => {
    const { userId } = await requireUser(request, app);
    const { teamId } = validate(teamDashboardExportQuerySchema, request.query);
    await managedTeamOf(db, teamId, userId);
    const now = new Date();
    const file = `codenest-team-${now.toISOString().slice(0, 10)}.csv`;
    return reply
      .header('content-disposition', `attachment; filename="${file}"`)
      .type('text/csv; charset=utf-8')
      .send(membersCsv(await memberStats(db, teamId, now)));
  });

  app.get('/functions/v1/team-lessons', async (request): Promise<TeamLessons> => {
    const { userId } = await requireUser(request, app);
    const { teamId } = validate(teamDashboardQuerySchema, request.query);
    await managedTeamOf(db, teamId, userId);
    return teamLessons(db, teamId);
  });

  app.get('/functions/v1/team-member', async (request): Promise<TeamMemberDetail> => {
    const { userId } = await requireUser(request, app);
    const query = validate(teamMemberQuerySchema, request.query);
    await managedTeamOf(db, query.teamId, userId);
    return memberDetail(db, query.teamId, query.userId);
  });
}
