// Shared by the sandbox suites: the C files in tests/sandbox/programs, and the endpoint helpers.
import fs from 'node:fs';
import path from 'node:path';
import { traceResponseSchema, type TraceResponse, type TraceStep } from '@domain/trace';
import type { TestServer } from '../helpers/server';

export { execute, HELLO, post, signedInUser } from '../helpers/execute';

const PROGRAMS = path.join(import.meta.dirname, 'programs');

/** The source of tests/sandbox/programs/NAME. */
export function program(name: string): string {
  return fs.readFileSync(path.join(PROGRAMS, name), 'utf8');
}

/** Polls `read` until `done` holds or `ms` pass (the runner cleans up in the background). */
export async function eventually<T>(
  read: () => T,
  done: (value: T) => boolean,
  ms = 5_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  let value = read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = read();
  }
  return value;
}

export interface Traced {
  answer: TraceResponse;
  /** The answer's JSON, as sent. */
  bytes: number;
  elapsedMs: number;
}

/**
 * Traces tests/sandbox/programs/trace/NAME through POST /functions/v1/trace-c (full steps) with
 * `headers` (a Pro learner's token); anything but a 200 throws.
 */
export async function traceProgram(
  server: TestServer,
  headers: Record<string, string>,
  name: string,
  stdin?: string,
): Promise<Traced> {
  const started = Date.now();
  const response = await server.app.inject({
    method: 'POST',
    url: '/functions/v1/trace-c',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ code: program(`trace/${name}`), stdin, encoding: 'full' }),
  });
  if (response.statusCode !== 200) {
    throw new Error(`trace-c answered ${response.statusCode}: ${response.body}`);
  }
  return {
    answer: traceResponseSchema.parse(response.json()),
    bytes: response.rawPayload.length,
    elapsedMs: Date.now() - started,
  };
}

/** A trace's steps as [line, event] pairs. */
export const linesAndEvents = (steps: TraceStep[]) => steps.map((step) => [step.line, step.event]);
