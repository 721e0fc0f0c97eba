import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELLO, post, postFrom } from '../helpers/execute';
import {
  prepareInProcessWorker,
  removeQueueKeys,
  testRedisUrl,
  throwawayPrefix,
  type InProcessWorker,
} from '../helpers/runner-modes';
import { startTestServer, type TestServer } from '../helpers/server';

const url = testRedisUrl();

/** What may differ between two runs of one program: its timings and memory. */
function comparable(body: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...body };
  for (const key of ['executionTime', 'memoryKb']) delete rest[key];
  return rest;
}

const PROGRAMS: [string, { code: string; stdin?: string; mode?: string }][] = [
  ['a successful run', { code: HELLO }],
  [
    'a run reading stdin',
    {
      code: '#include <stdio.h>\nint main(void) { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); return 0; }\n',
      stdin: '2 40\n',
    },
  ],
  ['a compile error with diagnostics', { code: 'int main(void) {\n  return x;\n}\n' }],
  [
    'a warning on a successful build',
    { code: 'int main(void) {\n  int unused;\n  return 0;\n}\n' },
  ],
  ['a runtime error', { code: '#include <stdlib.h>\nint main(void) { abort(); }\n' }],
  ['a non-zero exit', { code: 'int main(void) { return 3; }\n' }],
  ['the CPU time limit', { code: 'int main(void) { volatile int x = 0; for (;;) x++; }\n' }],
  ['an invalid request', { code: '   \n' }],
];

describe.skipIf(!url)('runs through the queue answer as the embedded runner does', () => {
  const prefix = throwawayPrefix();
  let embedded: TestServer;
  let queued: TestServer;
  let worker: InProcessWorker;

  beforeAll(async () => {
    const env = { REDIS_URL: url!, QUEUE_PREFIX: prefix };
    [embedded, queued, worker] = await Promise.all([
      startTestServer(),
      startTestServer(env),
      prepareInProcessWorker(env),
    ]);
    await worker.start();
  }, 60_000);

  afterAll(async () => {
    await Promise.all([embedded?.close(), queued?.close()]);
    await worker?.close();
    await removeQueueKeys(url!, prefix);
  });

  it.each(PROGRAMS)('%s: the same status and body', async (_what, payload) => {
    const [a, b] = await Promise.all([post(embedded, payload), post(queued, payload)]);
    expect(b.statusCode).toBe(a.statusCode);
    expect(comparable(b.json())).toEqual(comparable(a.json()));
  });

  it('answers every run of a burst once, each with its own output', async () => {
    const runs = Array.from({ length: 6 }, (_, i) => ({
      code: `#include <stdio.h>\nint main(void) { printf("run %d\\n", ${i}); return 0; }\n`,
    }));
    const answers = await Promise.all(
      runs.map((payload, i) => postFrom(queued, { remoteAddress: `198.51.100.${i + 1}` }, payload)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(runs.map(() => 200));
    expect(answers.map((answer) => answer.json<{ stdout: string }>().stdout)).toEqual(
      runs.map((_, i) => `run ${i}\n`),
    );
  });

  it('shows the queue and the worker on /health', async () => {
    const response = await queued.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      runner: { status: 'ready' },
      queue: { status: 'ok', waiting: 0, active: 0, workers: 1 },
    });
  });
});
