import type { FastifyInstance } from 'fastify';
import { certificatePageStatus } from '../certificates/routes';
import { registerHealth } from './health';
import { registerPublicConfig } from './public-config';
import { registerWeb } from './web';

/**
 * The site itself: GET /health, GET /config.json (what the browser needs to know of this
 * deployment), and the web app (its files, the prerendered pages, a 404 page for any unknown
 * path). Registered last: its not-found handler answers whatever no other group took.
 */
export async function registerSiteRoutes(app: FastifyInstance): Promise<void> {
  registerHealth(app);
  registerPublicConfig(app);
  await registerWeb(app, app.config.webDist, certificatePageStatus(app));
}
