import type { Course, Lesson } from '../src/domain/learning';
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
 * The C course of SPEC §3: 24 lessons, one file each in courses/c/lessons. Every lesson's `code`
 * is a complete C17 program and `expectedOutput` is exactly what it prints (without the final
 * newline); each lesson ends with an exercise whose reference solution and hidden cases live in
 * courses/c/keys, which only the server reads. content/content.test.ts runs all of it through
 * the real runner.
 */

const lessons: Lesson[] = [
  c001,
  c002,
  c003,
  c004,
  c005,
  c006,
  c007,
  c008,
  c009,
  c010,
  c011,
  c012,
  c013,
  c014,
  c015,
  c016,
  c017,
  c018,
  c019,
  c020,
  c021,
  c022,
  c023,
  c024,
];

export const cCourse: Course = {
  id: 'c-programming',
  name: 'C Programming',
  description:
    'Learn C from the ground up by writing and running real programs. Start with your first line of output, then master variables, operators, decisions and loops, and build towards functions, arrays, pointers and memory management: the foundations that operating systems, databases and embedded devices are built on.',
  difficulty: 'beginner',
  totalLessons: 24,
  estimatedHours: 40,
  lessons,
  certificate: {
    name: 'CodeNest Certified C Programmer',
    description:
      'Awarded to learners who finish the complete C Programming course and show they can design, write, compile and debug C programs on their own.',
    requirements: [
      'Complete all 24 lessons',
      'Pass all coding exercises',
      'Complete a final project',
      'Score 80% or higher on the final assessment',
    ],
  },
};

export const courses: Course[] = [cCourse];

/** The lesson with the given id in the given course, or undefined if either is unknown. */
export function findLesson(courseId: string, lessonId: string): Lesson | undefined {
  return courses
    .find((course) => course.id === courseId)
    ?.lessons.find((lesson) => lesson.id === lessonId);
}
