// The runner suite's verdicts, through the queue: a QueueRunner in front of a worker in this
// process gives what the in-process Runner gives (src/server/runner/runner.test.ts).
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges } from '@content/challenges';
import { cCourse } from '@content/course-c';
import { dailyChallengeSolutions } from '@content/keys/daily-challenge-solutions';
import { loadConfig } from '@server/config';
import { QueueRunner } from '@server/queue/queue-runner';
import {
  prepareInProcessWorker,
  removeQueueKeys,
  testRedisUrl,
  throwawayPrefix,
  type InProcessWorker,
} from '../helpers/runner-modes';
import { mathsProgram } from '../helpers/programs';

const url = testRedisUrl();
const prefix = throwawayPrefix();
let worker: InProcessWorker;
let runner: QueueRunner;

describe.runIf(url)('the runner through the queue', () => {
  beforeAll(async () => {
    const env = { REDIS_URL: url!, QUEUE_PREFIX: prefix };
    worker = await prepareInProcessWorker(env);
    await worker.start();
    const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
    runner = new QueueRunner(config.queue!, config.runner, pino({ level: 'silent' }));
    await runner.start();
  }, 60_000);

  afterAll(async () => {
    await runner?.close();
    await worker?.close();
    await removeQueueKeys(url!, prefix);
  });

  it('is ready once Redis answers', () => {
    expect(runner.ready).toBe(true);
  });

  it('links the maths library for a program that uses it, in both modes', async () => {
    const { code, stdin, stdout } = mathsProgram;
    for (const mode of ['run', 'debug'] as const) {
      const result = await runner.execute({ code, stdin, mode }, { client: 'runner-test' });
      expect(result).toMatchObject({ status: 'success', stdout });
    }
  }, 30_000);

  it('keeps what a crashing program printed, in order with stderr, and names its line', async () => {
    const code = [
      '#include <stdio.h>',
      'int main(void) {',
      '  int *p = NULL;',
      '  printf("before");',
      '  fprintf(stderr, "then this\\n");',
      '  *p = 1;',
      '}',
    ].join('\n');
    const result = await runner.execute({ code }, { client: 'runner-test' });
    expect(result).toMatchObject({
      status: 'runtime_error',
      // As on a terminal: an unfinished line waits in stdout's buffer until the crash flushes it.
      transcript: [
        { stream: 'stderr', text: 'then this\n' },
        { stream: 'stdout', text: 'before' },
      ],
    });
    expect(result.error).toContain('line 6, `*p = 1`: p is NULL');
  }, 30_000);

  it("runs each built-in challenge's reference solution to its expected output", async () => {
    for (const challenge of challenges) {
      const result = await runner.execute(
        { code: dailyChallengeSolutions[challenge.id]! },
        { client: 'runner-test' },
      );
      expect(result.status, challenge.id).toBe('success');
      expect(result.stdout, challenge.id).toContain(challenge.expectedOutput);
    }
  }, 30_000);

  it('runs every lesson example to its expected output', async () => {
    const results = await Promise.all(
      cCourse.lessons.map((lesson) =>
        runner.execute({ code: lesson.code, stdin: lesson.stdin }, { client: lesson.id }),
      ),
    );
    results.forEach((result, index) => {
      const lesson = cCourse.lessons[index]!;
      expect(result.status, lesson.id).toBe('success');
      expect(result.stdout.replace(/\n$/, ''), lesson.id).toBe(lesson.expectedOutput);
    });
  }, 120_000);
});
