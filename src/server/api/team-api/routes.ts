import type { FastifyInstance } from 'fastify';
import { teamApiCaller, teamApiLimiter } from './auth';
import { buildOpenApiDocument, OPENAPI_PATH } from './openapi';
import { routePath } from './operation';
import { NESTED_SCHEMAS, TEAM_API_OPERATIONS } from './operations';

/**
 * The team API (Enterprise): read-only, under /api/v1, for a team's API key only
 * (`Authorization: Bearer cnk_…`), which reaches its own team and no other.
 *
 * - GET /api/v1/openapi.json  → the OpenAPI 3.1 document of the operations below (no key)
 * - every operation of TEAM_API_OPERATIONS (operations.ts): /team, /members, /progress, …
 */
export function registerTeamApiRoutes(app: FastifyInstance): void {
  const { db } = app.database;
  const limiter = teamApiLimiter(app);
  const document = buildOpenApiDocument({
    publicUrl: app.config.publicUrl,
    rateLimitPerMinute: app.config.teamApiRateLimit,
    operations: TEAM_API_OPERATIONS,
    nested: NESTED_SCHEMAS,
  });

  app.get(OPENAPI_PATH, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(document),
  );

  for (const operation of TEAM_API_OPERATIONS) {
    app.get(routePath(operation.path), async (request, reply) => {
      // Team data: no shared or browser cache keeps it.
      reply.header('cache-control', 'no-store');
      const { team } = await teamApiCaller(app, limiter, request, reply);
      return operation.handle(
        { db, team, now: new Date() },
        { params: request.params, query: request.query },
      );
    });
  }
}
