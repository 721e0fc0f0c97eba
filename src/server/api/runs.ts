import type { FastifyInstance } from 'fastify';
import { contentCourses, type LearningCourses } from '../learning/courses';
import type { RunService } from '../runner/service';
import { registerAssessmentSubmitRoute, type AssessmentOptions } from './assessment/routes';
import { registerSubmitChallengeRoute } from './challenges/routes';
import { registerExecuteRoutes } from './execute/routes';
import { registerExerciseRoutes } from './exercises/routes';
import { runGate } from './run-gate';
import { registerTraceRoutes } from './trace/routes';

/**
 * Every endpoint that runs code (execute-c, check-exercise, submit-challenge, assessment-submit,
 * trace-c)
 * in one scope behind the run gate, so the runs per minute and the runs in flight are counted
 * across all of them.
 * `courses` (the lessons check-exercise knows) defaults to the content's courses.
 */
export async function registerRunRoutes(
  app: FastifyInstance,
  runner: RunService,
  options: { courses?: LearningCourses; assessment?: AssessmentOptions } = {},
): Promise<void> {
  await app.register(async (runs) => {
    await runs.register(runGate, { runner });
    registerExecuteRoutes(runs, runner);
    registerExerciseRoutes(runs, runner, options.courses ?? contentCourses);
    registerSubmitChallengeRoute(runs, runner);
    registerAssessmentSubmitRoute(runs, runner, options.assessment);
    registerTraceRoutes(runs, runner);
  });
}
