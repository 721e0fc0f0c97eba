import crypto from 'node:crypto';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { QueueConfig, QueueTimings, RunnerConfig } from '../config';
import { HttpError } from '../http/errors';
import { runnerBusy } from '../runner/pool';
import type { ExecuteInput, RunnerHealth } from '../runner/runner';
import type { TraceResponse } from '@domain/trace';
import type { QueueHealth, RunResult, RunService, TraceInput } from '../runner/service';
import {
  jobOptions,
  lockKey,
  QUEUE_NAME,
  redisConnection,
  workersSeen,
  type RunJobData,
  type RunAnswer,
  type RunJobResult,
  answerChannel,
  waitKey,
} from './jobs';

interface Waiter {
  jobId: string;
  resolve: (response: RunResult | TraceResponse) => void;
  reject: (error: Error) => void;
  /** Since when the job has waited for a worker (or lost the one it had); null while run. */
  waitingSince: number | null;
  /** Since when a live worker has held the job. */
  runningSince: number | null;
  /** The last time Redis answered about this job. */
  lastContact: number;
  checking: boolean;
  /** An unreadable answer came while a check was under way: look again once it is done. */
  checkAgain: boolean;
  settled: boolean;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Resolves once the connection is ready (at once if it is). */
function connected(connection: Redis): Promise<void> {
  if (connection.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => connection.once('ready', () => resolve()));
}

function isRunJobResult(value: unknown): value is RunJobResult {
  if (typeof value !== 'object' || value === null || !('ok' in value)) return false;
  return value.ok === true ? 'response' in value : 'error' in value;
}

const unavailable = () =>
  new HttpError(
    503,
    'runner_unavailable',
    'Code execution is unavailable on this server right now. Please try again later.',
    { 'retry-after': '30' },
  );

/**
 * Runs programs on `npm run worker` processes through a BullMQ queue in Redis (REDIS_URL): each
 * run is one job, answered from the job's result, with the same result and the same refusals as
 * the in-process Runner. A run nobody takes within QUEUE_WAIT_SECONDS (no worker, or its worker
 * died and none took it over) is withdrawn and answered 503 with Retry-After.
 */
export class QueueRunner implements RunService {
  /** Fails at once while Redis is away: /health and the checks on waiting runs use it. */
  private readonly client: Redis;
  /** BullMQ's: it must be able to queue its set-up commands until Redis answers. */
  private readonly queueConnection: Redis;
  /** Subscribed to this server's answer channel: workers publish each result there. */
  private readonly answersConnection: Redis;
  private readonly answerChannel: string;
  private readonly subscribed: Promise<void>;
  private readonly queue: Queue<RunJobData, RunJobResult>;
  private readonly waiters = new Map<string, Waiter>();
  private readonly ticker: NodeJS.Timeout;
  private readonly timings: QueueTimings;
  private last: QueueHealth = {
    status: 'unreachable',
    waiting: 0,
    active: 0,
    workers: 0,
    slots: 0,
  };
  private closed = false;

  constructor(
    private readonly config: QueueConfig,
    private readonly runnerConfig: RunnerConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timings = runnerConfig.queueTimings;
    this.client = redisConnection(config.redisUrl, 'commands', this.timings);
    this.queueConnection = redisConnection(config.redisUrl, 'queue', this.timings);
    this.answersConnection = redisConnection(config.redisUrl, 'blocking', this.timings);
    this.answerChannel = answerChannel(config.prefix, crypto.randomUUID());
    // Without a listener ioredis prints every failed reconnection; /health reports the outage.
    for (const connection of [this.client, this.queueConnection, this.answersConnection]) {
      connection.on('error', () => undefined);
    }
    this.queue = new Queue<RunJobData, RunJobResult>(QUEUE_NAME, {
      connection: this.queueConnection,
      prefix: config.prefix,
      skipWaitingForReady: true,
    });
    this.queue.on('error', () => undefined);
    // ioredis subscribes again after a reconnection by itself.
    this.subscribed = this.answersConnection.subscribe(this.answerChannel).then(
      () => undefined,
      () => undefined,
    );
    this.answersConnection.on('message', (_channel: string, text: string) => this.answered(text));
    this.ticker = setInterval(() => {
      for (const jobId of this.waiters.keys()) this.check(jobId);
    }, this.timings.checkMs);
    this.ticker.unref();
  }

  /** Waits (a few seconds at most) for Redis; an outage is reported, never thrown. */
  async start(): Promise<void> {
    try {
      await withTimeout(
        Promise.all([
          this.queue.waitUntilReady(),
          // `ready` needs this connection too: a busy machine may connect it last.
          connected(this.client),
          this.subscribed,
        ]),
        this.timings.startWaitMs,
      );
      await this.queueHealth();
      this.log.info(
        { queue: `${this.config.prefix}:${QUEUE_NAME}`, workers: this.last.workers },
        'runs go to the worker queue',
      );
    } catch (error) {
      this.log.error({ err: error }, 'the run queue (Redis) is unreachable; retrying');
    }
  }

  get ready(): boolean {
    return (
      !this.closed && this.client.status === 'ready' && this.queueConnection.status === 'ready'
    );
  }

  health(): RunnerHealth {
    return {
      status: this.ready ? 'ready' : 'unavailable',
      reason: this.ready ? null : 'the run queue (Redis) is unreachable',
      isolation: null,
      pool: { size: this.last.slots, busy: this.last.active, queued: this.last.waiting },
      cache: null,
    };
  }

  /** Reads the queue's counts and the workers seen recently; Redis away → unreachable. */
  async queueHealth(): Promise<QueueHealth> {
    if (!this.ready) {
      this.last = { ...this.last, status: 'unreachable' };
      return this.last;
    }
    try {
      const [counts, workers] = await this.command(
        Promise.all([
          this.queue.getJobCounts('waiting', 'active', 'prioritized'),
          workersSeen(this.client, this.config.prefix, this.timings.workerSeenMs),
        ]),
      );
      this.last = {
        status: 'ok',
        waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
        active: counts.active ?? 0,
        workers: workers.length,
        slots: workers.reduce((sum, worker) => sum + worker.concurrency, 0),
      };
    } catch (error) {
      this.log.error({ err: error }, 'health check: the run queue (Redis) is unreachable');
      this.last = { ...this.last, status: 'unreachable' };
    }
    return this.last;
  }

  /** The workers warm their own compile caches. */
  warm(): Promise<number> {
    return Promise.resolve(0);
  }

  leftoverCgroups(): string[] {
    return [];
  }

  spareProcessIds(): number[] {
    return [];
  }

  async execute(input: ExecuteInput, options: { client?: string } = {}): Promise<RunResult> {
    return (await this.submit({
      input: { code: input.code, stdin: input.stdin, mode: input.mode },
      client: options.client ?? '',
    })) as RunResult;
  }

  /** A trace is a job like a run: a worker compiles and records it in its own sandboxes. */
  async trace(input: TraceInput, options: { client?: string } = {}): Promise<TraceResponse> {
    return (await this.submit({
      kind: 'trace',
      input: { code: input.code, stdin: input.stdin },
      client: options.client ?? '',
    })) as TraceResponse;
  }

  private async submit(job: RunJobData): Promise<RunResult | TraceResponse> {
    if (!this.ready) throw unavailable();
    const jobId = `run-${crypto.randomUUID()}`;
    const data: RunJobData = { ...job, answerTo: this.answerChannel };
    let waiter!: Waiter;
    const answer = new Promise<RunResult | TraceResponse>((resolve, reject) => {
      const now = Date.now();
      waiter = {
        jobId,
        resolve,
        reject,
        waitingSince: now,
        runningSince: null,
        lastContact: now,
        checking: false,
        checkAgain: false,
        settled: false,
      };
      this.waiters.set(jobId, waiter);
    });
    try {
      await this.command(this.queue.add('run', data, { ...jobOptions(this.timings), jobId }));
    } catch (error) {
      this.waiters.delete(jobId);
      this.log.error({ err: error }, 'a run could not be queued');
      throw unavailable();
    }
    // The line is measured while a worker may already be taking the run: a round trip less on
    // every run's way than counting before adding.
    void this.turnAwayIfFull(waiter);
    return answer;
  }

  /**
   * Takes a run back out and answers 503 runner_busy when RUNNER_QUEUE_SIZE runs or more were
   * waiting ahead of it. Jobs join the wait list at its head and workers take them from its tail,
   * so those ahead are the ones past its position; one a worker took already is not counted.
   */
  private async turnAwayIfFull(waiter: Waiter): Promise<void> {
    const line = waitKey(this.config.prefix);
    let ahead: number;
    try {
      const replies = await this.command(
        this.client.multi().llen(line).lpos(line, waiter.jobId).exec(),
      );
      const [length, position] = (replies ?? []).map(([, value]) => value);
      // Not in line (a worker has it) or Redis did not answer: the waiter's checks take over.
      if (typeof length !== 'number' || typeof position !== 'number') return;
      ahead = length - 1 - position;
    } catch {
      return;
    }
    if (ahead < this.runnerConfig.queueSize) return;
    // 0: a worker took it meanwhile, and answers it.
    if ((await this.command(this.queue.remove(waiter.jobId)).catch(() => 0)) !== 1) return;
    this.settle(waiter, runnerBusy(ahead, this.last.slots));
  }

  /** The longest a worker may hold a run: a compile (two, behind a warm-up one), the run, slack. */
  private runBoundMs(): number {
    const { compileWallSeconds, runWallSeconds, traceWallSeconds } = this.runnerConfig.limits;
    const { lockMs, runSlackMs } = this.timings;
    const longest = Math.max(runWallSeconds, traceWallSeconds);
    return (2 * compileWallSeconds + longest) * 1000 + 2 * lockMs + runSlackMs;
  }

  /** One Redis command, given up on after QUEUE_COMMAND_MS. */
  private command<T>(work: Promise<T>): Promise<T> {
    return withTimeout(work, this.timings.commandMs);
  }

  /** A worker's published `RunAnswer`; one this server cannot read sends it to look at the job. */
  private answered(text: string): void {
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      return;
    }
    if (typeof answer !== 'object' || answer === null) return;
    const { jobId, result } = answer as Partial<RunAnswer>;
    const waiter = typeof jobId === 'string' ? this.waiters.get(jobId) : undefined;
    if (!waiter) return;
    if (isRunJobResult(result)) this.settle(waiter, result);
    else this.check(waiter.jobId);
  }

  /** Looks at one job and settles its waiter when it finished or waited past its bound. */
  private check(jobId: string): void {
    const waiter = this.waiters.get(jobId);
    if (!waiter || waiter.settled) return;
    if (waiter.checking) {
      waiter.checkAgain = true;
      return;
    }
    waiter.checking = true;
    waiter.checkAgain = false;
    this.inspect(waiter)
      .catch((error: unknown) => {
        // Redis away: the job may still finish; give up once it has been away too long.
        if (Date.now() - waiter.lastContact > this.config.waitSeconds * 1000) {
          this.log.error({ err: error, jobId }, 'lost the run queue (Redis) while a run waited');
          this.settle(waiter, unavailable());
        }
      })
      .finally(() => {
        waiter.checking = false;
        if (waiter.checkAgain) this.check(jobId);
      });
  }

  private async inspect(waiter: Waiter): Promise<void> {
    const { jobId } = waiter;
    const state = await this.command(this.queue.getJobState(jobId));
    const now = Date.now();
    waiter.lastContact = now;
    if (state === 'completed' || state === 'failed') {
      const job = await this.command(this.queue.getJob(jobId));
      if (!job) return this.settle(waiter, unavailable());
      if (state === 'failed') {
        this.log.error({ jobId, reason: job.failedReason }, 'a run failed on its worker');
        return this.settle(
          waiter,
          /stalled/.test(job.failedReason ?? '')
            ? new HttpError(
                503,
                'runner_unavailable',
                'The code runners stopped twice while running your program. Please run it again in a moment.',
                { 'retry-after': '10' },
              )
            : new Error(`the run failed on its worker: ${job.failedReason ?? 'unknown reason'}`),
        );
      }
      return this.settle(waiter, job.returnvalue);
    }
    if (state === 'unknown') return this.settle(waiter, unavailable());

    const held =
      state === 'active' &&
      (await this.command(this.client.exists(lockKey(this.config.prefix, jobId)))) === 1;
    if (held) {
      waiter.waitingSince = null;
      waiter.runningSince ??= now;
      if (now - waiter.runningSince > this.runBoundMs()) {
        await this.withdraw(waiter, 'its worker did not answer in time');
      }
      return;
    }
    // Waiting for a worker, or active on a worker that is gone (its lock ran out).
    waiter.runningSince = null;
    waiter.waitingSince ??= now;
    if (now - waiter.waitingSince > this.config.waitSeconds * 1000) {
      await this.withdraw(waiter, 'no worker took it');
    }
  }

  /** Takes the job out of the queue (unless a worker just took it) and answers 503. */
  private async withdraw(waiter: Waiter, why: string): Promise<void> {
    const removed = await this.command(this.queue.remove(waiter.jobId));
    // 0: a worker holds it now; wait for that worker.
    if (removed === 0 && waiter.runningSince === null) return;
    this.log.warn({ jobId: waiter.jobId }, `a run was withdrawn: ${why}`);
    const seconds = this.config.waitSeconds;
    this.settle(
      waiter,
      new HttpError(
        503,
        'runner_unavailable',
        `No code runner took your program within ${seconds} s. Please run it again in a moment.`,
        { 'retry-after': String(Math.max(5, seconds)) },
      ),
    );
  }

  private settle(waiter: Waiter, outcome: RunJobResult | Error): void {
    if (waiter.settled) return;
    waiter.settled = true;
    this.waiters.delete(waiter.jobId);
    if (outcome instanceof Error) return waiter.reject(outcome);
    if (outcome.ok) return waiter.resolve(outcome.response);
    const { statusCode, code, message, headers } = outcome.error;
    waiter.reject(new HttpError(statusCode, code, message, headers));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.ticker);
    for (const waiter of [...this.waiters.values()]) this.settle(waiter, unavailable());
    await this.queue.close().catch(() => undefined);
    this.client.disconnect();
    this.queueConnection.disconnect();
    this.answersConnection.disconnect();
  }
}
