import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '@server/auth/bearer';
import type { RunnerHealth } from '@server/runner/runner';
import type { QueueHealth } from '@server/runner/service';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: { status: 'ok' | 'unreachable'; dialect: string };
  runner: RunnerHealth;
  /** With a run queue (REDIS_URL): Redis' state, the runs waiting and held, the workers seen. */
  queue?: QueueHealth;
  uptimeSeconds: number;
}

/** What anyone may see: whether each part works, not how the runner is built or loaded. */
export interface PublicHealthReport {
  status: HealthReport['status'];
  database: { status: HealthReport['database']['status'] };
  runner: { status: RunnerHealth['status'] };
  queue?: { status: QueueHealth['status'] };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Whether `given` is HEALTH_TOKEN, compared in constant time; never when no token is configured. */
export function isHealthToken(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(expected), digest(given));
}

/** The details are for this machine (request.ip honours TRUST_PROXY) or HEALTH_TOKEN's holder. */
function mayReadDetails(app: FastifyInstance, request: FastifyRequest): boolean {
  if (LOOPBACK.has(request.ip)) return true;
  return isHealthToken(app.config.healthToken, bearerToken(request) ?? undefined);
}

/**
 * 200 once the server can serve (database reachable, runner ready, and with a run queue, Redis
 * reachable); 503 naming what is not. No worker running is shown (queue.workers) but is no 503:
 * this server still serves everything else, and runs answer 503 on their own.
 */
export function registerHealth(app: FastifyInstance): void {
  app.get('/health', async (request, reply) => {
    let databaseStatus: HealthReport['database']['status'] = 'ok';
    try {
      await app.database.ping();
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      databaseStatus = 'unreachable';
    }
    const queue = app.runner.queueHealth ? await app.runner.queueHealth() : undefined;
    const runner = app.runner.health();
    const queueOk = !queue || queue.status === 'ok';
    const report: HealthReport = {
      status: databaseStatus === 'ok' && runner.status === 'ready' && queueOk ? 'ok' : 'degraded',
      database: { status: databaseStatus, dialect: app.database.dialect },
      runner,
      ...(queue ? { queue } : {}),
      uptimeSeconds: Math.round(process.uptime()),
    };
    const body: HealthReport | PublicHealthReport = mayReadDetails(app, request)
      ? report
      : {
          status: report.status,
          database: { status: databaseStatus },
          runner: { status: runner.status },
          ...(queue ? { queue: { status: queue.status } } : {}),
        };
    return reply
      .code(report.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
