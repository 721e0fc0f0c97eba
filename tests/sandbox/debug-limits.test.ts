// A debug build (the sanitizers) is held to the run's limits like any program, through the real
// endpoint. Without cgroups debug runs are refused: src/server/runner/unprivileged.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import { makePro } from '../helpers/subscriptions';
import { execute, program, signedInUser } from './harness';

const TIMEOUT = 30_000;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // The cap below is the cgroup's: run the suite as root.
  expect(server.app.runner.health()).toMatchObject({
    status: 'ready',
    isolation: { cgroups: expect.stringMatching(/^v[12]$/) as unknown },
  });
}, TIMEOUT);

afterAll(() => server?.close());

describe('debug runs', () => {
  it(
    'stops a memory bomb built with the sanitizers at the memory limit',
    { timeout: TIMEOUT },
    async () => {
      const learner = await signedInUser(server);
      await makePro(server.app.database.db, learner.userId);
      const result = await execute(server, program('memory-bomb.c'), {
        mode: 'debug',
        headers: { authorization: `Bearer ${learner.token}` },
      });
      expect(result).toMatchObject({
        status: 'memory_limit',
        error: 'Memory limit exceeded: your program used more than 256 MiB',
      });
      expect(result.stdout).not.toContain('did not hold');
    },
  );
});
