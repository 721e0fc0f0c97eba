import pino from 'pino';
import { loadConfigOrExit } from '@server/config';
import { QUEUE_NAME } from '@server/queue/jobs';
import { contentPrograms } from '@server/runner/content-programs';
import { Runner } from '@server/runner/runner';
import { startRunWorker } from './run-worker';

/**
 * `npm run worker`: owns a code runner (its sandbox pool, compile cache and warm-up) and runs
 * the jobs the API servers queue in Redis, as many at once as the pool has slots. Start any
 * number, on any number of machines, with the same REDIS_URL and QUEUE_PREFIX as the servers.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.queue) {
    console.error(
      'Invalid configuration: REDIS_URL must be set for a worker: the redis:// address the servers queue runs in',
    );
    process.exit(1);
  }
  const log = pino({ level: config.logLevel });
  const runner = new Runner(config.runner, config.dataDir, config.nativeDir, log);
  await runner.start();
  if (!runner.ready) {
    await runner.close();
    throw new Error(
      `the code runner is unavailable: ${runner.health().reason ?? 'unknown reason'}`,
    );
  }
  const concurrency = config.runner.poolSize;
  const worker = await startRunWorker({
    queue: config.queue,
    runner,
    concurrency,
    log,
    timings: config.runner.queueTimings,
  });
  log.info(
    { queue: `${config.queue.prefix}:${QUEUE_NAME}`, concurrency, worker: worker.id },
    `worker ready: taking runs from ${config.queue.prefix}:${QUEUE_NAME}, ${concurrency} at a time`,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'worker stopping: finishing the runs it holds');
    // Past this, the runs still held are handed back: their locks run out and another worker
    // takes them over.
    const { compileWallSeconds, runWallSeconds } = config.runner.limits;
    const force = setTimeout(
      () => {
        log.error('the worker took too long to stop; exiting');
        process.exit(1);
      },
      (2 * compileWallSeconds + runWallSeconds + 5) * 1000,
    );
    force.unref();
    worker
      .close()
      .then(() => runner.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'the worker did not stop cleanly');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  // Lesson and challenge programs compiled now make their first Run cache-warm.
  const programs = contentPrograms();
  runner.warm(programs).then(
    (compiled) =>
      log.info(`compiled ${compiled} of ${programs.length} lesson and challenge programs`),
    (error: unknown) => log.warn({ err: error }, 'warming the compile cache failed'),
  );
}

main().catch((error: unknown) => {
  console.error(
    `The CodeNest worker could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
