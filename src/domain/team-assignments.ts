import type { AssignmentKind } from './teams';

/**
 * Team assignments (the Enterprise plan): the status rule, the reminder rule and the words the
 * server and the web app share. The calls' zod schemas are in team-assignments-api.ts, so a page
 * that only shows a status loads no zod.
 */

export const assignmentStatuses = ['done', 'late', 'not_started'] as const;
export type AssignmentStatus = (typeof assignmentStatuses)[number];

export const ASSIGNMENT_STATUS_NAMES: Record<AssignmentStatus, string> = {
  done: 'Done',
  late: 'Late',
  not_started: 'Not started',
};

export const ASSIGNMENT_KIND_NAMES: Record<AssignmentKind, string> = {
  lesson: 'Lesson',
  exercise: 'Exercise',
  challenge: 'Challenge',
};

/**
 * One member's status of one assignment. `completedAt` is their first completion of the target
 * (lesson completed, exercise passed, challenge completed) at any time, also before the
 * assignment was set: a learner who already did the work has done it.
 * - done: completed at or before the due date;
 * - late: completed after the due date, or not completed and the due date has passed;
 * - not_started: not completed and not yet due.
 */
export function assignmentStatusOf(input: {
  dueAt: string;
  completedAt: string | null;
  now: Date;
}): AssignmentStatus {
  const due = Date.parse(input.dueAt);
  if (input.completedAt !== null) return Date.parse(input.completedAt) <= due ? 'done' : 'late';
  return input.now.getTime() > due ? 'late' : 'not_started';
}

export interface AssignmentCounts {
  done: number;
  late: number;
  notStarted: number;
}

export function countStatuses(statuses: readonly AssignmentStatus[]): AssignmentCounts {
  const counts: AssignmentCounts = { done: 0, late: 0, notStarted: 0 };
  for (const status of statuses) {
    if (status === 'done') counts.done += 1;
    else if (status === 'late') counts.late += 1;
    else counts.notStarted += 1;
  }
  return counts;
}

/** The reminder goes this long before the due date. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/**
 * Whether an assignment's reminder is due at `now`: not sent yet, within the day before the due
 * date, and set before that day began. An assignment set for the next hours was news on the
 * dashboard a moment ago, so it gets no reminder; neither does one whose due date has passed.
 */
export function isReminderDue(
  assignment: { dueAt: string; createdAt: string; reminderSentAt: string | null },
  now: Date,
): boolean {
  if (assignment.reminderSentAt !== null) return false;
  const due = Date.parse(assignment.dueAt);
  const remindAt = due - REMINDER_LEAD_MS;
  const at = now.getTime();
  return at >= remindAt && at < due && Date.parse(assignment.createdAt) <= remindAt;
}

/** How a lesson (or its exercise) is named in an assignment: "Lesson 3: Operators and Expressions". */
export function lessonAssignmentTitle(number: number, title: string): string {
  return `Lesson ${number}: ${title}`;
}

/** What managers read beside the form: who is assigned and when the reminder goes. */
export const ASSIGNEES_NOTICE =
  'Assignments are for the members of the team; the owner and managers are not assigned. A member who already completed the work before the assignment was set counts as done.';
export const REMINDER_NOTICE =
  'A day before the due date, members who have not finished get a reminder e-mail (unless they turned e-mail notifications off). An assignment due within a day gets no reminder.';

export const ASSIGNMENT_NOT_FOUND =
  'No such assignment in this team: it may have been deleted. Reload the list of assignments.';
export const DUE_NOT_IN_FUTURE = 'dueAt: must be in the future. Pick a date and time after now.';
export const unknownLesson = (targetId: string) =>
  `targetId: there is no lesson ${targetId} in the C course. Pick a lesson from the list.`;
export const unknownChallenge = (targetId: string) =>
  `targetId: there is no practice challenge ${targetId}. Pick a challenge from the list.`;
export const lessonWithoutExercise = (targetId: string) =>
  `targetId: lesson ${targetId} has no exercise. Assign the lesson itself, or pick another exercise.`;
