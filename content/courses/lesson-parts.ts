import type { Course, Lesson } from '@domain/learning';

/** What a course's lesson list, a lesson's header and the navigation show of a lesson. */
export type LessonOutline = Pick<
  Lesson,
  | 'id'
  | 'title'
  | 'description'
  | 'difficulty'
  | 'estimatedTime'
  | 'prerequisites'
  | 'concepts'
  | 'nextLesson'
  | 'watchItRun'
>;

/** The rest of a lesson: its text, example program and exercise, loaded when it is opened. */
export type LessonBody = Omit<Lesson, keyof LessonOutline>;

/** A course with the outlines of its lessons, for pages that load each lesson's body apart. */
export type CourseOutline = Omit<Course, 'lessons'> & { lessons: LessonOutline[] };
