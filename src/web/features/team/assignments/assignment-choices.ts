import { practiceChallengeSummaries } from '@content/challenges/practice-summaries';
import { cCourseOutline } from '@content/courses/c/outline';
import type { AssignmentKind } from '@domain/teams';
import { msg, type Translate } from '@web/i18n/translate';

/** One thing a manager can pick to assign. */
export interface AssignmentChoice {
  id: string;
  /** The option's text in the interface's language (lesson and challenge titles stay English). */
  label: (t: Translate) => string;
}

const lessons: AssignmentChoice[] = cCourseOutline.lessons.map((lesson, index) => ({
  id: lesson.id,
  label: (t) => t('Lesson {{number}}: {{title}}', { number: index + 1, title: lesson.title }),
}));

// The daily challenges are not offered: each one can only be submitted on its own day.
const challenges: AssignmentChoice[] = practiceChallengeSummaries.map((challenge) => ({
  id: challenge.id,
  label: (t) =>
    t('{{title}} ({{difficulty}}, {{minutes}} min)', {
      title: challenge.title,
      difficulty: t(challenge.difficulty),
      minutes: challenge.timeLimit,
    }),
}));

/** What can be assigned of a kind: the C course's lessons (or their exercises), or practice challenges. */
export function choicesOf(kind: AssignmentKind): readonly AssignmentChoice[] {
  return kind === 'challenge' ? challenges : lessons;
}

export const TARGET_LABELS: Record<AssignmentKind, string> = {
  lesson: msg('Lesson'),
  exercise: msg('Exercise of the lesson'),
  challenge: msg('Practice challenge'),
};
