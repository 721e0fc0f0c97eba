/** The cookie categories of SPEC §3, in the order the cookie page lists them. */
export const COOKIE_CATEGORIES = ['essential', 'analytics', 'marketing', 'preferences'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

/** A visitor's consent per category (SPEC §3). Essential storage is always on. */
export interface CookiePreferences {
  essential: boolean;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

/** The starting toggles of SPEC §4: essential on, analytics on, marketing off, preferences on. */
export const DEFAULT_COOKIE_PREFERENCES: Readonly<CookiePreferences> = Object.freeze({
  essential: true,
  analytics: true,
  marketing: false,
  preferences: true,
});

export const ALL_COOKIES_ACCEPTED: Readonly<CookiePreferences> = Object.freeze({
  essential: true,
  analytics: true,
  marketing: true,
  preferences: true,
});

/** Where the browser keeps the choice. */
export const COOKIE_PREFERENCES_STORAGE_KEY = 'cookie-preferences';

/** What is stored: the four choices and when they were made (an ISO time in UTC). */
export interface StoredCookiePreferences extends CookiePreferences {
  savedAt: string;
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * A stored choice read back (essential always on), or null when the value is not one. Checked
 * by hand rather than with a schema: every page's shell reads it, and the schema library stays
 * out of the first load.
 */
export function parseStoredCookiePreferences(value: unknown): StoredCookiePreferences | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const { analytics, marketing, preferences, savedAt } = stored;
  if (typeof stored.essential !== 'boolean') return null;
  if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null;
  if (typeof preferences !== 'boolean') return null;
  if (typeof savedAt !== 'string' || !ISO_UTC.test(savedAt)) return null;
  return { essential: true, analytics, marketing, preferences, savedAt };
}

/** Essential storage keeps the site working, so no choice can turn it off. */
export function withEssential(preferences: CookiePreferences): CookiePreferences {
  return {
    essential: true,
    analytics: preferences.analytics,
    marketing: preferences.marketing,
    preferences: preferences.preferences,
  };
}
