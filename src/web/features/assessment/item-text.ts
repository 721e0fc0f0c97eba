import type { AssessmentItem } from '@domain/assessment-content';
import { cCourseOutline } from '@content/courses/c/outline';
import { msg, t } from '@web/i18n/translate';

export const kindLabels: Record<AssessmentItem['kind'], string> = {
  choice: msg('Multiple choice'),
  output: msg('What does this program print?'),
  code: msg('Write a program'),
};

/** The lesson that teaches an item: "Lesson 6: Reading Input with scanf" and its address. */
export function lessonLink(lessonId: string): { text: string; to: string } {
  const index = cCourseOutline.lessons.findIndex((lesson) => lesson.id === lessonId);
  const lesson = cCourseOutline.lessons[index];
  return {
    text: lesson
      ? t('Lesson {{number}}: {{title}}', { number: index + 1, title: lesson.title })
      : t('The lesson'),
    to: `/learn/c?lesson=${encodeURIComponent(lessonId)}`,
  };
}
