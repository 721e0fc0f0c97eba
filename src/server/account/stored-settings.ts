import {
  settingsFromStored,
  type NotificationSettings,
  type StoredSettings,
} from '@domain/account';

/*
 * Settings as user_settings keeps them: three JSON texts (or no row). Every reader goes through
 * here, so an unset or unreadable value always means its default (src/domain/settings-defaults.ts).
 */

/** One stored JSON text as a value: {} when absent or unreadable. */
function storedJson(text: string | null | undefined): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** Every setting of a stored row (undefined: no row), defaults where unset or unreadable. */
export function storedSettings(
  row: { notifications: string; preferences: string; coding: string } | undefined,
): StoredSettings {
  return settingsFromStored({
    notifications: storedJson(row?.notifications),
    preferences: storedJson(row?.preferences),
    coding: storedJson(row?.coding),
  });
}

/** The notification settings of a stored user_settings.notifications text. */
export function storedNotificationSettings(
  stored: string | null | undefined,
): NotificationSettings {
  return settingsFromStored({ notifications: storedJson(stored) }).notifications;
}

/** The Preferences of a stored user_settings.preferences text. */
export function storedPreferences(
  stored: string | null | undefined,
): StoredSettings['preferences'] {
  return settingsFromStored({ preferences: storedJson(stored) }).preferences;
}
