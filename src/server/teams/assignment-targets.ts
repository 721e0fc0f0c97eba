import { practiceChallengeSummaries } from '@content/challenges/practice-summaries';
import { cCourse } from '@content/course-c';
import { learnLanguages } from '@content/learn-languages';
import {
  lessonAssignmentTitle,
  lessonWithoutExercise,
  unknownChallenge,
  unknownLesson,
} from '@domain/team-assignments';
import type { AssignmentKind } from '@domain/teams';
import { HttpError } from '../http/errors';

/*
 * What a manager may assign: a lesson of the C course, its exercise, or a practice challenge.
 * The daily challenges are left out: each can be submitted only on its own day.
 */

export interface AssignmentTarget {
  title: string;
  /** The web app's path that opens it. */
  link: string;
  /** A challenge's time limit in minutes; null for a lesson or an exercise. */
  timeLimit: number | null;
}

/** The course whose lessons and exercises are assigned, and where completions are recorded. */
export const ASSIGNED_COURSE = cCourse;

const learnPath = `/learn/${learnLanguages.find((language) => language.courseId === cCourse.id)?.slug ?? 'c'}`;

function lessonTarget(kind: AssignmentKind, targetId: string): AssignmentTarget | null {
  const index = cCourse.lessons.findIndex((lesson) => lesson.id === targetId);
  const lesson = cCourse.lessons[index];
  if (!lesson || (kind === 'exercise' && !lesson.exercise)) return null;
  return {
    title: lessonAssignmentTitle(index + 1, lesson.title),
    link: `${learnPath}?lesson=${encodeURIComponent(lesson.id)}`,
    timeLimit: null,
  };
}

/** The lesson, exercise or practice challenge an assignment points at, or null if there is none. */
export function assignmentTargetOf(
  kind: AssignmentKind,
  targetId: string,
): AssignmentTarget | null {
  if (kind !== 'challenge') return lessonTarget(kind, targetId);
  const challenge = practiceChallengeSummaries.find((candidate) => candidate.id === targetId);
  if (!challenge) return null;
  return { title: challenge.title, link: '/challenge', timeLimit: challenge.timeLimit };
}

/** The target, or a 400 that says what is wrong with it. */
export function requireAssignmentTarget(kind: AssignmentKind, targetId: string): AssignmentTarget {
  const target = assignmentTargetOf(kind, targetId);
  if (target) return target;
  const lessonExists = cCourse.lessons.some((lesson) => lesson.id === targetId);
  const message =
    kind === 'challenge'
      ? unknownChallenge(targetId)
      : kind === 'exercise' && lessonExists
        ? lessonWithoutExercise(targetId)
        : unknownLesson(targetId);
  throw new HttpError(400, 'unknown_assignment_target', message);
}

/** How an assignment is named when its target has left the content since it was set. */
export function titleOf(kind: AssignmentKind, targetId: string): string {
  return assignmentTargetOf(kind, targetId)?.title ?? targetId;
}
