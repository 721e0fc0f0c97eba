import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges } from '@content/challenges';
import { cCourse } from '@content/course-c';
import { exerciseKeys } from '@content/keys/course-c';
import { dailyChallengeSolutions } from '@content/keys/daily-challenge-solutions';
import { practiceChallengeKeys } from '@content/keys/practice-challenges';
import { practiceChallenges } from '@content/practice-challenges';
import { TIME_ZONES, todaysChallengeId } from '@domain/challenge-rules';
import { signedInUser } from '../helpers/execute';
import {
  prepareInProcessWorker,
  removeQueueKeys,
  testRedisUrl,
  throwawayPrefix,
  type InProcessWorker,
} from '../helpers/runner-modes';
import { startTestServer, type TestServer } from '../helpers/server';

const url = testRedisUrl();

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One call of a server-side check, as the web app makes it (JSON, a bearer token). */
async function call(server: TestServer, name: string, body: unknown, token: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/functions/v1/${name}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

/** What may differ between two servers' answers: when a first pass was recorded. */
function comparable(answer: Answer): Answer {
  const recorded = answer.body.recorded as { firstPassedAt: string | null } | null | undefined;
  if (!recorded) return answer;
  return {
    ...answer,
    body: { ...answer.body, recorded: { ...recorded, firstPassedAt: !!recorded.firstPassedAt } },
  };
}

type Step = (server: TestServer, token: string, anonKey: string) => Promise<Answer>;

const lesson = cCourse.lessons[0]!;
const lessonKey = exerciseKeys.get(lesson.id)!;
const practice = practiceChallenges[0]!;
const practiceKey = practiceChallengeKeys.get(practice.id)!;
const todayId = () => todaysChallengeId(new Date(), TIME_ZONES.Pacific);

/** Each case: its steps, run in turn by one learner per server, and the statuses expected. */
const CHECKS: [string, Step[], number[]][] = [
  [
    'check-exercise: a failing, a broken and a passing solution, then a visitor',
    [
      (s, token) =>
        call(
          s,
          'check-exercise',
          { lessonId: lesson.id, code: lesson.exercise.starterCode },
          token,
        ),
      (s, token) =>
        call(
          s,
          'check-exercise',
          { lessonId: lesson.id, code: 'int main(void) { return 0 }\n' },
          token,
        ),
      (s, token) =>
        call(s, 'check-exercise', { lessonId: lesson.id, code: lessonKey.solution }, token),
      (s, _token, anon) =>
        call(s, 'check-exercise', { lessonId: lesson.id, code: lessonKey.solution }, anon),
    ],
    [200, 200, 200, 200],
  ],
  [
    'submit-challenge: a practice challenge failed, solved, solved again, and by a visitor',
    [
      (s, token) =>
        call(s, 'submit-challenge', { challengeId: practice.id, code: practice.code }, token),
      (s, token) =>
        call(
          s,
          'submit-challenge',
          { challengeId: practice.id, code: practiceKey.solution },
          token,
        ),
      (s, token) =>
        call(
          s,
          'submit-challenge',
          { challengeId: practice.id, code: practiceKey.solution },
          token,
        ),
      (s, _token, anon) =>
        call(s, 'submit-challenge', { challengeId: practice.id, code: practiceKey.solution }, anon),
    ],
    [200, 200, 200, 401],
  ],
  [
    "submit-challenge: today's daily challenge failed, solved and solved again, another day's refused",
    [
      (s, token) => {
        const today = challenges.find((c) => c.id === todayId())!;
        return call(
          s,
          'submit-challenge',
          { challengeId: today.id, code: today.code, daily: true },
          token,
        );
      },
      (s, token) =>
        call(
          s,
          'submit-challenge',
          { challengeId: todayId(), code: dailyChallengeSolutions[todayId()], daily: true },
          token,
        ),
      (s, token) =>
        call(
          s,
          'submit-challenge',
          { challengeId: todayId(), code: dailyChallengeSolutions[todayId()], daily: true },
          token,
        ),
      (s, token) => {
        const other = challenges.find((c) => c.id !== todayId())!;
        return call(
          s,
          'submit-challenge',
          { challengeId: other.id, code: dailyChallengeSolutions[other.id], daily: true },
          token,
        );
      },
    ],
    [200, 200, 200, 409],
  ],
];

describe.skipIf(!url)('the server-side checks through the queue answer as embedded ones do', () => {
  const prefix = throwawayPrefix();
  let embedded: TestServer;
  let queued: TestServer;
  let worker: InProcessWorker;

  beforeAll(async () => {
    const env = { REDIS_URL: url!, QUEUE_PREFIX: prefix };
    [embedded, queued, worker] = await Promise.all([
      startTestServer({ RUN_RATE_LIMIT: '1000' }),
      startTestServer({ ...env, RUN_RATE_LIMIT: '1000' }),
      prepareInProcessWorker(env),
    ]);
    await worker.start();
  }, 60_000);

  afterAll(async () => {
    await Promise.all([embedded?.close(), queued?.close()]);
    await worker?.close();
    await removeQueueKeys(url!, prefix);
  });

  it.each(CHECKS)(
    '%s: the same statuses and verdicts',
    async (_what, steps, statuses) => {
      const learners = await Promise.all([signedInUser(embedded), signedInUser(queued)]);
      const seen: number[] = [];
      for (const step of steps) {
        const [a, b] = await Promise.all(
          [embedded, queued].map((server, i) =>
            step(server, learners[i]!.token, server.app.keys.anonKey),
          ),
        );
        expect(comparable(b!)).toEqual(comparable(a!));
        seen.push(b!.status);
      }
      expect(seen).toEqual(statuses);
    },
    30_000,
  );

  it('agrees with what the embedded suites expect of a passing solution', async () => {
    const { token } = await signedInUser(queued);
    const solved = await call(
      queued,
      'check-exercise',
      { lessonId: lesson.id, code: lessonKey.solution },
      token,
    );
    expect(solved.status).toBe(200);
    expect(solved.body).toMatchObject({
      passed: true,
      compileError: null,
      hidden: { passed: lessonKey.hiddenCases.length, total: lessonKey.hiddenCases.length },
      recorded: { attempts: 1 },
    });
    const submitted = await call(
      queued,
      'submit-challenge',
      { challengeId: practice.id, code: practiceKey.solution },
      token,
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ passed: true, pointsAwarded: practice.points });
  });
});
