import { THEME_STORAGE_KEY, type Theme } from '@domain/constants';
import { preferencesAllowed } from './cookie-consent';

/** The theme rule of SPEC §1: the saved choice, else the system preference. */
export function readSavedTheme(
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): Theme | null {
  try {
    const saved = storage.getItem(THEME_STORAGE_KEY);
    return saved === 'dark' || saved === 'light' ? saved : null;
  } catch {
    return null;
  }
}

export function systemTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function initialTheme(): Theme {
  return readSavedTheme() ?? systemTheme();
}

/** Switches the `dark` marker on the root element. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

/**
 * Remembers the choice for the next visit, unless the visitor turned preference storage off
 * on the cookie page: then nothing is kept and the theme lasts for this page only.
 */
export function saveTheme(theme: Theme): void {
  if (!preferencesAllowed()) {
    clearSavedTheme();
    return;
  }
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode); the theme still applies for this visit.
  }
}

export const flipTheme = (theme: Theme): Theme => (theme === 'dark' ? 'light' : 'dark');

export function clearSavedTheme(): void {
  try {
    window.localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing was saved either
  }
}
