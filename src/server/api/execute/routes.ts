import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEBUG_NEEDS_PRO, debugRunAllowed, PRO_REQUIRED_CODE } from '@domain/billing';
import { executeRequestSchema, type ExecuteResponse } from '@domain/execution';
import { HttpError } from '@server/http/errors';
import { elapsedMs, recordActivitySafely, runActivity } from '@server/analytics/records';
import { requireLesson } from '@server/learning/courses';
import type { RunService } from '@server/runner/service';
import { publicAnswer } from './operator-view';

/** The lesson a run says it belongs to, when the content has it (a run is never refused for it). */
function lessonOf(lessonId: string) {
  try {
    return requireLesson(lessonId);
  } catch {
    return null;
  }
}

/**
 * POST /functions/v1/execute-c: compile and run a learner's C program (and `execute`, its
 * alias), behind the run gate; a signed-in learner's run is recorded for their analytics. Debug
 * runs (the sanitizers) are Pro: refused with 403 pro_required before the run takes a slot.
 */
export function registerExecuteRoutes(runs: FastifyInstance, runner: RunService): void {
  const gate = runs.runGate;
  const schema = executeRequestSchema(runs.config.runner.limits);

  const execute = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<ExecuteResponse> => {
    const { lessonId, ...input } = gate.body(request, schema);
    if (input.mode === 'debug' && !debugRunAllowed(await gate.plan(request))) {
      throw new HttpError(403, PRO_REQUIRED_CODE, DEBUG_NEEDS_PRO);
    }
    const started = performance.now();
    const result = await gate.run(request, (client) => runner.execute(input, { client }));
    const caller = gate.caller(request);
    if (caller.kind === 'user') {
      const lesson = lessonId === undefined ? null : lessonOf(lessonId);
      await recordActivitySafely(runs.database.db, request.log, {
        userId: caller.userId,
        kind: 'run',
        ...runActivity(result),
        courseId: lesson?.course.id ?? null,
        lessonId: lesson?.lesson.id ?? null,
        durationMs: elapsedMs(started),
      });
    }
    return publicAnswer(result, request, reply, runs.config.healthToken);
  };
  for (const name of ['execute-c', 'execute']) {
    runs.post(`/functions/v1/${name}`, gate.routeOptions, execute);
  }
}
