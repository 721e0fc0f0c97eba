import { courses } from '../../../../content/course-c';
import { exerciseKeys } from '../../../../content/course-c-keys';
import type { Course, ExerciseKey, Lesson } from '../../../domain/learning';
import { HttpError } from '../../http/errors';

/** The course with this id, or a 404 that says so. */
export function requireCourse(courseId: string): Course {
  const course = courses.find((candidate) => candidate.id === courseId);
  if (!course) {
    throw new HttpError(
      404,
      'course_not_found',
      `There is no course ${courseId}. The available course is c-programming.`,
    );
  }
  return course;
}

/** The lesson with this id in any course, with its course, or a 404 that says so. */
export function requireLesson(lessonId: string): { course: Course; lesson: Lesson } {
  for (const course of courses) {
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
export function exerciseKeyOf(lessonId: string): ExerciseKey {
  const key = exerciseKeys.get(lessonId);
  if (!key) throw new Error(`Lesson ${lessonId} has no exercise key`);
  return key;
}
