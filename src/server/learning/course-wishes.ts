import type { Kysely } from 'kysely';
import { catalogueCourses } from '@content/catalogue';
import { COURSE_NEEDS_PRO, hasProPlan, PRO_REQUIRED_CODE } from '@domain/billing';
import type { CourseWish } from '@domain/learning-api';
import { planOfUser } from '../billing/plan';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

const comingSoon = () =>
  catalogueCourses
    .filter((course) => !course.available)
    .map((course) => course.id)
    .join(', ');

/**
 * A Pro learner's wish to be told when a coming-soon course opens, kept once per learner and
 * course; the mail goes out when the course opens. Only coming-soon courses of the catalogue
 * take wishes; an open course is started instead.
 */
export async function saveCourseWish(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
  now = new Date(),
): Promise<CourseWish> {
  const course = catalogueCourses.find((entry) => entry.id === courseId);
  if (!course) {
    throw new HttpError(
      404,
      'course_not_found',
      `There is no course ${courseId} in the catalogue. The courses coming soon are ${comingSoon()}.`,
    );
  }
  if (course.available) {
    throw new HttpError(
      409,
      'course_open',
      `The ${course.title} course is already open: start it at /learn/${course.learnSlug}.`,
    );
  }
  if (!hasProPlan(await planOfUser(db, userId))) {
    throw new HttpError(403, PRO_REQUIRED_CODE, COURSE_NEEDS_PRO(course.title));
  }
  await db
    .insertInto('course_wishes')
    .values({ user_id: userId, course_id: courseId, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('course_wishes')
    .select(['course_id', 'created_at'])
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  return { courseId: row.course_id, createdAt: row.created_at };
}

/** The learner's own wishes, oldest first. */
export async function courseWishesOf(db: Kysely<Database>, userId: string): Promise<CourseWish[]> {
  const rows = await db
    .selectFrom('course_wishes')
    .select(['course_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('course_id')
    .execute();
  return rows.map((row) => ({ courseId: row.course_id, createdAt: row.created_at }));
}
