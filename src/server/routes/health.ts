import type { FastifyInstance } from 'fastify';
import type { RunnerHealth } from '../runner/runner';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: { status: 'ok' | 'unreachable'; dialect: string };
  runner: RunnerHealth;
  uptimeSeconds: number;
}

/** 200 once the server can serve (database reachable, runner ready); 503 naming what is not. */
export function registerHealth(app: FastifyInstance): void {
  app.get('/health', async (_request, reply) => {
    let databaseStatus: HealthReport['database']['status'] = 'ok';
    try {
      await app.database.ping();
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      databaseStatus = 'unreachable';
    }
    const runner = app.runner.health();
    const report: HealthReport = {
      status: databaseStatus === 'ok' && runner.status === 'ready' ? 'ok' : 'degraded',
      database: { status: databaseStatus, dialect: app.database.dialect },
      runner,
      uptimeSeconds: Math.round(process.uptime()),
    };
    return reply
      .code(report.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });
}
