import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadJwtKeys, type JwtKeys } from './auth/keys';
import type { Config, TrustProxy } from './config';
import { migrateToLatest, openConfiguredDatabase, type DatabaseHandle } from './db/index';
import { registerErrorHandler } from './http/errors';
import { registerJsonBodies } from './http/json-body';
import { registerNoStoreForApi, registerSecurityHeaders } from './http/security';
import { readInlineScripts } from './http/inline-scripts';
import { registerApi } from './api/index';
import { Mailer } from './mail/mailer';
import { QueueRunner } from './queue/queue-runner';
import { Runner } from './runner/runner';
import type { RunService } from './runner/service';
import { openSharedRedis, type SharedRedis } from './redis';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    keys: JwtKeys;
    runner: RunService;
    mailer: Mailer;
    /** Counters every replica shares (rate limits, runs in flight); set with REDIS_URL. */
    redis: SharedRedis | undefined;
  }
}

/** A hop count as Fastify's trust function: the last `hops` entries were written by our proxies. */
function fastifyTrustProxy(trust: TrustProxy) {
  if (trust === false) return false;
  if (Array.isArray(trust)) return trust.join(',');
  return (_address: string, hop: number) => hop < trust;
}

/** Builds the whole server without listening: tests call it directly, main.ts listens. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.apikey', 'req.headers.cookie'],
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
  });

  const database = openConfiguredDatabase(config);
  app.addHook('onClose', () => database.close());
  const applied = await migrateToLatest(database);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');

  app.decorate('config', config);
  const redis = await openSharedRedis(config.queue, app.log);
  if (redis) app.addHook('onClose', () => redis.close());
  app.decorate('redis', redis);
  app.decorate('database', database);
  app.decorate('keys', await loadJwtKeys(config.dataDir, config.jwtSecret));
  app.decorate(
    'mailer',
    new Mailer(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir },
      app.log,
    ),
  );

  if (!config.publicUrlConfigured) {
    app.log.warn(
      `PUBLIC_URL is not set: links in mails point to ${config.publicUrl} and work on this machine only. Set PUBLIC_URL to the address your learners open (https://codenest.example).`,
    );
  }

  registerErrorHandler(app);
  registerJsonBodies(app);
  await registerSecurityHeaders(
    app,
    config.publicUrlConfigured ? [config.publicUrl] : [],
    readInlineScripts(config.webDist),
  );
  registerNoStoreForApi(app);
  await app.register(compress, { threshold: 1024 });

  // With REDIS_URL the runs go to `npm run worker` processes: this process builds no sandbox.
  let runner: RunService;
  if (config.queue) {
    const queued = new QueueRunner(config.queue, config.runner, app.log);
    await queued.start();
    runner = queued;
  } else {
    const local = new Runner(config.runner, config.dataDir, config.nativeDir, app.log);
    await local.start();
    runner = local;
  }
  app.decorate('runner', runner);
  app.addHook('onClose', () => runner.close());
  await registerApi(app, runner);

  return app;
}
