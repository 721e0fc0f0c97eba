import type { Page } from '@playwright/test';
import { cookiePanel } from '@content/cookies';
import { COOKIE_PREFERENCES_STORAGE_KEY } from '@domain/cookies';

/** The cookie panel's "saved" confirmation. */
export const cookiesSavedNote = (page: Page) =>
  page.getByRole('status').filter({ hasText: cookiePanel.saved });

/** The cookie choices the page stored, or null when none are. */
export const storedCookiePreferences = (page: Page) =>
  page.evaluate(
    (key) =>
      JSON.parse(window.localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null,
    COOKIE_PREFERENCES_STORAGE_KEY,
  );
