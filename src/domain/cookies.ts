import { z } from 'zod';

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

export const cookiePreferencesSchema = z.object({
  essential: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  preferences: z.boolean(),
});

/** What is stored: the four choices and when they were made. */
export const storedCookiePreferencesSchema = cookiePreferencesSchema.extend({
  savedAt: z.iso.datetime(),
});
export type StoredCookiePreferences = z.infer<typeof storedCookiePreferencesSchema>;

/** Essential storage keeps the site working, so no choice can turn it off. */
export function withEssential(preferences: CookiePreferences): CookiePreferences {
  return {
    essential: true,
    analytics: preferences.analytics,
    marketing: preferences.marketing,
    preferences: preferences.preferences,
  };
}
