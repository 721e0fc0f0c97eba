import type { FastifyInstance } from 'fastify';
import {
  solutionIdSchema,
  solutionListQuerySchema,
  solutionPublishRequestSchema,
  solutionVoteRequestSchema,
  type SolutionList,
} from '@domain/community';
import { z } from '@domain/zod';
import { requireUser } from '@server/auth/bearer';
import {
  listSolutions,
  publishSolution,
  unpublishSolution,
  voteSolution,
} from '@server/community/solutions';
import { assertNotSuspended } from '@server/community/suspensions';
import { validate } from '@server/http/validate';

const solutionParamsSchema = z.object({ id: solutionIdSchema });

/**
 * Published solutions of exercises and challenges, for learners who passed them:
 *
 * - POST   /functions/v1/solutions       `{ kind, targetId, note }` → `{ id }` (publish or replace)
 * - GET    /functions/v1/solutions?kind=&targetId=&sort=votes|date → SolutionList
 * - DELETE /functions/v1/solutions/:id   → `{ deleted: true }` (one's own)
 * - POST   /functions/v1/solution-votes  `{ solutionId, up }` → `{ score, voted }`
 *
 * `clock` defaults to the system's.
 */
export function registerSolutionRoutes(
  app: FastifyInstance,
  options: { clock?: () => Date } = {},
): void {
  const { db } = app.database;
  const clock = options.clock ?? (() => new Date());

  app.post('/functions/v1/solutions', async (request): Promise<{ id: string }> => {
    const { userId } = await requireUser(request, app);
    const body = validate(solutionPublishRequestSchema, request.body);
    const now = clock();
    await assertNotSuspended(db, userId, now);
    return publishSolution(db, { ...body, userId, now });
  });

  app.get('/functions/v1/solutions', async (request): Promise<SolutionList> => {
    const { userId } = await requireUser(request, app);
    const query = validate(solutionListQuerySchema, request.query);
    return listSolutions(db, app.config.adminEmails, userId, query);
  });

  app.delete('/functions/v1/solutions/:id', async (request): Promise<{ deleted: true }> => {
    const { userId } = await requireUser(request, app);
    const { id } = validate(solutionParamsSchema, request.params);
    await unpublishSolution(db, userId, id);
    return { deleted: true };
  });

  app.post(
    '/functions/v1/solution-votes',
    async (request): Promise<{ score: number; voted: boolean }> => {
      const { userId } = await requireUser(request, app);
      const body = validate(solutionVoteRequestSchema, request.body);
      const now = clock();
      await assertNotSuspended(db, userId, now);
      return voteSolution(db, { ...body, userId, now });
    },
  );
}
