import type { FastifyInstance } from 'fastify';
import { teamIdSchema } from '@domain/team-api';
import {
  assignmentCreateRequestSchema,
  assignmentDeleteRequestSchema,
  assignmentStatusQuerySchema,
  type Assignment,
  type AssignmentMemberStatus,
  type MyAssignment,
} from '@domain/team-assignments-api';
import { z } from '@domain/zod';
import { requireUser } from '@server/auth/bearer';
import { validate } from '@server/http/validate';
import { managedTeamOf } from '@server/teams/access';
import {
  assignmentStatusesOf,
  assignmentsOf,
  createAssignment,
  deleteAssignment,
  myAssignments,
} from '@server/teams/assignments';

const teamQuerySchema = z.object({ teamId: teamIdSchema });

/**
 * Team assignments (the Enterprise plan): lessons, exercises and practice challenges the owner
 * and managers set for the team's members, with a due date.
 *
 * - POST   /functions/v1/team-assignments        `{ teamId, kind, targetId, dueAt }` (owner, managers)
 * - GET    /functions/v1/team-assignments?teamId= → the team's assignments with counts (owner, managers)
 * - GET    /functions/v1/team-assignment-status?teamId=&assignmentId= → each member's status
 * - DELETE /functions/v1/team-assignments        `{ teamId, assignmentId }` (owner, managers)
 * - GET    /functions/v1/my-assignments          → the caller's own assignments, in every team
 *
 * The day-before reminders go out from the scheduler (scheduler/tasks.ts); `clock` defaults to
 * the system's.
 */
export function registerTeamAssignmentRoutes(
  app: FastifyInstance,
  options: { clock?: () => Date } = {},
): void {
  const { db } = app.database;
  const clock = options.clock ?? (() => new Date());

  app.post('/functions/v1/team-assignments', async (request): Promise<Assignment> => {
    const { userId } = await requireUser(request, app);
    const body = validate(assignmentCreateRequestSchema, request.body);
    await managedTeamOf(db, body.teamId, userId);
    return createAssignment(db, { ...body, createdBy: userId, now: clock() });
  });

  app.get('/functions/v1/team-assignments', async (request): Promise<Assignment[]> => {
    const { userId } = await requireUser(request, app);
    const { teamId } = validate(teamQuerySchema, request.query);
    await managedTeamOf(db, teamId, userId);
    return assignmentsOf(db, teamId, clock());
  });

  app.get(
    '/functions/v1/team-assignment-status',
    async (request): Promise<AssignmentMemberStatus[]> => {
      const { userId } = await requireUser(request, app);
      const { teamId, assignmentId } = validate(assignmentStatusQuerySchema, request.query);
      await managedTeamOf(db, teamId, userId);
      return assignmentStatusesOf(db, teamId, assignmentId, clock());
    },
  );

  app.delete('/functions/v1/team-assignments', async (request) => {
    const { userId } = await requireUser(request, app);
    const { teamId, assignmentId } = validate(assignmentDeleteRequestSchema, request.body);
    await managedTeamOf(db, teamId, userId);
    await deleteAssignment(db, teamId, assignmentId);
    return { deleted: true };
  });

  app.get('/functions/v1/my-assignments', async (request): Promise<MyAssignment[]> => {
    const { userId } = await requireUser(request, app);
    return myAssignments(db, userId, clock());
  });
}
