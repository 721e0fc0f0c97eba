import type { ExecuteResponse } from '@domain/execution';
import type { TraceResponse } from '@domain/trace';
import type { ExecuteInput, RunnerHealth } from './runner';

/**
 * What a run service answers: the public answer, and whether the compile cache gave the program.
 * `cached` is for the operator only (execute-c tells it to HEALTH_TOKEN's holder): it would tell
 * anyone that somebody had already compiled exactly this source.
 */
export interface RunResult extends ExecuteResponse {
  cached: boolean;
}

/**
 * What the server needs from whatever runs learners' programs: the in-process Runner (its own
 * sandboxes), or the QueueRunner that hands each run to `npm run worker` processes over Redis.
 */
export interface RunService {
  /** Whether runs can be taken now; a run asked for while not ready answers 503. */
  readonly ready: boolean;
  /**
   * Compiles and runs one program. Refusals (every runner busy, none reachable) are thrown as
   * HttpErrors with their status and Retry-After.
   */
  execute(input: ExecuteInput, options?: { client?: string }): Promise<RunResult>;
  /** Compiles a program for tracing and records its steps (the visualizer); refusals as above. */
  trace(input: TraceInput, options?: { client?: string }): Promise<TraceResponse>;
  health(): RunnerHealth;
  /** Compiles programs ahead of time so their first Run is cache-warm; answers how many did. */
  warm(programs: string[]): Promise<number>;
  close(): Promise<void>;
  /** Run cgroups of this process left behind (none when this process runs no sandboxes). */
  leftoverCgroups(): string[];
  /** Prepared sandboxes of this process waiting as spares. */
  spareProcessIds(): number[];
  /** With a run queue (REDIS_URL): its length, the workers seen recently and Redis' state. */
  queueHealth?(): Promise<QueueHealth>;
}

/** A program to trace and its input. */
export interface TraceInput {
  code: string;
  stdin?: string | undefined;
}

export interface QueueHealth {
  status: 'ok' | 'unreachable';
  /** Runs waiting for a worker. */
  waiting: number;
  /** Runs a worker holds now. */
  active: number;
  /** Workers whose heartbeat was seen recently, and the runs they take at once together. */
  workers: number;
  slots: number;
}
