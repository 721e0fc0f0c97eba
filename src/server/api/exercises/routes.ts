import type { FastifyInstance } from 'fastify';
import { checkExerciseRequestSchema, type CheckExerciseResponse } from '@domain/learning-api';
import {
  exerciseKeyOf,
  requireCourseAccess,
  requireLesson,
  type LearningCourses,
} from '@server/learning/courses';
import { issueIfEligible } from '@server/certificates/service';
import { checkExercise, recordCheck } from '@server/learning/exercise-check';
import { compilerMessages, elapsedMs, recordActivitySafely } from '@server/analytics/records';
import type { RunService } from '@server/runner/service';
import { recordSubmittedCode } from '@server/teams/submitted-code';

/**
 * POST /functions/v1/check-exercise: runs a lesson exercise's cases on a learner's solution,
 * behind the run gate (it runs code, so the same limits apply), and records a signed-in
 * learner's result. A Pro course's exercise answers a Free learner 403 pro_required.
 */
export function registerExerciseRoutes(
  runs: FastifyInstance,
  runner: RunService,
  courses: LearningCourses,
): void {
  const gate = runs.runGate;
  const schema = checkExerciseRequestSchema(runs.config.runner.limits);

  runs.post(
    '/functions/v1/check-exercise',
    gate.routeOptions,
    async (request): Promise<CheckExerciseResponse> => {
      const input = gate.body(request, schema);
      const { course, lesson } = requireLesson(input.lessonId, courses);
      const caller = gate.caller(request);
      const { db } = runs.database;
      await requireCourseAccess(db, caller.kind === 'user' ? caller.userId : null, course);
      const started = performance.now();
      const result = await gate.run(request, (client) =>
        checkExercise(runner, lesson, exerciseKeyOf(lesson.id, courses), input.code, client),
      );
      if (caller.kind === 'user') {
        await recordActivitySafely(db, request.log, {
          userId: caller.userId,
          kind: 'check',
          outcome: result.compileError ? 'compile_error' : result.passed ? 'passed' : 'failed',
          courseId: course.id,
          lessonId: lesson.id,
          durationMs: elapsedMs(started),
          diagnostics: compilerMessages(result.compileError?.diagnostics ?? []),
        });
      }
      const recorded =
        caller.kind === 'user'
          ? await recordCheck(db, {
              userId: caller.userId,
              courseId: course.id,
              lessonId: lesson.id,
              passed: result.passed,
            })
          : null;
      if (caller.kind === 'user') {
        await recordSubmittedCode(db, {
          userId: caller.userId,
          kind: 'exercise',
          targetId: lesson.id,
          code: input.code,
          passed: result.passed,
        });
      }
      // The last exercise passed may complete the certificate's requirements.
      if (caller.kind === 'user' && result.passed) await issueIfEligible(db, caller.userId, course);
      return { ...result, recorded };
    },
  );
}
