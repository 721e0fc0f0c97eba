import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandler } from '@server/http/errors';
import { registerJsonBodies } from '@server/http/json-body';
import type { TestServer } from './server';

/**
 * A second app over a test server's services (configuration, database, keys, Redis, runner,
 * mailer) with only the routes `register` adds: routes given a clock the test moves, beside the
 * server's own.
 */
export async function routesOnClock(
  server: TestServer,
  register: (app: FastifyInstance) => void | Promise<void>,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('config', server.app.config);
  app.decorate('database', server.app.database);
  app.decorate('keys', server.app.keys);
  app.decorate('redis', server.app.redis);
  app.decorate('runner', server.app.runner);
  app.decorate('mailer', server.app.mailer);
  registerErrorHandler(app);
  registerJsonBodies(app);
  await register(app);
  await app.ready();
  return app;
}
