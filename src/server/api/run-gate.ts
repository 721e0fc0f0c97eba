import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { PlanId } from '@domain/billing';
import type { z } from '@domain/zod';
import { authenticate, type Caller } from '../auth/bearer';
import { planOfUser } from '../billing/plan';
import { HttpError, JSON_ONLY } from '../http/errors';
import { validate } from '../http/validate';
import { RunsInFlight, type ReleaseRun, type RunsInFlightLimit } from '../limits/runs-in-flight';
import { RedisRunsInFlight } from '../limits/runs-in-flight-redis';
import { sharedLimiter } from '../limits/throttle';
import type { SharedRedis } from '../redis';
import type { RunService } from '../runner/service';

/** What every endpoint that runs code asks of the gate it sits behind. */
export interface RunGate {
  /** Route options every run endpoint takes (the body limit). */
  readonly routeOptions: { bodyLimit: number };
  /** The request's verified caller. */
  caller(request: FastifyRequest): Caller;
  /** The caller's plan now: a visitor is on Free. */
  plan(request: FastifyRequest): Promise<PlanId>;
  /** The request's JSON body checked with `schema`; any other content type is refused with 400. */
  body<Schema extends z.ZodType>(request: FastifyRequest, schema: Schema): z.infer<Schema>;
  /** Checks every run of code needs, then runs `work` counted against the caller's limits. */
  run<T>(request: FastifyRequest, work: (client: string) => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set inside the scope the run gate is registered in (api/runs.ts). */
    runGate: RunGate;
  }
}

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

/**
 * The gate every run of code passes, one Fastify plugin for the scope it is registered in: the
 * caller is authenticated (token verified, session looked up) before the body is read; the runs
 * per minute and the runs in flight are counted per client (a learner's account, a visitor's
 * address) so that learners behind one address (a classroom) never wait for each other; the body
 * is limited to the largest valid program and input; a stopped runner answers 503.
 */
async function runGatePlugin(
  scope: FastifyInstance,
  { runner }: { runner: RunService },
): Promise<void> {
  const { limits, runsInFlightPerClient, rateLimitPerMinute } = scope.config.runner;
  const inFlight: RunsInFlightLimit = scope.redis
    ? new RedisRunsInFlight(scope.redis, runsInFlightPerClient)
    : new RunsInFlight(runsInFlightPerClient);
  const kib = (bytes: number) => Math.round(bytes / 1024);

  const callers = new WeakMap<FastifyRequest, Caller>();
  /** Each request's place among its client's runs in flight, taken as soon as the caller is known. */
  const entries = new WeakMap<FastifyRequest, Promise<ReleaseRun>>();

  const caller = (request: FastifyRequest): Caller => {
    const known = callers.get(request);
    if (!known) throw new Error('run gate: the caller was not authenticated');
    return known;
  };

  /** Who a run counts against: a signed-in learner's account (from any address), a visitor's address. */
  const runClient = (request: FastifyRequest): string => {
    const known = caller(request);
    return known.kind === 'user' ? `user:${known.userId}` : `ip:${request.ip}`;
  };

  // An unverified claim never picks a rate-limit bucket.
  scope.addHook('onRequest', async (request) => {
    callers.set(request, await authenticate(request, scope));
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
    ...(scope.redis ? { store: sharedRunRateStore(scope.redis, rateLimitPerMinute) } : {}),
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

  const gate: RunGate = {
    routeOptions: { bodyLimit: bodyLimit(limits) },
    caller,
    async plan(request) {
      const known = caller(request);
      return known.kind === 'user' ? planOfUser(scope.database.db, known.userId) : 'free';
    },
    body(request, schema) {
      if (!request.headers['content-type']?.startsWith('application/json')) {
        throw new HttpError(400, 'bad_request', JSON_ONLY);
      }
      return validate(schema, request.body);
    },
    async run(request, work) {
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
    },
  };
  scope.decorate('runGate', gate);
}

/** Registered inside a scope of its own, the gate covers every route of that scope. */
export const runGate = fastifyPlugin(runGatePlugin, { name: 'run-gate' });
