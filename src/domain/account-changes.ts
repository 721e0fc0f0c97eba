import type { StoredSettings } from './account';

/*
 * Saving only what changed: a form keeps what it loaded, and its save sends the fields that
 * differ from that. A field another browser changed meanwhile, and this one did not, is left
 * as the other browser saved it (no lost update). Plain functions: the web app's account hooks
 * import them without zod.
 */

/** The fields of `edited` that differ from `loaded`. */
export function changedFields<T extends object>(loaded: T, edited: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(edited) as (keyof T)[]) {
    if (edited[key] !== loaded[key]) changes[key] = edited[key];
  }
  return changes;
}

/**
 * The settings to store: the server's `current` ones with the fields the form changed from
 * what it `loaded` set to the form's values; null when the form changed none.
 */
export function settingsWithChanges(
  current: StoredSettings,
  loaded: StoredSettings,
  edited: StoredSettings,
): StoredSettings | null {
  const notifications = changedFields(loaded.notifications, edited.notifications);
  const preferences = changedFields(loaded.preferences, edited.preferences);
  const coding = changedFields(loaded.coding, edited.coding);
  const changed = [notifications, preferences, coding].some(
    (group) => Object.keys(group).length > 0,
  );
  if (!changed) return null;
  return {
    notifications: { ...current.notifications, ...notifications },
    preferences: { ...current.preferences, ...preferences },
    coding: { ...current.coding, ...coding },
  };
}
