import type { FastifyInstance } from 'fastify';
import { sweepActivityRecords } from './records';

/** How often the records past ACTIVITY_RETENTION_DAYS are swept away. */
export const ACTIVITY_SWEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the activity records past their retention once the server is ready and daily after
 * that; the timer never keeps the process alive and stops when the server closes. `clock`
 * defaults to the system's.
 */
export function scheduleActivitySweep(
  app: FastifyInstance,
  options: { clock?: () => Date } = {},
): void {
  const clock = options.clock ?? (() => new Date());
  const sweep = () =>
    sweepActivityRecords(app.database.db, clock()).then(
      (deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'activity records past their retention deleted');
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'activity records not swept');
      },
    );
  const timer = setInterval(() => void sweep(), ACTIVITY_SWEEP_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    await sweep();
  });
  app.addHook('preClose', (done) => {
    clearInterval(timer);
    done();
  });
}
