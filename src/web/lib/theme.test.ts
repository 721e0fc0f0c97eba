// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COOKIE_PREFERENCES } from '@domain/cookies';
import { acceptAllCookies, saveCookiePreferences } from './cookie-consent';
import { applyTheme, flipTheme, initialTheme, readSavedTheme, saveTheme } from './theme';

function preferDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('theme rule (SPEC §1)', () => {
  it('uses the system preference when nothing is saved', () => {
    preferDark(true);
    expect(initialTheme()).toBe('dark');
    preferDark(false);
    expect(initialTheme()).toBe('light');
  });

  it('lets a saved choice win over the system preference', () => {
    preferDark(true);
    saveTheme('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(initialTheme()).toBe('light');
  });

  it('ignores a saved value that is neither dark nor light', () => {
    window.localStorage.setItem('theme', 'purple');
    expect(readSavedTheme()).toBeNull();
  });

  it('switches the dark marker on the root element', () => {
    applyTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    applyTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('flips between the two themes', () => {
    expect(flipTheme('dark')).toBe('light');
    expect(flipTheme('light')).toBe('dark');
  });
});

describe('the preferences choice of the cookie page', () => {
  it('saves the theme when nothing has been chosen (preferences on by default)', () => {
    saveTheme('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('saves the theme when preferences were saved as allowed', () => {
    saveCookiePreferences(DEFAULT_COOKIE_PREFERENCES);
    saveTheme('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('does not write the theme when preferences are off', () => {
    preferDark(false);
    saveCookiePreferences({ ...DEFAULT_COOKIE_PREFERENCES, preferences: false });
    saveTheme('dark');
    expect(window.localStorage.getItem('theme')).toBeNull();
    expect(readSavedTheme()).toBeNull();
    // The next visit falls back to the system preference.
    expect(initialTheme()).toBe('light');
  });

  it('clears a theme that was stored before preferences were turned off', () => {
    window.localStorage.setItem('theme', 'light');
    window.localStorage.setItem(
      'cookie-preferences',
      JSON.stringify({
        essential: true,
        analytics: true,
        marketing: false,
        preferences: false,
        savedAt: '2026-11-12T09:30:00.000Z',
      }),
    );
    saveTheme('dark');
    expect(window.localStorage.getItem('theme')).toBeNull();
  });

  it('still switches the page theme when preferences are off', () => {
    saveCookiePreferences({ ...DEFAULT_COOKIE_PREFERENCES, preferences: false });
    const next = flipTheme('light');
    saveTheme(next);
    applyTheme(next);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(window.localStorage.getItem('theme')).toBeNull();
  });

  it('saves again once preferences are allowed', () => {
    saveCookiePreferences({ ...DEFAULT_COOKIE_PREFERENCES, preferences: false });
    saveTheme('dark');
    expect(window.localStorage.getItem('theme')).toBeNull();
    acceptAllCookies();
    saveTheme('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });
});
