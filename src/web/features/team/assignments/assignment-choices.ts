import { practiceChallengeSummaries } from '@content/challenges/practice-summaries';
import { cCourseOutline } from '@content/courses/c/outline';
import { lessonAssignmentTitle } from '@domain/team-assignments';
import type { AssignmentKind } from '@domain/teams';

/** One thing a manager can pick to assign. */
export interface AssignmentChoice {
  id: string;
  label: string;
}

const lessons: AssignmentChoice[] = cCourseOutline.lessons.map((lesson, index) => ({
  id: lesson.id,
  label: lessonAssignmentTitle(index + 1, lesson.title),
}));

// The daily challenges are not offered: each one can only be submitted on its own day.
const challenges: AssignmentChoice[] = practiceChallengeSummaries.map((challenge) => ({
  id: challenge.id,
  label: `${challenge.title} (${challenge.difficulty}, ${challenge.timeLimit} min)`,
}));

/** What can be assigned of a kind: the C course's lessons (or their exercises), or practice challenges. */
export function choicesOf(kind: AssignmentKind): readonly AssignmentChoice[] {
  return kind === 'challenge' ? challenges : lessons;
}

export const TARGET_LABELS: Record<AssignmentKind, string> = {
  lesson: 'Lesson',
  exercise: 'Exercise of the lesson',
  challenge: 'Practice challenge',
};
