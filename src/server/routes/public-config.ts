import type { FastifyInstance } from 'fastify';
import { publicConfigSchema, type PublicConfig } from '../../domain/public-config';

/**
 * What the SPA needs to reach its backend, read at load time so one build serves any
 * deployment: the API URL (this origin unless PUBLIC_URL says otherwise) and the anon key.
 */
export function registerPublicConfig(app: FastifyInstance): void {
  app.get('/config.json', (request, reply) => {
    const apiUrl = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
    const body: PublicConfig = publicConfigSchema.parse({ apiUrl, anonKey: app.keys.anonKey });
    return reply.header('cache-control', 'no-store').send(body);
  });
}
