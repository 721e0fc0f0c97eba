import {
  ALL_COOKIES_ACCEPTED,
  COOKIE_PREFERENCES_STORAGE_KEY,
  DEFAULT_COOKIE_PREFERENCES,
  parseStoredCookiePreferences,
  withEssential,
  type CookiePreferences,
  type StoredCookiePreferences,
} from '@domain/cookies';
import { THEME_STORAGE_KEY } from '@domain/constants';
import { localStorageOrNull } from './local-storage';

/** What the "preferences" category covers in this browser: the theme and the display choices. */
export const PREFERENCE_STORAGE_KEYS = [THEME_STORAGE_KEY, 'codenest-preferences'] as const;

/** The stored choice, or null when the visitor has not saved one (or it is unreadable). */
export function readSavedCookiePreferences(): StoredCookiePreferences | null {
  try {
    const raw = localStorageOrNull()?.getItem(COOKIE_PREFERENCES_STORAGE_KEY);
    if (!raw) return null;
    return parseStoredCookiePreferences(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The visitor's choice, or the SPEC §4 defaults when nothing valid is stored. */
export function readCookiePreferences(): CookiePreferences {
  const saved = readSavedCookiePreferences();
  return saved ? withEssential(saved) : { ...DEFAULT_COOKIE_PREFERENCES };
}

/**
 * Stores the choice (essential always on) with the time it was made. Turning preferences off
 * also forgets the preference items already stored. Returns the stored record, or null when
 * the browser refuses storage.
 */
export function saveCookiePreferences(
  preferences: CookiePreferences,
  now: Date = new Date(),
): StoredCookiePreferences | null {
  const record: StoredCookiePreferences = {
    ...withEssential(preferences),
    savedAt: now.toISOString(),
  };
  const store = localStorageOrNull();
  if (!store) return null;
  try {
    store.setItem(COOKIE_PREFERENCES_STORAGE_KEY, JSON.stringify(record));
    if (!record.preferences) {
      for (const key of PREFERENCE_STORAGE_KEYS) store.removeItem(key);
    }
    return record;
  } catch {
    return null;
  }
}

/** Turns every category on and stores it. */
export function acceptAllCookies(now: Date = new Date()): StoredCookiePreferences | null {
  return saveCookiePreferences(ALL_COOKIES_ACCEPTED, now);
}

/** Whether the app may remember preference items (theme, display choices) in this browser. */
export function preferencesAllowed(): boolean {
  return readCookiePreferences().preferences;
}
