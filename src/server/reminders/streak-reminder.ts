import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { STREAK_REMINDER_MIN_DAYS, streakReminderDue } from '@domain/scheduled-mails';
import { studyStreak } from '@domain/progress';
import { settingMailLinks } from '../account/mail-unsubscribe';
import { activeDaysOf } from '../account/learner-figures';
import { accountSummary, learnerRecordsOf } from '../account/summary';
import type { Database } from '../db/schema';
import { streakReminderMail, type LessonLink } from '../mail/reminder-templates';
import type { ScheduledTask } from '../scheduler/scheduler';
import { claimedAmong, sendOnce, type ScheduledKind } from '../scheduler/sent-log';
import { nextLessonOf } from './next-lesson';
import { recipientsWanting, type Recipient } from './recipients';

/*
 * The evening streak reminder: in the evening (in the learner's zone) of a day on which a
 * learner with a study streak of 3 days or more has not learned yet. By mail with "Email
 * Notifications" on, by Web Push with "Push Notifications" on (push-reminders.ts).
 */

/** A learner whose streak ends at midnight unless they learn today. */
export interface StreakAtRisk {
  recipient: Recipient;
  /** Their local day: the reminder's period. */
  day: string;
  streak: number;
  next: LessonLink | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The learners of `candidates` who completed something in the last two days (a streak's must). */
async function activeLately(
  db: Kysely<Database>,
  userIds: string[],
  now: Date,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const since = new Date(now.getTime() - 2 * DAY_MS).toISOString();
  const [lessons, exercises, challenges] = await Promise.all([
    db
      .selectFrom('lesson_completions')
      .select('user_id')
      .where('user_id', 'in', userIds)
      .where('completed_at', '>=', since)
      .execute(),
    db
      .selectFrom('exercise_completions')
      .select('user_id')
      .where('user_id', 'in', userIds)
      .where('first_passed_at', '>=', since)
      .execute(),
    db
      .selectFrom('challenge_completions')
      .select('user_id')
      .where('user_id', 'in', userIds)
      .where('completed_at', '>=', since)
      .execute(),
  ]);
  return new Set([...lessons, ...exercises, ...challenges].map((row) => row.user_id));
}

/**
 * Of the learners whose `setting` is on, those whose evening it is, whose `kind` of reminder
 * has not been sent today, and whose streak of 3 days or more ends at midnight.
 */
export async function streaksAtRisk(
  app: FastifyInstance,
  setting: 'emailNotifications' | 'pushNotifications',
  kind: ScheduledKind,
  now: Date,
  only?: readonly string[],
): Promise<StreakAtRisk[]> {
  const { db } = app.database;
  const evening = (await recipientsWanting(db, setting, only)).flatMap((recipient) => {
    const day = streakReminderDue(now, recipient.timeZone);
    return day === null ? [] : [{ recipient, day }];
  });
  const claimed = await claimedAmong(
    db,
    kind,
    evening.map((entry) => entry.day),
  );
  const unclaimed = evening.filter((entry) => !claimed(entry.recipient.userId, entry.day));
  const lately = await activeLately(
    db,
    unclaimed.map((entry) => entry.recipient.userId),
    now,
  );
  const atRisk: StreakAtRisk[] = [];
  for (const { recipient, day } of unclaimed) {
    if (!lately.has(recipient.userId)) continue;
    const records = await learnerRecordsOf(db, recipient.userId);
    const days = activeDaysOf(records);
    if (days.includes(day)) continue;
    const streak = studyStreak(days, day);
    if (streak < STREAK_REMINDER_MIN_DAYS) continue;
    const summary = await accountSummary(db, recipient.userId, recipient.createdAt, now, records);
    atRisk.push({ recipient, day, streak, next: nextLessonOf(summary, app.config.publicUrl) });
  }
  return atRisk;
}

export async function sendStreakReminders(app: FastifyInstance, now: Date): Promise<number> {
  let sent = 0;
  for (const { recipient, day, streak, next } of await streaksAtRisk(
    app,
    'emailNotifications',
    'streak-reminder',
    now,
  )) {
    const message = { kind: 'streak-reminder', userId: recipient.userId, period: day } as const;
    const outcome = await sendOnce(app, message, now, () =>
      app.mailer.send(
        streakReminderMail({
          to: recipient.email,
          firstName: recipient.firstName,
          streak,
          next,
          challengeLink: `${app.config.publicUrl}/daily-challenge`,
          links: settingMailLinks(app, recipient.userId, 'emailNotifications'),
        }),
      ),
    );
    if (outcome === 'sent') sent += 1;
  }
  return sent;
}

export const streakReminderTask: ScheduledTask = {
  name: 'streak reminder mails',
  run: sendStreakReminders,
};
