import type { FastifyInstance } from 'fastify';
import type { CourseLearners } from '@domain/catalogue';
import { courseWishRequestSchema, type CourseWish, type CourseWishes } from '@domain/learning-api';
import { requireUser } from '@server/auth/bearer';
import { validate } from '@server/http/validate';
import { courseWishesOf, saveCourseWish } from '@server/learning/course-wishes';
import { countCourseLearners } from '@server/learning/learner-counts';
import { contentCourses, type LearningCourses } from '@server/learning/courses';

/** How long the public counts are served from memory before the database is asked again. */
export const COURSE_LEARNERS_MAX_AGE_MS = 60_000;

/**
 * GET /functions/v1/course-learners: public, the counts only. Every view of the courses page asks
 * for them, so they are counted at most once a minute per process (requests in between share the
 * last count, or the one being made); a count that fails is not kept. `clock` defaults to the
 * system's.
 */
export function registerCourseLearnerCounts(
  app: FastifyInstance,
  courseIds: readonly string[],
  clock: () => Date = () => new Date(),
): void {
  let cached: { countedAt: number; counts: Promise<CourseLearners> } | null = null;
  app.get('/functions/v1/course-learners', (): Promise<CourseLearners> => {
    const now = clock().getTime();
    if (!cached || now - cached.countedAt >= COURSE_LEARNERS_MAX_AGE_MS) {
      const entry = { countedAt: now, counts: countCourseLearners(app.database.db, courseIds) };
      cached = entry;
      entry.counts.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.counts;
  });
}

/**
 * The courses group: GET /functions/v1/course-learners (public counts) and GET, POST
 * /functions/v1/course-wishes (a signed-in learner's wishes to be told when a coming-soon course
 * opens). `courses` defaults to the content's courses, `clock` to the system's.
 */
export function registerCourseRoutes(
  app: FastifyInstance,
  options: { courses?: LearningCourses; clock?: () => Date } = {},
): void {
  const known = options.courses ?? contentCourses;
  registerCourseLearnerCounts(
    app,
    known.courses.map((course) => course.id),
    options.clock,
  );

  app.get('/functions/v1/course-wishes', async (request): Promise<CourseWishes> => {
    const { userId } = await requireUser(request, app);
    return { wishes: await courseWishesOf(app.database.db, userId) };
  });

  app.post('/functions/v1/course-wishes', async (request): Promise<CourseWish> => {
    const { userId } = await requireUser(request, app);
    const { courseId } = validate(courseWishRequestSchema, request.body);
    return saveCourseWish(app.database.db, userId, courseId);
  });
}
