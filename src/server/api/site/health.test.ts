import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@tests/helpers/server';
import type { QueueHealth } from '@server/runner/service';

describe('GET /health with a run queue', () => {
  let server: TestServer;
  let queue: QueueHealth;
  beforeAll(async () => {
    server = await startTestServer();
    // What a QueueRunner reports; the queue suites (TEST_REDIS_URL) check the real one.
    server.app.runner.queueHealth = () => Promise.resolve(queue);
  });
  afterAll(() => server.close());

  it('shows the queue and the workers seen while Redis answers', async () => {
    queue = { status: 'ok', waiting: 2, active: 1, workers: 1, slots: 4 };
    const response = await server.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', queue });
  });

  it('answers 503 naming the queue when Redis is unreachable, to anyone', async () => {
    queue = { status: 'unreachable', waiting: 0, active: 0, workers: 0, slots: 0 };
    const local = await server.app.inject({ method: 'GET', url: '/health' });
    expect(local.statusCode).toBe(503);
    expect(local.json()).toMatchObject({ status: 'degraded', queue: { status: 'unreachable' } });
    const remote = await server.app.inject({
      method: 'GET',
      url: '/health',
      remoteAddress: '203.0.113.5',
    });
    expect(remote.statusCode).toBe(503);
    expect(remote.json()).toEqual({
      status: 'degraded',
      database: { status: 'ok' },
      runner: { status: 'ready' },
      queue: { status: 'unreachable' },
    });
  });
});
