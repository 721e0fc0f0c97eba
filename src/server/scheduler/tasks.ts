import type { FastifyInstance } from 'fastify';
import { newCoursesTask } from '../reminders/new-courses';
import { streakPushTask } from '../reminders/push-reminders';
import { streakReminderTask } from '../reminders/streak-reminder';
import { weeklyProgressTask } from '../reminders/weekly-progress';
import { assignmentRemindersTask } from '../teams/assignment-reminders';
import { startScheduler, type ScheduledTask } from './scheduler';

/** Everything the site sends on its own, in the order each look runs it. */
export const SCHEDULED_TASKS: readonly ScheduledTask[] = [
  assignmentRemindersTask,
  streakReminderTask,
  streakPushTask,
  weeklyProgressTask,
  newCoursesTask,
];

/** Starts the scheduler, unless SCHEDULED_MAILS turned it off on this instance. */
export function registerScheduledMails(app: FastifyInstance): void {
  if (app.config.scheduledMails) startScheduler(app, SCHEDULED_TASKS);
}
