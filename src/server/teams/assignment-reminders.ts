import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isReminderDue, REMINDER_LEAD_MS } from '@domain/team-assignments';
import { settingMailLinks } from '../account/mail-unsubscribe';
import { storedNotificationSettings } from '../account/stored-settings';
import { timeZoneOfStoredPreferences } from '../account/time-zone';
import type { Database } from '../db/schema';
import { assignmentReminderMail } from '../mail/assignment-templates';
import type { ScheduledTask } from '../scheduler/scheduler';
import { completionsOf } from './assignment-completions';
import { assignmentTargetOf } from './assignment-targets';
import type { AssignmentRow } from './assignments';
import { displayNameOf } from './invites';

type Db = Kysely<Database>;

/**
 * Takes the reminder of one assignment for this process: of two replicas (or a check before and
 * after a restart), only the one whose update finds reminder_sent_at still empty sends it.
 */
async function claimReminder(db: Db, assignmentId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('team_assignments')
    .set({ reminder_sent_at: now.toISOString() })
    .where('id', '=', assignmentId)
    .where('reminder_sent_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** The members who have not finished the assignment and take e-mail notifications, with their zone. */
async function recipientsOf(db: Db, assignment: AssignmentRow) {
  const rows = await db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .leftJoin('user_settings', 'user_settings.user_id', 'users.id')
    .selectAll('users')
    .select(['user_settings.notifications', 'user_settings.preferences'])
    .where('team_members.team_id', '=', assignment.team_id)
    .where('team_members.role', '=', 'member')
    .execute();
  const completedAt = await completionsOf(
    db,
    rows.map((row) => row.id),
    [assignment],
  );
  return rows
    .filter((row) => completedAt(assignment, row.id) === null)
    .filter((row) => storedNotificationSettings(row.notifications).emailNotifications)
    .map(({ notifications: _notifications, preferences, ...user }) => ({
      userId: user.id,
      email: user.email,
      name: displayNameOf(user),
      timeZone: timeZoneOfStoredPreferences(preferences ?? undefined),
    }));
}

/** Mails one claimed assignment's reminder; a mail that fails is logged, the others still go. */
async function remind(
  app: FastifyInstance,
  assignment: AssignmentRow & { team_name: string },
): Promise<number> {
  const target = assignmentTargetOf(assignment.kind, assignment.target_id);
  // A challenge opens from the dashboard, which starts it; a lesson opens at its own address.
  const path = target && assignment.kind !== 'challenge' ? target.link : '/dashboard';
  let sent = 0;
  for (const recipient of await recipientsOf(app.database.db, assignment)) {
    try {
      await app.mailer.send(
        assignmentReminderMail({
          to: recipient.email,
          name: recipient.name,
          teamName: assignment.team_name,
          kind: assignment.kind,
          title: target?.title ?? assignment.target_id,
          dueAt: assignment.due_at,
          timeZone: recipient.timeZone,
          link: `${app.config.publicUrl}${path}`,
          links: settingMailLinks(app, recipient.userId, 'emailNotifications'),
        }),
      );
      sent += 1;
    } catch (error) {
      app.log.error(
        { err: error, assignmentId: assignment.id },
        'an assignment reminder could not be sent',
      );
    }
  }
  return sent;
}

/**
 * Sends the reminders due at `now` (see isReminderDue): each assignment's once, to the members
 * who have not finished it. Answers the number of mails sent.
 */
export async function sendAssignmentReminders(app: FastifyInstance, now: Date): Promise<number> {
  const { db } = app.database;
  const candidates = await db
    .selectFrom('team_assignments')
    .innerJoin('teams', 'teams.id', 'team_assignments.team_id')
    .selectAll('team_assignments')
    .select('teams.name as team_name')
    .where('team_assignments.reminder_sent_at', 'is', null)
    .where('team_assignments.due_at', '>', now.toISOString())
    .where(
      'team_assignments.due_at',
      '<=',
      new Date(now.getTime() + REMINDER_LEAD_MS).toISOString(),
    )
    .execute();
  let sent = 0;
  for (const assignment of candidates) {
    const due = isReminderDue(
      {
        dueAt: assignment.due_at,
        createdAt: assignment.created_at,
        reminderSentAt: assignment.reminder_sent_at,
      },
      now,
    );
    if (!due || !(await claimReminder(db, assignment.id, now))) continue;
    sent += await remind(app, assignment);
  }
  return sent;
}

export const assignmentRemindersTask: ScheduledTask = {
  name: 'assignment reminder mails',
  run: sendAssignmentReminders,
};
