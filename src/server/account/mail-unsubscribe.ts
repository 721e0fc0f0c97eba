import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { notificationSettingsSchema, type NotificationSettings } from '@domain/account';
import { DEFAULT_SETTINGS } from '@domain/settings-defaults';
import type { SettingMailLinks } from '../mail/setting-mail';
import { storedNotificationSettings } from './stored-settings';
import { nowIso } from '../auth/users';
import type { Database } from '../db/schema';

/*
 * One-click unsubscribe links of the mails a learner's notification settings govern: each token
 * turns off ONE setting of ONE account. A token is `userId.setting.mac`, the mac an HMAC-SHA256
 * of `userId.setting` under a key derived from the server's secret, so only this server makes
 * them, and one account's link changes nothing of another's. Tokens never expire: the link in
 * an old mail still stops the mails.
 */

export type NotificationSettingKey = keyof NotificationSettings;

const notificationSettingKeys = Object.keys(
  notificationSettingsSchema.shape,
) as NotificationSettingKey[];

/** What each setting sends, as the unsubscribe page names it. */
export const notificationSettingLabels: Record<NotificationSettingKey, string> = {
  emailNotifications:
    "e-mail reminders: your study streak's evening reminder and your teams' assignments",
  pushNotifications: 'push notifications',
  weeklyProgress: 'the weekly progress e-mail',
  newCourses: 'e-mails about new courses',
  communityUpdates:
    'community e-mails: replies to your questions, mentions of you and your accepted answers',
};

/** What a mail's "Turn off …" link names. */
const turnOffLabels: Record<NotificationSettingKey, string> = {
  emailNotifications: 'e-mail reminders',
  pushNotifications: 'push notifications',
  weeklyProgress: 'the weekly progress e-mail',
  newCourses: 'e-mails about new courses',
  communityUpdates: 'community e-mails',
};

export const UNSUBSCRIBE_PATH = '/functions/v1/unsubscribe';

/** The key of the tokens, derived (HKDF) from the server's secret. */
const unsubscribeKey = (app: FastifyInstance): Buffer => app.keys.unsubscribeKey;

const macOf = (key: Buffer, userId: string, setting: string) =>
  crypto.createHmac('sha256', key).update(`${userId}.${setting}`).digest();

export function unsubscribeToken(
  app: FastifyInstance,
  userId: string,
  setting: NotificationSettingKey,
): string {
  return `${userId}.${setting}.${macOf(unsubscribeKey(app), userId, setting).toString('base64url')}`;
}

/** The mailed one-click link, on PUBLIC_URL. */
export function unsubscribeLink(
  app: FastifyInstance,
  userId: string,
  setting: NotificationSettingKey,
): string {
  return `${app.config.publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(app, userId, setting))}`;
}

/** The settings link and the one-click unsubscribe of a mail that `setting` governs. */
export function settingMailLinks(
  app: FastifyInstance,
  userId: string,
  setting: NotificationSettingKey,
): SettingMailLinks {
  return {
    settingsLink: `${app.config.publicUrl}/settings?tab=notifications`,
    unsubscribeLink: unsubscribeLink(app, userId, setting),
    unsubscribeLabel: turnOffLabels[setting],
  };
}

const isSettingKey = (value: string): value is NotificationSettingKey =>
  (notificationSettingKeys as string[]).includes(value);

/** The account and setting a token stands for, or null when this server did not make it. */
export function verifyUnsubscribeToken(
  app: FastifyInstance,
  token: string,
): { userId: string; setting: NotificationSettingKey } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId, setting, mac] = parts as [string, string, string];
  if (userId === '' || !isSettingKey(setting) || !/^[A-Za-z0-9_-]+$/.test(mac)) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = macOf(unsubscribeKey(app), userId, setting);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { userId, setting };
}

async function notificationSettingsOf(
  db: Kysely<Database>,
  userId: string,
): Promise<NotificationSettings> {
  const row = await db
    .selectFrom('user_settings')
    .select('notifications')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return storedNotificationSettings(row?.notifications);
}

/** Turns the one setting off and leaves every other as it was. */
export async function turnOffNotificationSetting(
  db: Kysely<Database>,
  userId: string,
  setting: NotificationSettingKey,
): Promise<void> {
  const notifications = JSON.stringify({
    ...(await notificationSettingsOf(db, userId)),
    [setting]: false,
  });
  const updatedAt = nowIso();
  await db
    .insertInto('user_settings')
    .values({
      user_id: userId,
      notifications,
      preferences: JSON.stringify(DEFAULT_SETTINGS.preferences),
      coding: JSON.stringify(DEFAULT_SETTINGS.coding),
      updated_at: updatedAt,
    })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ notifications, updated_at: updatedAt }),
    )
    .execute();
}
