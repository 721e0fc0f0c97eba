import type { FastifyInstance } from 'fastify';
import {
  lessonDraftRequestSchema,
  progressRequestSchema,
  type CourseProgress,
  type LessonDraftAnswer,
} from '@domain/learning-api';
import { requireUser } from '@server/auth/bearer';
import { nowIso } from '@server/auth/users';
import { validate } from '@server/http/validate';
import {
  contentCourses,
  requireCourse,
  requireCourseAccess,
  requireLesson,
  type LearningCourses,
} from '@server/learning/courses';
import { applyProgress, readProgress } from '@server/learning/progress';

/**
 * A signed-in learner's writes on the learn page: POST /functions/v1/progress (SPEC §4
 * transitions) and PUT /functions/v1/lesson-draft (keep or forget edited code). Reads go through
 * /rest/v1; checking an exercise runs code, so it is in api/exercises behind the run gate. A Pro
 * course answers a Free learner 403 pro_required. `courses` defaults to the content's courses,
 * `clock` to the system's (the time a lesson counts is measured with it).
 */
export async function registerProgressRoutes(
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

      functions.put('/lesson-draft', async (request): Promise<LessonDraftAnswer> => {
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
      done();
    },
    { prefix: '/functions/v1' },
  );
}
