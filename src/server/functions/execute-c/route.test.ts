import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeResponseSchema } from '../../../domain/execution';
import { signAccessToken } from '../../auth/tokens';
import { HELLO, post } from '../../../../tests/helpers/execute';
import { startTestServer, type TestServer } from '../../../../tests/helpers/server';

describe('POST /functions/v1/execute-c', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("runs a program and answers SPEC §7's shape with the runner's details", async () => {
    const response = await post(server, { code: HELLO });
    expect(response.statusCode).toBe(200);
    const body = executeResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      output: 'Hello, World!\n',
      error: null,
      status: 'success',
      exitCode: 0,
      signal: null,
      stdout: 'Hello, World!\n',
      stderr: '',
    });
    expect(body.executionTime).toBeGreaterThanOrEqual(0);
  });

  it('answers the same program from the compile cache the second time', async () => {
    const code = HELLO.replace('Hello', 'Cached');
    const first = executeResponseSchema.parse((await post(server, { code })).json());
    const second = executeResponseSchema.parse((await post(server, { code })).json());
    expect(first.cached).toBe(false);
    expect(second.cached).toBe(true);
    expect(second.stdout).toBe('Cached, World!\n');
  });

  it('keeps warnings in compileOutput and diagnostics on a successful build', async () => {
    const body = executeResponseSchema.parse(
      (await post(server, { code: 'int main(void) {\n  int unused;\n  return 0;\n}\n' })).json(),
    );
    expect(body.status).toBe('success');
    expect(body.compileOutput).toContain('main.c:2:7: warning: unused variable');
    expect(body.diagnostics).toContainEqual(
      expect.objectContaining({ line: 2, severity: 'warning' }) as unknown,
    );
  });

  it('also answers under the alias /functions/v1/execute', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/functions/v1/execute',
      headers: {
        authorization: `Bearer ${server.app.keys.anonKey}`,
        'content-type': 'application/json',
      },
      payload: { code: HELLO },
    });
    expect(response.json()).toMatchObject({ status: 'success' });
  });

  it('accepts a signed-in user access token', async () => {
    const { token } = await signAccessToken(
      server.app.keys,
      {
        userId: '5f0c8a4e-0000-4000-8000-000000000001',
        email: 'learner@example.com',
        sessionId: '5f0c8a4e-0000-4000-8000-000000000002',
        method: 'password',
        userMetadata: {},
        appMetadata: {},
      },
      300,
    );
    const response = await post(server, { code: HELLO }, { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['no token', {}, 'Send the anon key or your access token'],
    [
      'a forged token',
      { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl' },
      'invalid or has expired',
    ],
  ])('refuses %s with 401', async (_what, headers, message) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/functions/v1/execute-c',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { code: HELLO },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it.each([
    ['no code', {}, 'code: is required and must be a string of C source code'],
    [
      'code that is not a string',
      { code: 42 },
      'code: is required and must be a string of C source code',
    ],
    ['empty code', { code: '   \n' }, 'code: must not be empty: write a C program first'],
    [
      'code over the size limit',
      { code: `int main(void){return 0;}\n/*${'x'.repeat(70 * 1024)}*/` },
      'code: is too long: the limit is 64 KiB of source',
    ],
    [
      'stdin over the size limit',
      { code: HELLO, stdin: 'y'.repeat(65 * 1024) },
      'stdin: is too long: the limit is 64 KiB of input',
    ],
    ['an unknown mode', { code: HELLO, mode: 'fast' }, 'mode: must be "run" or "debug"'],
    ['a body that is not an object', [1, 2], 'The request body must be a JSON object'],
  ])('answers %s with 400 and a message to act on', async (_what, payload, message) => {
    const response = await post(server, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('answers malformed JSON and a wrong content type with 400', async () => {
    const malformed = await post(server, '{"code": "int main', {});
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toContain('not valid JSON');
    const text = await post(server, HELLO, { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(400);
    expect(text.json<{ message: string }>().message).toContain('Content-Type: application/json');
  });

  it('answers a 10 MB body with 400, not a dropped connection', async () => {
    const response = await post(server, { code: 'x'.repeat(10 * 1024 * 1024) });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('64 KiB');
  });

  it('reports the runner in /health', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toMatchObject({
      status: 'ok',
      runner: { status: 'ready', reason: null, pool: { size: expect.any(Number) as unknown } },
    });
  });
});

describe('limits on use', () => {
  it('answers 429 with Retry-After once one caller exceeds the runs per minute', async () => {
    const server = await startTestServer({ RUN_RATE_LIMIT: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await post(server, { code: HELLO })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      const limited = await post(server, { code: HELLO });
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.json<{ message: string }>().message).toMatch(
        /Too many runs: the limit is 2 a minute/,
      );
    } finally {
      await server.close();
    }
  });

  it('answers 503 with Retry-After when the queue is full', async () => {
    const server = await startTestServer({ RUNNER_POOL_SIZE: '1', RUNNER_QUEUE_SIZE: '1' });
    try {
      const sleeper = (n: number) =>
        `#include <unistd.h>\nint main(void) { usleep(300000); return ${n}; }\n`;
      const responses = await Promise.all(
        [0, 1, 2, 3].map((n) => post(server, { code: sleeper(n) })),
      );
      const busy = responses.filter((r) => r.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]?.headers['retry-after']).toMatch(/^\d+$/);
      expect(busy[0]?.json<{ message: string }>().message).toContain(
        'Every code runner is busy right now',
      );
      expect(responses.some((r) => r.statusCode === 200)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('reports a runner that cannot start in /health and answers runs with 503', async () => {
    const server = await startTestServer({}, { nativeDir: '/nonexistent' });
    try {
      const health = await server.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({
        status: 'degraded',
        runner: {
          status: 'unavailable',
          reason: expect.stringContaining('sandbox-agent has not been built') as unknown,
        },
      });
      const run = await post(server, { code: HELLO });
      expect(run.statusCode).toBe(503);
      expect(run.json<{ message: string }>().message).toContain('Code execution is unavailable');
    } finally {
      await server.close();
    }
  });
});
