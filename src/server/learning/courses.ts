import type { Kysely } from 'kysely';
import { catalogueCourses } from '@content/catalogue';
import { courses } from '@content/course-c';
import { exerciseKeys } from '@content/keys/course-c';
import {
  COURSE_NEEDS_PRO,
  courseRequiresPro,
  hasProPlan,
  PRO_REQUIRED_CODE,
} from '@domain/billing';
import type { Course, ExerciseKey, Lesson } from '@domain/learning';
import { planOfUser } from '../billing/plan';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * The courses the learning functions serve, with the hidden part of their exercises. The
 * server serves the content's courses; a test may register the routes with others.
 */
export interface LearningCourses {
  courses: readonly Course[];
  exerciseKeys: ReadonlyMap<string, ExerciseKey>;
}

export const contentCourses: LearningCourses = { courses, exerciseKeys };

function availableCourses(from: LearningCourses): string {
  const ids = from.courses.map((course) => course.id);
  return ids.length === 1
    ? `The available course is ${ids[0]}.`
    : `The available courses are ${ids.join(', ')}.`;
}

/** The course with this id, or a 404 that says so. */
export function requireCourse(courseId: string, from: LearningCourses = contentCourses): Course {
  const course = from.courses.find((candidate) => candidate.id === courseId);
  if (!course) {
    throw new HttpError(
      404,
      'course_not_found',
      `There is no course ${courseId}. ${availableCourses(from)}`,
    );
  }
  return course;
}

/** The lesson with this id in any course, with its course, or a 404 that says so. */
export function requireLesson(
  lessonId: string,
  from: LearningCourses = contentCourses,
): { course: Course; lesson: Lesson } {
  for (const course of from.courses) {
    const lesson = course.lessons.find((candidate) => candidate.id === lessonId);
    if (lesson) return { course, lesson };
  }
  throw new HttpError(
    404,
    'lesson_not_found',
    `There is no lesson ${lessonId}. Pick a lesson from the course's list.`,
  );
}

/** The hidden part of a lesson's exercise; content tests guarantee every lesson has one. */
export function exerciseKeyOf(
  lessonId: string,
  from: LearningCourses = contentCourses,
): ExerciseKey {
  const key = from.exerciseKeys.get(lessonId);
  if (!key) throw new Error(`Lesson ${lessonId} has no exercise key`);
  return key;
}

/** Whether a course needs Pro: the catalogue's price of it (SPEC §6: Free is the C course). */
export function requiresPro(courseId: string): boolean {
  return courseRequiresPro(catalogueCourses.find((entry) => entry.id === courseId));
}

/**
 * Refuses a Pro course to a visitor (null) or a Free learner with 403 pro_required; Pro and
 * Enterprise learners pass, and so does everyone on a Free course.
 */
export async function requireCourseAccess(
  db: Kysely<Database>,
  userId: string | null,
  course: Course,
): Promise<void> {
  if (!requiresPro(course.id)) return;
  const plan = userId === null ? 'free' : await planOfUser(db, userId);
  if (!hasProPlan(plan)) throw new HttpError(403, PRO_REQUIRED_CODE, COURSE_NEEDS_PRO(course.name));
}
