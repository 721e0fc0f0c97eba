import type { FastifyInstance } from 'fastify';
import {
  lessonDraftRequestSchema,
  progressRequestSchema,
  type CourseProgress,
  type LessonDraft,
} from '../../../domain/learning-api';
import { requireUser } from '../../auth/bearer';
import { nowIso } from '../../auth/users';
import { validate } from '../../http/validate';
import {
  contentCourses,
  requireCourse,
  requireCourseAccess,
  requireLesson,
  type LearningCourses,
} from './courses';
import { registerCourseWishes } from './course-wishes';
import { registerCourseLearnerCounts } from './learner-counts';
import { applyProgress, readProgress } from './progress';

/**
 * A signed-in learner's writes on the learn page: POST progress (SPEC §4 transitions) and PUT
 * lesson-draft (keep or forget edited code); and their wishes to be told when a coming-soon
 * course opens (GET, POST course-wishes). Reads go through /rest/v1. Checking exercises runs
 * code, so it lives with execute-c under the same limits. A Pro course answers a Free learner
 * 403 pro_required. `courses` defaults to the content's courses, `clock` to the system's (the
 * time a lesson counts is measured with it).
 */
export async function registerLearningFunctions(
  app: FastifyInstance,
  options: { courses?: LearningCourses; clock?: () => Date } = {},
): Promise<void> {
  const known = options.courses ?? contentCourses;
  const clock = options.clock ?? (() => new Date());
  const draftSchema = lessonDraftRequestSchema(app.config.runner.limits);

  await app.register(
    (functions, _options, done) => {
      functions.post('/progress', async (request): Promise<CourseProgress> => {
        const { userId } = await requireUser(request, app);
        const body = validate(progressRequestSchema, request.body);
        const course = requireCourse(body.courseId, known);
        await requireCourseAccess(app.database.db, userId, course);
        await applyProgress(app.database.db, userId, course, body, clock());
        const progress = await readProgress(app.database.db, userId, course);
        if (!progress) throw new Error('The course record vanished after it was written');
        return progress;
      });

      functions.put('/lesson-draft', async (request): Promise<LessonDraft | { deleted: true }> => {
        const { userId } = await requireUser(request, app);
        const body = validate(draftSchema, request.body);
        const { course } = requireLesson(body.lessonId, known);
        const { db } = app.database;
        await requireCourseAccess(db, userId, course);
        if (body.code === null) {
          await db
            .deleteFrom('lesson_drafts')
            .where('user_id', '=', userId)
            .where('lesson_id', '=', body.lessonId)
            .where('kind', '=', body.kind)
            .execute();
          return { deleted: true };
        }
        const updatedAt = nowIso();
        await db
          .insertInto('lesson_drafts')
          .values({
            user_id: userId,
            lesson_id: body.lessonId,
            kind: body.kind,
            code: body.code,
            updated_at: updatedAt,
          })
          .onConflict((conflict) =>
            conflict
              .columns(['user_id', 'lesson_id', 'kind'])
              .doUpdateSet({ code: body.code ?? '', updated_at: updatedAt }),
          )
          .execute();
        return { lessonId: body.lessonId, kind: body.kind, code: body.code, updatedAt };
      });
      registerCourseWishes(functions, app);
      done();
    },
    { prefix: '/functions/v1' },
  );
  registerCourseLearnerCounts(
    app,
    known.courses.map((course) => course.id),
    clock,
  );
}
