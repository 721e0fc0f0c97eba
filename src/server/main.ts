import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { contentPrograms } from './runner/content-programs';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await buildApp(config);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`CodeNest is ready on http://${shownHost}:${port}`);

  // Lesson and challenge programs compiled now make their first Run cache-warm. With a run
  // queue, the workers warm their own caches.
  if (app.runner.ready && !config.queue) {
    const programs = contentPrograms();
    app.runner.warm(programs).then(
      (compiled) =>
        app.log.info(`compiled ${compiled} of ${programs.length} lesson and challenge programs`),
      (error: unknown) => app.log.warn({ err: error }, 'warming the compile cache failed'),
    );
  }
}

main().catch((error: unknown) => {
  console.error(
    `CodeNest could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
