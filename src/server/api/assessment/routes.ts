import { CERTIFIED_COURSE_ID } from '@domain/assessment-rules';
import type { FastifyInstance } from 'fastify';
import {
  assessmentAnswerRequestSchema,
  assessmentSubmitRequestSchema,
  startAssessmentRequestSchema,
  type AssessmentStanding,
  type GradedAttempt,
  type OpenAttempt,
} from '@domain/assessment-api';
import { courseIdSchema } from '@domain/ids';
import { z } from '@domain/zod';
import {
  assessmentStanding,
  contentAssessment,
  saveAnswer,
  startAttempt,
  submitAttempt,
  type AssessmentBank,
  type AssessmentContext,
  type CodeRunner,
} from '@server/assessment/service';
import type { Random } from '@server/assessment/draw';
import { elapsedMs, recordActivitySafely } from '@server/analytics/records';
import { requireUser } from '@server/auth/bearer';
import { issueIfEligible } from '@server/certificates/service';
import { HttpError } from '@server/http/errors';
import { validate } from '@server/http/validate';
import { contentCourses, requireCourse, type LearningCourses } from '@server/learning/courses';
import type { RunService } from '@server/runner/service';

export interface AssessmentOptions {
  bank?: AssessmentBank;
  courses?: LearningCourses;
  clock?: () => Date;
  random?: Random;
}

const courseQuerySchema = z.object({ courseId: courseIdSchema.default(CERTIFIED_COURSE_ID) });

function contextFor(
  app: FastifyInstance,
  userId: string,
  courseId: string,
  options: AssessmentOptions,
): AssessmentContext {
  return {
    db: app.database.db,
    bank: options.bank ?? contentAssessment,
    course: requireCourse(courseId, options.courses ?? contentCourses),
    userId,
    now: (options.clock ?? (() => new Date()))(),
  };
}

/**
 * GET and POST /functions/v1/assessment (standing, start) and PUT /functions/v1/assessment-answer.
 * An attempt whose time ran out is graded when it is next read; its coding items then run on
 * the learner's account like any run.
 */
export function registerAssessmentRoutes(
  app: FastifyInstance,
  runner: RunService,
  options: AssessmentOptions = {},
): void {
  const answerSchema = assessmentAnswerRequestSchema(app.config.runner.limits);
  const lateGrading =
    (userId: string): CodeRunner =>
    (work) =>
      work(runner, `user:${userId}`);

  app.get('/functions/v1/assessment', async (request): Promise<AssessmentStanding> => {
    const { userId } = await requireUser(request, app);
    const { courseId } = validate(courseQuerySchema, request.query);
    return assessmentStanding(contextFor(app, userId, courseId, options), lateGrading(userId));
  });

  app.post('/functions/v1/assessment', async (request, reply): Promise<OpenAttempt> => {
    const { userId } = await requireUser(request, app);
    const { courseId } = validate(startAssessmentRequestSchema, request.body ?? {});
    const { attempt, created } = await startAttempt(
      contextFor(app, userId, courseId, options),
      lateGrading(userId),
      options.random,
    );
    reply.code(created ? 201 : 200);
    return attempt;
  });

  app.put('/functions/v1/assessment-answer', async (request): Promise<{ savedAt: string }> => {
    const { userId } = await requireUser(request, app);
    const input = validate(answerSchema, request.body);
    const context = contextFor(app, userId, CERTIFIED_COURSE_ID, options);
    return saveAnswer(context, input);
  });
}

/**
 * POST /functions/v1/assessment-submit, in the run gate's scope: grading runs the coding items,
 * so it counts as runs do. A pass may complete the certificate's requirements: it is issued then.
 */
export function registerAssessmentSubmitRoute(
  runs: FastifyInstance,
  runner: RunService,
  options: AssessmentOptions = {},
): void {
  const gate = runs.runGate;
  const schema = assessmentSubmitRequestSchema(runs.config.runner.limits);
  runs.post(
    '/functions/v1/assessment-submit',
    gate.routeOptions,
    async (request): Promise<GradedAttempt> => {
      const caller = gate.caller(request);
      if (caller.kind !== 'user') {
        throw new HttpError(401, 'no_authorization', 'Sign in first: this needs your account.');
      }
      const input = gate.body(request, schema);
      const context = contextFor(runs, caller.userId, CERTIFIED_COURSE_ID, options);
      const started = performance.now();
      const graded = await submitAttempt(context, input, (work) =>
        gate.run(request, (client) => work(runner, client)),
      );
      await recordActivitySafely(context.db, request.log, {
        userId: caller.userId,
        kind: 'assessment',
        outcome: graded.passed ? 'passed' : 'failed',
        courseId: context.course.id,
        durationMs: elapsedMs(started),
      });
      if (graded.passed) {
        await issueIfEligible(context.db, caller.userId, context.course, context.now);
      }
      return graded;
    },
  );
}
