import type { FastifyInstance } from 'fastify';
import { teamIdSchema } from '@domain/team-api';
import {
  apiKeyCreateRequestSchema,
  apiKeyRevokeRequestSchema,
  type ApiKey,
  type ApiKeyCreated,
} from '@domain/team-api-keys-api';
import { z } from '@domain/zod';
import { requireUser } from '@server/auth/bearer';
import { validate } from '@server/http/validate';
import { managedTeamOf } from '@server/teams/access';
import { apiKeysOf, createApiKey, revokeApiKey } from '@server/teams/api-keys';

const teamQuerySchema = z.object({ teamId: teamIdSchema });

/**
 * The team's API keys (owner and managers):
 *
 * - POST   /functions/v1/team-api-keys          `{ teamId, name }` → `{ id, key }`, the key shown once
 * - GET    /functions/v1/team-api-keys?teamId=  → the live keys `[{ id, name, prefix, lastUsedAt, … }]`
 * - DELETE /functions/v1/team-api-keys          `{ teamId, keyId }` revokes a key
 */
export function registerTeamApiKeyRoutes(app: FastifyInstance): void {
  const { db } = app.database;

  app.post('/functions/v1/team-api-keys', async (request): Promise<ApiKeyCreated> => {
    const { userId } = await requireUser(request, app);
    const { teamId, name } = validate(apiKeyCreateRequestSchema, request.body);
    return createApiKey(db, await managedTeamOf(db, teamId, userId), userId, name);
  });

  app.get('/functions/v1/team-api-keys', async (request): Promise<ApiKey[]> => {
    const { userId } = await requireUser(request, app);
    const { teamId } = validate(teamQuerySchema, request.query);
    await managedTeamOf(db, teamId, userId);
    return apiKeysOf(db, teamId);
  });

  app.delete('/functions/v1/team-api-keys', async (request) => {
    const { userId } = await requireUser(request, app);
    const { teamId, keyId } = validate(apiKeyRevokeRequestSchema, request.body);
    await managedTeamOf(db, teamId, userId);
    await revokeApiKey(db, teamId, keyId);
    return { revoked: true };
  });
}
