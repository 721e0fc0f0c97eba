import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  submitChallengeRequestSchema,
  type SubmitChallengeResponse,
} from '../../../domain/challenge-api';
import { DEBUG_NEEDS_PRO, debugRunAllowed, PRO_REQUIRED_CODE } from '../../../domain/billing';
import { executeRequestSchema, type ExecuteResponse } from '../../../domain/execution';
import {
  checkExerciseRequestSchema,
  type CheckExerciseResponse,
} from '../../../domain/learning-api';
import { authenticate, type Caller } from '../../auth/bearer';
import { planOfUser } from '../../billing/plan';
import { HttpError, JSON_ONLY } from '../../http/errors';
import { sharedLimiter } from '../../http/throttle';
import { validate } from '../../http/validate';
import type { RunService } from '../../runner/service';
import { submitChallenge } from '../challenges/submit';
import {
  contentCourses,
  exerciseKeyOf,
  requireCourseAccess,
  requireLesson,
  type LearningCourses,
} from '../learning/courses';
import { checkExercise, recordCheck } from '../learning/exercise-check';
import type { SharedRedis } from '../../redis';
import { RunsInFlight, type ReleaseRun, type RunsInFlightLimit } from '../runs-in-flight';
import { RedisRunsInFlight } from '../runs-in-flight-redis';
import { publicAnswer } from './operator-view';

/**
 * The largest valid request: JSON may write every byte of source and input as a six-character
 * escape (\u0000), plus room for the keys. Anything larger is refused before it is read whole.
 */
function bodyLimit(limits: { sourceMaxBytes: number; stdinMaxBytes: number }): number {
  return 6 * (limits.sourceMaxBytes + limits.stdinMaxBytes) + 4096;
}

/**
 * The per-minute run limit's counts for @fastify/rate-limit, kept in Redis so that every
 * replica shares them, and in this process's memory while Redis is unreachable (an outage
 * limits per replica instead of failing runs).
 */
function sharedRunRateStore(redis: SharedRedis, max: number) {
  const limiter = sharedLimiter({ name: 'run-rate', points: max, duration: 60 }, redis);
  return class SharedRunRateStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    ) {
      limiter.penalty(key, 1).then(
        (counted) => callback(null, { current: counted.consumedPoints, ttl: counted.msBeforeNext }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

const callers = new WeakMap<FastifyRequest, Caller>();
/** Each request's place among its client's runs in flight, taken as soon as the caller is known. */
const entries = new WeakMap<FastifyRequest, Promise<ReleaseRun>>();

function callerOf(request: FastifyRequest): Caller {
  const caller = callers.get(request);
  if (!caller) throw new Error('execute-c: the caller was not authenticated');
  return caller;
}

/**
 * Who a run counts against, for the runs in flight, the runs per minute and its turn at the
 * pool: a signed-in learner's account (from any address), a visitor's address. Learners behind
 * one address (a classroom) never wait for, or get refused because of, what others there do.
 */
function runClient(request: FastifyRequest): string {
  const caller = callerOf(request);
  return caller.kind === 'user' ? `user:${caller.userId}` : `ip:${request.ip}`;
}

/**
 * POST /functions/v1/execute-c: compile and run a learner's C program (and `execute`, its
 * alias); POST /functions/v1/check-exercise: run a lesson exercise's cases on a solution;
 * POST /functions/v1/submit-challenge. Debug runs, Pro courses' exercises and the Free plan's
 * practice challenges past its monthly limit answer 403 pro_required before any run starts.
 * `courses` (the lessons check-exercise knows) defaults to the content's courses.
 */
export async function registerExecuteC(
  app: FastifyInstance,
  runner: RunService,
  options: { courses?: LearningCourses } = {},
): Promise<void> {
  const known = options.courses ?? contentCourses;
  const { limits, runsInFlightPerClient, rateLimitPerMinute } = app.config.runner;
  const schema = executeRequestSchema(limits);
  const checkSchema = checkExerciseRequestSchema(limits);
  const submitSchema = submitChallengeRequestSchema(limits);
  const inFlight: RunsInFlightLimit = app.redis
    ? new RedisRunsInFlight(app.redis, runsInFlightPerClient)
    : new RunsInFlight(runsInFlightPerClient);
  const kib = (bytes: number) => Math.round(bytes / 1024);

  await app.register(async (scope) => {
    // The token is verified (and its session looked up) before the body is read and before any
    // limit is counted: an unverified claim never picks a rate-limit bucket.
    scope.addHook('onRequest', async (request) => {
      callers.set(request, await authenticate(request, app));
      // Counted while the rate limit counts too: with Redis, one round trip on a run's way
      // instead of two. The run takes its entry (or its refusal) once its request is checked.
      const entry = new Promise<ReleaseRun>((resolve) =>
        resolve(inFlight.enter([runClient(request)])),
      );
      entry.catch(() => undefined);
      entries.set(request, entry);
    });
    // A request answered before its run started (rate limited, invalid, refused) gives its
    // entry back; one whose run started was released by the run.
    const giveBack = async (request: FastifyRequest) => {
      const entry = entries.get(request);
      entries.delete(request);
      if (entry) await entry.then((release) => release()).catch(() => undefined);
    };
    scope.addHook('onResponse', giveBack);
    scope.addHook('onRequestAbort', giveBack);

    await scope.register(rateLimit, {
      max: rateLimitPerMinute,
      timeWindow: 60_000,
      ...(app.redis ? { store: sharedRunRateStore(app.redis, rateLimitPerMinute) } : {}),
      hook: 'preParsing',
      keyGenerator: runClient,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          'rate_limited',
          `Too many runs: the limit is ${context.max} a minute. Please wait ${Math.ceil(context.ttl / 1000)} s and run again.`,
          { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
        ),
    });

    scope.setErrorHandler((error: FastifyError, _request, _reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new HttpError(
          413,
          'payload_too_large',
          `The request is too large: a program may have at most ${kib(limits.sourceMaxBytes)} KiB of source and ${kib(limits.stdinMaxBytes)} KiB of input.`,
        );
      }
      throw error;
    });

    /** Checks every run of code needs, then runs `work` counted against the caller's limits. */
    const runFor = async <T>(
      request: FastifyRequest,
      work: (client: string) => Promise<T>,
    ): Promise<T> => {
      if (!runner.ready) {
        throw new HttpError(
          503,
          'runner_unavailable',
          'Code execution is unavailable on this server right now. Please try again later.',
          { 'retry-after': '30' },
        );
      }
      const client = runClient(request);
      const entry = entries.get(request) ?? inFlight.enter([client]);
      entries.delete(request);
      const release = await entry;
      try {
        return await work(client);
      } finally {
        // Not waited for: the answer needs nothing back from Redis, and the caller's next run
        // is counted on the same connection after this release, so it finds the slot free.
        void Promise.resolve(release()).catch(() => undefined);
      }
    };

    const jsonBody = (request: FastifyRequest): unknown => {
      if (!request.headers['content-type']?.startsWith('application/json')) {
        throw new HttpError(400, 'bad_request', JSON_ONLY);
      }
      return request.body;
    };

    const execute = async (
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<ExecuteResponse> => {
      const input = validate(schema, jsonBody(request));
      // Debug runs (the sanitizers) are Pro: refused before the run takes a slot.
      if (input.mode === 'debug') {
        const caller = callerOf(request);
        const plan =
          caller.kind === 'user' ? await planOfUser(app.database.db, caller.userId) : 'free';
        if (!debugRunAllowed(plan)) throw new HttpError(403, PRO_REQUIRED_CODE, DEBUG_NEEDS_PRO);
      }
      const result = await runFor(request, (client) => runner.execute(input, { client }));
      return publicAnswer(result, request, reply, app.config.healthToken);
    };
    for (const name of ['execute-c', 'execute']) {
      scope.post(`/functions/v1/${name}`, { bodyLimit: bodyLimit(limits) }, execute);
    }

    // Submitting a challenge runs the program again before anything counts.
    scope.post(
      '/functions/v1/submit-challenge',
      { bodyLimit: bodyLimit(limits) },
      async (request): Promise<SubmitChallengeResponse> => {
        const input = validate(submitSchema, jsonBody(request));
        const caller = callerOf(request);
        if (caller.kind !== 'user') {
          throw new HttpError(
            401,
            'no_authorization',
            'Sign in to submit a challenge: points and streaks are kept with your account.',
          );
        }
        return runFor(request, (client) =>
          submitChallenge(app.database.db, runner, {
            userId: caller.userId,
            request: input,
            client,
          }),
        );
      },
    );

    // Checking an exercise runs the learner's program on every case: the same limits apply.
    scope.post(
      '/functions/v1/check-exercise',
      { bodyLimit: bodyLimit(limits) },
      async (request): Promise<CheckExerciseResponse> => {
        const input = validate(checkSchema, jsonBody(request));
        const { course, lesson } = requireLesson(input.lessonId, known);
        const caller = callerOf(request);
        await requireCourseAccess(
          app.database.db,
          caller.kind === 'user' ? caller.userId : null,
          course,
        );
        const result = await runFor(request, (client) =>
          checkExercise(runner, lesson, exerciseKeyOf(lesson.id, known), input.code, client),
        );
        const recorded =
          caller.kind === 'user'
            ? await recordCheck(app.database.db, {
                userId: caller.userId,
                courseId: course.id,
                lessonId: lesson.id,
                passed: result.passed,
              })
            : null;
        return { ...result, recorded };
      },
    );
  });
}
