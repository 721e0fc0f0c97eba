import type { NotificationList } from '@domain/community';
import { communityCall } from './community';
import { msg, t } from '../i18n/translate';

/** The signed-in learner's community notifications: replies, mentions, accepted answers. */

export const notificationKeys = {
  list: (userId: string) => ['notifications', userId] as const,
};

/** How often the bell asks again while the tab is visible. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/** GET /functions/v1/notifications: the newest ones and how many are unread. */
export function fetchNotifications(): Promise<NotificationList> {
  return communityCall<NotificationList>({
    name: 'notifications',
    method: 'GET',
    fallback: msg('Your notifications could not be loaded. Please try again.'),
  });
}

/** POST /functions/v1/notifications-read: these, or every one when `ids` is left out. */
export function markNotificationsRead(ids?: string[]): Promise<{ unread: number }> {
  return communityCall<{ unread: number }>({
    name: 'notifications-read',
    method: 'POST',
    body: ids ? { ids } : {},
    fallback: msg('Your notifications could not be marked as read. Please try again.'),
  });
}

/** The bell button's name: what it is and how many wait, in the interface's language. */
export function notificationsLabel(unread: number): string {
  return unread > 0 ? t('Notifications, {{count}} unread', { count: unread }) : t('Notifications');
}
