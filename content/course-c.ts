import type { Course, Lesson } from '@domain/learning';
import { cCourseOutline } from './courses/c/outline';
import type { LessonBody } from './courses/lesson-parts';
import { lesson as c001 } from './courses/c/lessons/c-001';
import { lesson as c002 } from './courses/c/lessons/c-002';
import { lesson as c003 } from './courses/c/lessons/c-003';
import { lesson as c004 } from './courses/c/lessons/c-004';
import { lesson as c005 } from './courses/c/lessons/c-005';
import { lesson as c006 } from './courses/c/lessons/c-006';
import { lesson as c007 } from './courses/c/lessons/c-007';
import { lesson as c008 } from './courses/c/lessons/c-008';
import { lesson as c009 } from './courses/c/lessons/c-009';
import { lesson as c010 } from './courses/c/lessons/c-010';
import { lesson as c011 } from './courses/c/lessons/c-011';
import { lesson as c012 } from './courses/c/lessons/c-012';
import { lesson as c013 } from './courses/c/lessons/c-013';
import { lesson as c014 } from './courses/c/lessons/c-014';
import { lesson as c015 } from './courses/c/lessons/c-015';
import { lesson as c016 } from './courses/c/lessons/c-016';
import { lesson as c017 } from './courses/c/lessons/c-017';
import { lesson as c018 } from './courses/c/lessons/c-018';
import { lesson as c019 } from './courses/c/lessons/c-019';
import { lesson as c020 } from './courses/c/lessons/c-020';
import { lesson as c021 } from './courses/c/lessons/c-021';
import { lesson as c022 } from './courses/c/lessons/c-022';
import { lesson as c023 } from './courses/c/lessons/c-023';
import { lesson as c024 } from './courses/c/lessons/c-024';

/*
 * The C course of SPEC §3: 24 lessons, each an outline in courses/c/outline.ts (what the course
 * page lists) and a body in courses/c/lessons (text, example and exercise; the web page loads
 * one at a time). Every lesson's `code` is a complete C17 program and `expectedOutput` is
 * exactly what it prints (without the final newline); each lesson ends with an exercise whose
 * reference solution and hidden cases live in keys/courses/c, which only the server reads.
 * content/content.test.ts runs all of it through the real runner. This module holds every
 * lesson at once, for the server and the tests.
 */

const bodies: Record<string, LessonBody> = {
  'c-001': c001,
  'c-002': c002,
  'c-003': c003,
  'c-004': c004,
  'c-005': c005,
  'c-006': c006,
  'c-007': c007,
  'c-008': c008,
  'c-009': c009,
  'c-010': c010,
  'c-011': c011,
  'c-012': c012,
  'c-013': c013,
  'c-014': c014,
  'c-015': c015,
  'c-016': c016,
  'c-017': c017,
  'c-018': c018,
  'c-019': c019,
  'c-020': c020,
  'c-021': c021,
  'c-022': c022,
  'c-023': c023,
  'c-024': c024,
};

function withBody(outline: (typeof cCourseOutline.lessons)[number]): Lesson {
  const body = bodies[outline.id];
  if (!body) throw new Error(`Lesson ${outline.id} has no body in courses/c/lessons`);
  return { ...outline, ...body };
}

export const cCourse: Course = {
  ...cCourseOutline,
  lessons: cCourseOutline.lessons.map(withBody),
};

export const courses: Course[] = [cCourse];

/** The lesson with the given id in the given course, or undefined if either is unknown. */
export function findLesson(courseId: string, lessonId: string): Lesson | undefined {
  return courses
    .find((course) => course.id === courseId)
    ?.lessons.find((lesson) => lesson.id === lessonId);
}
