import type { FastifyInstance } from 'fastify';
import { localDay } from '@domain/challenge-rules';
import { weeklyMailDue, type LocalWeek } from '@domain/scheduled-mails';
import { settingMailLinks } from '../account/mail-unsubscribe';
import { figuresBetween } from '../account/learner-figures';
import { accountSummary, learnerRecordsOf } from '../account/summary';
import { weeklyProgressMail } from '../mail/reminder-templates';
import type { ScheduledTask } from '../scheduler/scheduler';
import { claimedAmong, sendOnce } from '../scheduler/sent-log';
import { nextLessonOf } from './next-lesson';
import { recipientsWanting, type Recipient } from './recipients';

/**
 * The weekly progress mail (the "Weekly Progress" setting): on Monday from the start of the
 * learner's day in their zone, the week before's lessons, exercises, challenges and time, their
 * streak and the next lesson. Not for a week that ended before the account was made.
 */
export async function sendWeeklyProgress(app: FastifyInstance, now: Date): Promise<number> {
  const { db } = app.database;
  const due = (await recipientsWanting(db, 'weeklyProgress'))
    .map((recipient) => ({ recipient, week: weeklyMailDue(now, recipient.timeZone) }))
    .filter((entry): entry is { recipient: Recipient; week: LocalWeek } => {
      if (!entry.week) return false;
      const madeOn = localDay(new Date(entry.recipient.createdAt), entry.recipient.timeZone).day;
      return madeOn <= entry.week.last;
    });
  const claimed = await claimedAmong(
    db,
    'weekly-progress',
    due.map((entry) => entry.week.first),
  );
  let sent = 0;
  for (const { recipient, week } of due) {
    if (claimed(recipient.userId, week.first)) continue;
    const message = {
      kind: 'weekly-progress',
      userId: recipient.userId,
      period: week.first,
    } as const;
    const outcome = await sendOnce(app, message, now, async () => {
      const records = await learnerRecordsOf(db, recipient.userId);
      const summary = await accountSummary(db, recipient.userId, recipient.createdAt, now, records);
      await app.mailer.send(
        weeklyProgressMail({
          to: recipient.email,
          firstName: recipient.firstName,
          week,
          figures: {
            ...figuresBetween(records, week.first, week.last),
            streak: summary.studyStreakDays,
          },
          next: nextLessonOf(summary, app.config.publicUrl),
          startLink: `${app.config.publicUrl}/learn/c`,
          links: settingMailLinks(app, recipient.userId, 'weeklyProgress'),
        }),
      );
    });
    if (outcome === 'sent') sent += 1;
  }
  return sent;
}

export const weeklyProgressTask: ScheduledTask = {
  name: 'weekly progress mails',
  run: sendWeeklyProgress,
};
