// Who a run counts against: a signed-in learner's account, a visitor's address. And a burst of
// runs waits its turn instead of being turned away.
import { describe, expect, it } from 'vitest';
import { HELLO, post, postFrom, signedInUser } from '@tests/helpers/execute';
import { describeEachRunnerMode } from '@tests/helpers/runner-modes';
import { startTestServer, type TestServer } from '@tests/helpers/server';

/** Short compile limits, so that a flood of slow compiles ends within seconds. */
const QUICK_LIMITS = { COMPILE_CPU_SECONDS: '1', COMPILE_WALL_SECONDS: '3' };
/** The queue-mode worker: three slots and the short compile limits. */
const WORKER = { RUNNER_POOL_SIZE: '3', ...QUICK_LIMITS };

/** A program that includes itself twice: the preprocessor never finishes before the limit. */
const slowCompile = (n: number) =>
  `#include "main.c"\n#include "main.c"\n/* ${n} */\nint main(void) { return 0; }\n`;

/** The Authorization headers of `count` signed-in learners, each with a session of their own. */
function learners(server: TestServer, count: number): Promise<Record<string, string>[]> {
  return Promise.all(
    Array.from({ length: count }, async () => ({
      authorization: `Bearer ${(await signedInUser(server)).token}`,
    })),
  );
}

type Answer = Awaited<ReturnType<typeof postFrom>>;

const codeOf = (response: Answer) => response.json<{ code?: string }>().code;

/** Requests sent together: `first` resolves with the first `count` answers, in their order. */
function firstAnswers(requests: Promise<Answer>[], count: number) {
  const answered: Answer[] = [];
  let reached!: (answers: Answer[]) => void;
  const first = new Promise<Answer[]>((resolve) => (reached = resolve));
  const all = Promise.all(
    requests.map((request) =>
      request.then((answer) => {
        if (answered.push(answer) === count) reached(answered.slice());
        return answer;
      }),
    ),
  );
  return { first, all };
}

describeEachRunnerMode(
  'fair use of the runner',
  (mode) => {
    // In queue mode the servers of one suite share their limits in Redis, as a site's replicas
    // do: each test uses addresses of its own.
    describe('limits count per account for learners and per address for visitors', () => {
      it('runs all 30 signed-in learners of a classroom while a visitor behind the same address floods it', async () => {
        const server = await startTestServer({
          ...mode.env,
          ...QUICK_LIMITS,
          RUNNER_POOL_SIZE: '3',
          RUN_RATE_LIMIT: '5',
        });
        try {
          const school = { remoteAddress: '203.0.113.30' };
          const classroom = await learners(server, 30);
          // The visitor: five slow compiles at once. Two run; the others are refused at once.
          const flood = firstAnswers(
            [0, 1, 2, 3, 4].map((n) => postFrom(server, school, { code: slowCompile(n) })),
            3,
          );
          const refused = await flood.first;
          expect(refused.map((response) => response.statusCode)).toEqual([429, 429, 429]);
          expect(refused.map(codeOf)).toEqual(Array(3).fill('too_many_runs_in_flight'));
          // Five requests this minute from the address: its sixth is over RUN_RATE_LIMIT.
          const sixth = await postFrom(server, school, { code: HELLO });
          expect(sixth.statusCode).toBe(429);
          expect(codeOf(sixth)).toBe('rate_limited');

          // The same address, each learner with their own account: every run is answered.
          const runs = await Promise.all(
            classroom.map((headers) => postFrom(server, school, { code: HELLO }, headers)),
          );
          expect(runs.map((response) => response.statusCode)).toEqual(Array(30).fill(200));
          for (const run of runs) {
            expect(run.json()).toMatchObject({ status: 'success', stdout: 'Hello, World!\n' });
          }
          const flooded = (await flood.all).filter((response) => !refused.includes(response));
          expect(flooded.map((response) => response.statusCode)).toEqual([200, 200]);
        } finally {
          await server.close();
        }
      }, 90_000);

      it('limits a signed-in learner per account, whatever address each run comes from', async () => {
        const server = await startTestServer({
          ...mode.env,
          ...QUICK_LIMITS,
          RUNNER_POOL_SIZE: '3',
          RUN_RATE_LIMIT: '3',
        });
        try {
          const [learner] = await learners(server, 1);
          const flood = ['198.51.100.81', '198.51.100.82', '198.51.100.83'].map((address, n) =>
            postFrom(server, { remoteAddress: address }, { code: slowCompile(n) }, learner),
          );
          const answers = await Promise.all(flood);
          expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 200, 429]);
          expect(answers.map(codeOf).filter(Boolean)).toEqual(['too_many_runs_in_flight']);
          // Three runs this minute from the account: a fourth, from yet another address, is refused.
          const fourth = await postFrom(
            server,
            { remoteAddress: '198.51.100.84' },
            { code: HELLO },
            learner,
          );
          expect(fourth.statusCode).toBe(429);
          expect(codeOf(fourth)).toBe('rate_limited');
        } finally {
          await server.close();
        }
      }, 60_000);
    });

    it('answers 100 learners pressing Run at the same moment: the burst waits its turn, none is refused', async () => {
      // The default pool and queue of this machine (the worker's pool in queue mode is three).
      const server = await startTestServer(mode.env);
      try {
        // The lesson's program is compiled once; the burst runs it from the compile cache.
        expect((await post(server, { code: HELLO })).statusCode).toBe(200);
        const burst = await Promise.all(
          Array.from({ length: 100 }, (_, n) =>
            postFrom(server, { remoteAddress: `192.0.2.${n + 1}` }, { code: HELLO }),
          ),
        );
        expect(burst.map((response) => response.statusCode)).toEqual(Array(100).fill(200));
        for (const run of burst) {
          expect(run.json()).toMatchObject({ status: 'success', stdout: 'Hello, World!\n' });
        }
      } finally {
        await server.close();
      }
    }, 90_000);
  },
  WORKER,
);
