import type { FastifyInstance } from 'fastify';
import type { PushMessage } from '@domain/push';
import { sendPush } from '../push/send-push';
import { pushSubscriptionsOf } from '../push/subscriptions';
import type { ScheduledTask } from '../scheduler/scheduler';
import { sendOnce } from '../scheduler/sent-log';
import { streaksAtRisk, type StreakAtRisk } from './streak-reminder';

/** The streak reminder as a notification: short, and opening where the mail's button leads. */
export function streakPushMessage(
  atRisk: Pick<StreakAtRisk, 'streak' | 'next'>,
  publicUrl: string,
): PushMessage {
  const path = atRisk.next ? atRisk.next.link.slice(publicUrl.length) : '/daily-challenge';
  return {
    title: `Keep your ${atRisk.streak}-day streak going`,
    body: "Complete a lesson, pass an exercise or solve today's challenge before midnight.",
    url: path,
    tag: 'streak-reminder',
  };
}

/**
 * The evening streak reminder by Web Push, to every device of learners whose "Push
 * Notifications" setting is on; once a day, whichever replica looks. A learner none of whose
 * devices took it is tried again at the next look.
 */
export async function sendStreakPushes(app: FastifyInstance, now: Date): Promise<number> {
  const { db } = app.database;
  let sent = 0;
  for (const atRisk of await streaksAtRisk(app, 'pushNotifications', 'streak-push', now)) {
    const devices = await pushSubscriptionsOf(db, atRisk.recipient.userId);
    if (devices.length === 0) continue;
    const message = streakPushMessage(atRisk, app.config.publicUrl);
    const claim = {
      kind: 'streak-push',
      userId: atRisk.recipient.userId,
      period: atRisk.day,
    } as const;
    const outcome = await sendOnce(app, claim, now, async () => {
      const results = await Promise.allSettled(
        devices.map((device) => sendPush(app, device, message)),
      );
      const failures = results.filter((result) => result.status === 'rejected');
      if (failures.length === devices.length) throw failures[0]!.reason;
    });
    if (outcome === 'sent') sent += 1;
  }
  return sent;
}

export const streakPushTask: ScheduledTask = {
  name: 'streak reminder pushes',
  run: sendStreakPushes,
};
