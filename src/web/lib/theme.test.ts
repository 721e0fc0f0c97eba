// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
