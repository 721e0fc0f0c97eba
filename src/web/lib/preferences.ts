import type { PreferenceSettings } from '@domain/account';
import { preferencesAllowed } from './cookie-consent';

/*
 * The preferences that change the whole app (compact mode, animations). Kept in local
 * storage as well, so the next visit looks right before the settings arrive from the server.
 */

const STORAGE_KEY = 'codenest-preferences';

export type DisplayPreferences = Pick<PreferenceSettings, 'compactMode' | 'animationsEnabled'>;

export function applyDisplayPreferences(
  preferences: DisplayPreferences | null,
  root: HTMLElement = document.documentElement,
): void {
  root.classList.toggle('compact', preferences?.compactMode === true);
  root.classList.toggle('no-animations', preferences?.animationsEnabled === false);
}

/** Kept only while the visitor allows preference storage (the Cookies page). */
export function rememberDisplayPreferences(preferences: DisplayPreferences | null): void {
  try {
    if (preferences && preferencesAllowed()) {
      window.localStorage.setItem(
        STORAGE_KEY,
        JSON.stringify({
          compactMode: preferences.compactMode,
          animationsEnabled: preferences.animationsEnabled,
        }),
      );
    } else {
      window.localStorage.removeItem(STORAGE_KEY);
    }
  } catch {
    // storage unavailable (private mode): the settings still apply for this visit
  }
}

/** At start: what the last visit applied. */
export function applyRememberedDisplayPreferences(): void {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return;
    const value = JSON.parse(raw) as Partial<DisplayPreferences>;
    applyDisplayPreferences({
      compactMode: value.compactMode === true,
      animationsEnabled: value.animationsEnabled !== false,
    });
  } catch {
    // a broken entry is ignored
  }
}
