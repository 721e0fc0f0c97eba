import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from '@domain/zod';

export interface FunctionCall {
  /** The client, or its loading (supabase-js loads on first use). */
  client: SupabaseClient | Promise<SupabaseClient>;
  name: string;
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Said when the server gave no sentence of its own. */
  fallback: string;
  /** The error type the caller's pages know how to show; `status` is the HTTP status, if any. */
  fail: (message: string, status: number | null) => Error;
  /** A call that runs code: it waits in line while every runner is busy (see runnerWaitMs). */
  runnerLine?: RunnerLine;
}

/** How a call that runs code tells its page about waiting in line, and how the page ends it. */
export interface RunnerLine {
  /** true once the call waits for a free runner; false once it has its final answer. */
  onWaiting?: (waiting: boolean) => void;
  /** Ends the wait (a new run, or the page left): the call then rejects with the abort reason. */
  signal?: AbortSignal;
}

/** The server's answer to a run while every runner is busy (503 with Retry-After). */
const RUNNER_BUSY = 'runner_busy';
/** One wait is at most this long, whatever Retry-After says. */
export const RUNNER_WAIT_MAX_SECONDS = 10;
/** Past this long in line, the server's refusal is shown instead of waiting again. */
export const RUNNER_LINE_MAX_SECONDS = 60;

/** What a failed call answered: its status, its JSON `code` and `message`, and Retry-After. */
interface Refusal {
  status: number | null;
  code: string | null;
  message: string | null;
  retryAfterSeconds: number | null;
}

/** Retry-After as seconds from now: a number of seconds, or an HTTP date. */
function retryAfterSeconds(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, (date - Date.now()) / 1000);
}

async function refusalOf(error: unknown): Promise<Refusal> {
  const context = (error as { context?: unknown } | null)?.context;
  if (!(context instanceof Response)) {
    return { status: null, code: null, message: null, retryAfterSeconds: null };
  }
  const text = (field: unknown) => (typeof field === 'string' ? field : null);
  let body: { code?: unknown; message?: unknown } = {};
  try {
    body = ((await context.json()) as typeof body | null) ?? {};
  } catch {
    body = {};
  }
  return {
    status: context.status,
    code: text(body.code),
    message: text(body.message),
    retryAfterSeconds: retryAfterSeconds(context.headers.get('retry-after')),
  };
}

/**
 * How long to wait before asking again after `refusal`, `waitedMs` into the line: Retry-After
 * (at least a second, at most RUNNER_WAIT_MAX_SECONDS) after a 503 runner_busy, unless that
 * would pass RUNNER_LINE_MAX_SECONDS. null: no waiting, the refusal is the answer.
 */
function runnerWaitMs(refusal: Refusal, waitedMs: number): number | null {
  if (refusal.status !== 503 || refusal.code !== RUNNER_BUSY) return null;
  const seconds = Math.min(RUNNER_WAIT_MAX_SECONDS, Math.max(1, refusal.retryAfterSeconds ?? 1));
  const waitMs = Math.ceil(seconds * 1000);
  return waitedMs + waitMs > RUNNER_LINE_MAX_SECONDS * 1000 ? null : waitMs;
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Calls one of the server's /functions/v1 endpoints; a failure throws a sentence to show. A
 * call with a `runnerLine` is a run: turned away because every runner is busy, it waits in
 * line as the server asks (Retry-After) and asks again, instead of failing.
 */
export async function invokeFunction<T>(call: FunctionCall): Promise<T> {
  const client = await call.client;
  const line = call.runnerLine;
  const started = Date.now();
  let waiting = false;
  try {
    for (;;) {
      const result = await client.functions.invoke<T>(call.name, {
        method: call.method,
        ...(call.body === undefined ? {} : { body: call.body as Record<string, unknown> }),
      });
      if (line?.signal?.aborted) throw line.signal.reason as Error;
      const error: unknown = result.error;
      if (!error) return result.data as T;
      const refusal = await refusalOf(error);
      const waitMs = line ? runnerWaitMs(refusal, Date.now() - started) : null;
      if (!line || waitMs === null)
        throw call.fail(refusal.message ?? call.fallback, refusal.status);
      if (!waiting) {
        waiting = true;
        line.onWaiting?.(true);
      }
      await sleep(waitMs, line.signal);
    }
  } finally {
    if (waiting) line?.onWaiting?.(false);
  }
}

/**
 * invokeFunction, its answer parsed with the call's schema from src/domain: an answer of another
 * shape fails with `fallback`. `schema` may be a loader, so that a page loads the schema (and zod)
 * with its first call, not with the page.
 */
export async function invokeParsed<Schema extends z.ZodType>(
  call: FunctionCall & { schema: Schema | (() => Promise<Schema>) },
): Promise<z.output<Schema>> {
  const { schema, ...rest } = call;
  const [answer, parser] = await Promise.all([
    invokeFunction<unknown>(rest),
    typeof schema === 'function' ? schema() : schema,
  ]);
  const parsed = parser.safeParse(answer);
  if (!parsed.success) throw call.fail(call.fallback, null);
  return parsed.data;
}
