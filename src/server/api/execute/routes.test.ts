import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBUG_NEEDS_PRO } from '@domain/billing';
import { executeResponseSchema } from '@domain/execution';
import { startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { HELLO, post, postFrom, signedInUser } from '@tests/helpers/execute';
import { describeEachRunnerMode, type RunnerMode } from '@tests/helpers/runner-modes';
import { startTestServer, type TestServer } from '@tests/helpers/server';
import { makePro } from '@tests/helpers/subscriptions';

/** The operator's token: with it in X-Health-Token, execute-c tells whether the cache answered. */
const HEALTH_TOKEN = crypto.randomBytes(24).toString('hex');

/** A test of the in-process runner alone: its queue mode counterparts are in tests/queue. */
function embeddedOnly(mode: RunnerMode, name: string, test: () => Promise<void>): void {
  if (mode.name === 'embedded') it(name, test);
}

/** A token whose header says alg "none": anyone can write one with any `sub`. */
function unsignedToken(sub: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub, role: 'authenticated', aud: 'authenticated' })}.`;
}

/** Writes one element past the end of a heap array on line 4: only a debug run notices. */
const OUT_OF_BOUNDS = [
  '#include <stdlib.h>',
  'int main(void) {',
  '  int *values = malloc(3 * sizeof *values);',
  '  values[3] = 42;',
  '  free(values);',
  '  return 0;',
  '}',
  '',
].join('\n');

const PRO_REQUIRED = { error: 'Forbidden', code: 'pro_required', message: DEBUG_NEEDS_PRO };

describeEachRunnerMode('POST /functions/v1/execute-c', (mode) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...mode.env, HEALTH_TOKEN });
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

  it("never tells a caller that somebody else already ran this source (the cache's answer)", async () => {
    const code = HELLO.replace('Hello', 'Written by a classmate');
    await post(server, { code });
    const { token } = await signedInUser(server);
    const again = await post(server, { code }, { authorization: `Bearer ${token}` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ stdout: 'Written by a classmate, World!\n' });
    expect(Object.keys(again.json<object>()).sort()).toEqual(
      Object.keys(executeResponseSchema.shape).sort(),
    );
    expect(again.json()).not.toHaveProperty('cached');
    expect(again.headers['x-compile-cache']).toBeUndefined();
    // A wrong operator token hears nothing either.
    const guessed = await post(server, { code }, { 'x-health-token': 'guessed' });
    expect(guessed.headers['x-compile-cache']).toBeUndefined();
  });

  it('tells the holder of HEALTH_TOKEN whether the compile cache answered, in X-Compile-Cache', async () => {
    const code = HELLO.replace('Hello', 'Cached');
    const operator = { 'x-health-token': HEALTH_TOKEN };
    const first = await post(server, { code }, operator);
    const second = await post(server, { code }, operator);
    expect(first.headers['x-compile-cache']).toBe('miss');
    expect(second.headers['x-compile-cache']).toBe('hit');
    expect(second.json()).toMatchObject({ stdout: 'Cached, World!\n' });
    expect(second.json()).not.toHaveProperty('cached');
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

  it('accepts a signed-in user access token while its session exists, and refuses it after', async () => {
    const { token, sessionId } = await signedInUser(server);
    const response = await post(server, { code: HELLO }, { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    await server.app.database.db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    const ended = await post(server, { code: HELLO }, { authorization: `Bearer ${token}` });
    expect(ended.statusCode).toBe(403);
    expect(ended.json<{ code: string }>().code).toBe('session_not_found');
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

  it('refuses a body larger than the largest valid request with 413 and the limits', async () => {
    const response = await post(server, { code: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toBe(
      'The request is too large: a program may have at most 64 KiB of source and 64 KiB of input.',
    );
  });

  it('verifies the token before it reads the body: 20 MB without a valid token is a 401', async () => {
    const response = await post(
      server,
      { code: 'x'.repeat(20 * 1024 * 1024) },
      { authorization: 'Bearer not-a-token' },
    );
    expect(response.statusCode).toBe(401);
  });

  it('reports the runner in /health', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toMatchObject({
      status: 'ok',
      runner: { status: 'ready', reason: null, pool: { size: expect.any(Number) as unknown } },
    });
  });

  for (const dialect of testDialects()) debugRunsArePro(dialect, mode.env);

  // Embedded only: it needs a Runner that cannot start (no sandbox build); in queue mode the workers run.
  embeddedOnly(
    mode,
    'refuses a debug run before it takes a slot: even without a runner the answer is 403',
    async () => {
      const broken = await startTestServer({}, { nativeDir: '/nonexistent' });
      try {
        const debug = await post(broken, { code: HELLO, mode: 'debug' });
        expect(debug.statusCode).toBe(403);
        expect(debug.json()).toEqual(PRO_REQUIRED);
        expect((await post(broken, { code: HELLO })).statusCode).toBe(503);
      } finally {
        await broken.close();
      }
    },
  );
});

/** The debug-run suite on one database, with a server of the runner mode's env. */
function debugRunsArePro(
  dialect: ReturnType<typeof testDialects>[number],
  env: Record<string, string>,
): void {
  describe(`debug runs are part of Pro [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect, { ...env, RUN_RATE_LIMIT: '1000' });
    });
    afterAll(() => server.close());

    /** A signed-in learner's Authorization header, on `plan` (Free without a subscription). */
    async function learnerOn(
      plan: 'free' | 'pro' | 'enterprise',
      status: 'active' | 'trialing' | 'canceled' = 'active',
    ): Promise<Record<string, string>> {
      const { token, userId } = await signedInUser(server);
      if (plan !== 'free') await makePro(server.app.database.db, userId, plan, status);
      return { authorization: `Bearer ${token}` };
    }

    it('refuses a visitor with 403 pro_required and the reason, and still runs their program', async () => {
      const refused = await post(server, { code: HELLO, mode: 'debug' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(PRO_REQUIRED);
      const run = await post(server, { code: HELLO, mode: 'run' });
      expect(run.statusCode).toBe(200);
      expect(run.json()).toMatchObject({ status: 'success', stdout: 'Hello, World!\n' });
    });

    it('refuses a Free learner with 403, and runs their program in run mode', async () => {
      const free = await learnerOn('free');
      const refused = await post(server, { code: HELLO, mode: 'debug' }, free);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(PRO_REQUIRED);
      const run = await post(server, { code: HELLO }, free);
      expect(run.json()).toMatchObject({ status: 'success' });
    });

    it("debug-runs a Pro learner's program under the sanitizers", async () => {
      const pro = await learnerOn('pro');
      const response = await post(server, { code: OUT_OF_BOUNDS, mode: 'debug' }, pro);
      expect(response.statusCode).toBe(200);
      const body = executeResponseSchema.parse(response.json());
      expect(body.status).toBe('runtime_error');
      expect(body.diagnostics).toContainEqual(
        expect.objectContaining({ file: 'main.c', line: 4, severity: 'runtime error' }) as unknown,
      );
    }, 30_000);

    it('debug-runs for Enterprise and for a Pro trial', async () => {
      for (const learner of [await learnerOn('enterprise'), await learnerOn('pro', 'trialing')]) {
        const response = await post(server, { code: HELLO, mode: 'debug' }, learner);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ status: 'success', stdout: 'Hello, World!\n' });
      }
    }, 30_000);

    it('refuses a learner whose subscription was canceled', async () => {
      const canceled = await learnerOn('pro', 'canceled');
      const response = await post(server, { code: HELLO, mode: 'debug' }, canceled);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(PRO_REQUIRED);
    });
  });
}

/** The queue-mode worker of the limits suite: three slots and the short compile limits. */
const LIMITS_WORKER = {
  RUNNER_POOL_SIZE: '3',
  COMPILE_CPU_SECONDS: '1',
  COMPILE_WALL_SECONDS: '3',
};

describeEachRunnerMode(
  'limits on use',
  (mode) => {
    it('never picks a rate-limit bucket from an unverified token', async () => {
      const server = await startTestServer({ ...mode.env, RUN_RATE_LIMIT: '2' });
      const address = { remoteAddress: '198.51.100.21' };
      try {
        for (let i = 0; i < 2; i++)
          expect((await postFrom(server, address, { code: HELLO })).statusCode).toBe(200);
        const forged = await postFrom(
          server,
          address,
          { code: HELLO },
          { authorization: `Bearer ${unsignedToken(crypto.randomUUID())}` },
        );
        expect(forged.statusCode).toBe(401);
        expect((await postFrom(server, address, { code: HELLO })).statusCode).toBe(429);
      } finally {
        await server.close();
      }
    });

    it('caps runs in flight per client at once with 429, so a flood leaves a slot that another learner gets straight away', async () => {
      const server = await startTestServer({
        ...mode.env,
        RUNNER_POOL_SIZE: '3',
        RUN_RATE_LIMIT: '1000',
        COMPILE_CPU_SECONDS: '1',
        COMPILE_WALL_SECONDS: '3',
        HEALTH_TOKEN,
      });
      try {
        // Each program includes itself twice: the preprocessor never finishes before the limit.
        const slowCompile = (n: number) =>
          `#include "main.c"\n#include "main.c"\n/* ${n} */\nint main(void) { return 0; }\n`;
        const flooder = { remoteAddress: '198.51.100.66' };
        const finished: string[] = [];
        const flood = [0, 1, 2, 3, 4].map((n) =>
          postFrom(server, flooder, { code: slowCompile(n) }).then((response) => {
            finished.push(`flood-${response.statusCode}`);
            return response;
          }),
        );
        const refused = (await Promise.all(flood.slice(2))).map((response) => response.statusCode);
        expect(refused).toEqual([429, 429, 429]);
        const tooMany = await flood[4]!;
        expect(tooMany.json<{ message: string }>().message).toBe(
          'You already have 2 runs in progress. Wait for them to finish, then press Run again.',
        );
        expect(tooMany.headers['retry-after']).toBe('1');

        const learner = await postFrom(
          server,
          { remoteAddress: '203.0.113.5' },
          { code: HELLO.replace('Hello', 'Fair') },
        );
        finished.push('learner');
        expect(learner.json()).toMatchObject({ status: 'success', stdout: 'Fair, World!\n' });
        // The learner was answered while the flood's two compiles still held their slots.
        expect(finished.filter((name) => name === 'flood-200')).toEqual([]);

        const stopped = await Promise.all(flood.slice(0, 2));
        for (const response of stopped) {
          expect(response.statusCode).toBe(200);
          expect(response.json()).toMatchObject({
            status: 'compile_error',
            error: expect.stringMatching(
              /^Compilation (used more than 1 s of CPU|took longer than 3 s)/,
            ) as unknown,
          });
        }
        // A compile stopped by a time limit is not cached: the next try compiles again.
        const again = await postFrom(
          server,
          flooder,
          { code: slowCompile(0) },
          { 'x-health-token': HEALTH_TOKEN },
        );
        expect(again.json()).toMatchObject({ status: 'compile_error' });
        expect(again.headers['x-compile-cache']).toBe('miss');
      } finally {
        await server.close();
      }
    }, 60_000);

    it('gives a run in flight back when its request is refused before the run starts', async () => {
      const server = await startTestServer({
        ...mode.env,
        RUNS_IN_FLIGHT: '1',
        RUN_RATE_LIMIT: '1000',
      });
      try {
        const client = { remoteAddress: '198.51.100.71' };
        const refusals = [
          await postFrom(server, client, { code: '' }),
          await postFrom(server, client, { code: HELLO, mode: 'debug' }),
          await postFrom(server, client, { code: HELLO, mode: 'sideways' }),
        ];
        expect(refusals.map((response) => response.statusCode)).toEqual([400, 403, 400]);
        const run = await postFrom(server, client, { code: HELLO });
        expect(run.statusCode).toBe(200);
        expect(run.json()).toMatchObject({ status: 'success', stdout: 'Hello, World!\n' });
      } finally {
        await server.close();
      }
    });

    it('answers 429 with Retry-After once one caller exceeds the runs per minute', async () => {
      const server = await startTestServer({ ...mode.env, RUN_RATE_LIMIT: '2' });
      const address = { remoteAddress: '198.51.100.22' };
      try {
        const codes = [];
        for (let i = 0; i < 3; i++)
          codes.push((await postFrom(server, address, { code: HELLO })).statusCode);
        expect(codes).toEqual([200, 200, 429]);
        const limited = await postFrom(server, address, { code: HELLO });
        expect(limited.headers['retry-after']).toBeDefined();
        expect(limited.json<{ message: string }>().message).toMatch(
          /Too many runs: the limit is 2 a minute/,
        );
      } finally {
        await server.close();
      }
    });

    // Embedded only: the Runner's own queue; queue mode's RUNNER_QUEUE_SIZE is in tests/queue/failures.test.ts.
    embeddedOnly(mode, 'answers 503 with Retry-After when the queue is full', async () => {
      const server = await startTestServer({
        RUNNER_POOL_SIZE: '1',
        RUNNER_QUEUE_SIZE: '1',
        RUNS_IN_FLIGHT: '10',
      });
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

    // Embedded only: a Runner that cannot start (no sandbox build); queue mode's outages are in tests/queue/failures.test.ts.
    embeddedOnly(
      mode,
      'reports a runner that cannot start in /health and answers runs with 503',
      async () => {
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
          expect(run.json<{ message: string }>().message).toContain(
            'Code execution is unavailable',
          );
        } finally {
          await server.close();
        }
      },
    );
  },
  LIMITS_WORKER,
);
