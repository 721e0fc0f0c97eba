import type { FastifyInstance } from 'fastify';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: { status: 'ok' | 'unreachable'; dialect: string };
  uptimeSeconds: number;
}

/** 200 once the server can serve; 503 with the failing part named when it cannot. */
export function registerHealth(app: FastifyInstance): void {
  app.get('/health', async (_request, reply) => {
    let databaseStatus: HealthReport['database']['status'] = 'ok';
    try {
      await app.database.ping();
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      databaseStatus = 'unreachable';
    }
    const report: HealthReport = {
      status: databaseStatus === 'ok' ? 'ok' : 'degraded',
      database: { status: databaseStatus, dialect: app.database.dialect },
      uptimeSeconds: Math.round(process.uptime()),
    };
    return reply
      .code(report.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });
}
