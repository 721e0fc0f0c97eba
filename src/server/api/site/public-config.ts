import type { FastifyInstance } from 'fastify';
import { readPublicConfig } from '@domain/public-config';

/**
 * What the SPA needs to reach its backend, read at load time so one build serves any
 * deployment: the API URL (PUBLIC_URL, or null for the origin the app was loaded from), the anon
 * key, and the site's identity (pages served by this server carry it inline too).
 */
export function registerPublicConfig(app: FastifyInstance): void {
  app.get('/config.json', (_request, reply) => {
    // Without PUBLIC_URL the app calls the origin it was loaded from (its own, browser-side).
    const apiUrl = app.config.publicUrlConfigured ? app.config.publicUrl : null;
    const body = readPublicConfig({ apiUrl, anonKey: app.keys.anonKey, site: app.config.site });
    if (!body) throw new Error('PUBLIC_URL and the anon key do not make a public configuration');
    // Nothing private: revalidated on every load, yet no obstacle to the back/forward cache.
    return reply.header('cache-control', 'no-cache').send(body);
  });
}
