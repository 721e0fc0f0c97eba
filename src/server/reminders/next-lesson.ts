import { learnLanguages } from '@content/learn-languages';
import type { AccountSummary } from '@domain/progress';
import type { LessonLink } from '../mail/reminder-templates';

/** The lesson to continue with, in the course the learner moved in last, on PUBLIC_URL. */
export function nextLessonOf(summary: AccountSummary, publicUrl: string): LessonLink | null {
  const course = [...summary.courses]
    .filter((candidate) => candidate.nextLesson !== null)
    .sort((a, b) => b.lastAccessedAt.localeCompare(a.lastAccessedAt))[0];
  const language = learnLanguages.find((candidate) => candidate.courseId === course?.courseId);
  if (!course?.nextLesson || !language) return null;
  const { id, number, title } = course.nextLesson;
  return {
    title: `Lesson ${number}: ${title}`,
    link: `${publicUrl}/learn/${language.slug}?lesson=${encodeURIComponent(id)}`,
  };
}
