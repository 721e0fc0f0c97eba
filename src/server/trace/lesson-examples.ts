import crypto from 'node:crypto';
import { contentCourses, type LearningCourses } from '../learning/courses';

/** One key for a program and its input (also the trace cache's file name). */
export function programKey(code: string, stdin: string): string {
  return crypto.createHash('sha256').update(code).update('\0').update(stdin).digest('hex');
}

/**
 * The lessons' examples exactly as the lessons give them (their code with their own input):
 * everyone may trace these, and their traces are recorded once and cached.
 */
export class LessonExamples {
  private readonly byKey = new Map<string, string>();

  constructor(from: LearningCourses = contentCourses) {
    for (const course of from.courses) {
      for (const lesson of course.lessons) {
        this.byKey.set(programKey(lesson.code, lesson.stdin ?? ''), lesson.id);
      }
    }
  }

  /** The lesson whose example this is, or null when the program is not one as given. */
  lessonOf(code: string, stdin: string): string | null {
    return this.byKey.get(programKey(code, stdin)) ?? null;
  }
}
