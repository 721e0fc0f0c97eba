import type { AssessmentItem } from '@domain/assessment-content';
import { cCourseOutline } from '@content/courses/c/outline';

export const kindLabels: Record<AssessmentItem['kind'], string> = {
  choice: 'Multiple choice',
  output: 'What does this program print?',
  code: 'Write a program',
};

/** The lesson that teaches an item: "Lesson 6: Reading Input with scanf" and its address. */
export function lessonLink(lessonId: string): { text: string; to: string } {
  const index = cCourseOutline.lessons.findIndex((lesson) => lesson.id === lessonId);
  const lesson = cCourseOutline.lessons[index];
  return {
    text: lesson ? `Lesson ${index + 1}: ${lesson.title}` : 'The lesson',
    to: `/learn/c?lesson=${encodeURIComponent(lessonId)}`,
  };
}
