import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PRO_REQUIRED_CODE, TRACE_NEEDS_PRO, traceAllowed } from '@domain/billing';
import { traceRequestSchema, type TraceResponse } from '@domain/trace';
import { encodeTrace, type TraceDeltaResponse } from '@domain/trace-delta';
import { HttpError } from '@server/http/errors';
import type { RunService } from '@server/runner/service';
import { LessonExamples, programKey } from '@server/trace/lesson-examples';
import { TraceCache, tracerVersion } from '@server/trace/trace-cache';

/**
 * POST /functions/v1/trace-c: a C program's execution recorded step by step, for the
 * visualizer. Behind the run gate like every run (rate limit, runs in flight, the queue). Pro
 * and trial learners trace any program; everyone traces the lessons' examples as given, which
 * are recorded once and then answered from the cache.
 */
export function registerTraceRoutes(runs: FastifyInstance, runner: RunService): void {
  const gate = runs.runGate;
  const schema = traceRequestSchema(runs.config.runner.limits);
  const examples = new LessonExamples();
  const cache = new TraceCache(
    path.join(runs.config.dataDir, 'trace-cache'),
    tracerVersion(runs.config.nativeDir),
  );

  runs.post(
    '/functions/v1/trace-c',
    gate.routeOptions,
    async (request): Promise<TraceResponse | TraceDeltaResponse> => {
      const { encoding, code, stdin } = gate.body(request, schema);
      const input = { code, stdin: stdin ?? '' };
      const example = examples.lessonOf(input.code, input.stdin) !== null;
      if (!traceAllowed(await gate.plan(request), example)) {
        throw new HttpError(403, PRO_REQUIRED_CODE, TRACE_NEEDS_PRO);
      }
      const record = () => gate.run(request, (client) => runner.trace(input, { client }));
      const trace = example
        ? await cache.get(programKey(input.code, input.stdin), record)
        : await record();
      return encoding === 'delta' ? encodeTrace(trace) : trace;
    },
  );
}
