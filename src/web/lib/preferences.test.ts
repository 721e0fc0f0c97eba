// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COOKIE_PREFERENCES } from '@domain/cookies';
import { saveCookiePreferences } from './cookie-consent';
import {
  applyDisplayPreferences,
  applyRememberedDisplayPreferences,
  rememberDisplayPreferences,
} from './preferences';

describe('display preferences', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.className = '';
  });

  it('switches compact mode and animations on the root element', () => {
    applyDisplayPreferences({ compactMode: true, animationsEnabled: false });
    expect(document.documentElement.classList.contains('compact')).toBe(true);
    expect(document.documentElement.classList.contains('no-animations')).toBe(true);
    applyDisplayPreferences(null);
    expect(document.documentElement.className).toBe('');
  });

  it('remembers them for the next visit', () => {
    rememberDisplayPreferences({ compactMode: true, animationsEnabled: true });
    applyRememberedDisplayPreferences();
    expect(document.documentElement.classList.contains('compact')).toBe(true);
  });

  it('keeps nothing while the visitor refuses preference storage', () => {
    saveCookiePreferences({ ...DEFAULT_COOKIE_PREFERENCES, preferences: false });
    rememberDisplayPreferences({ compactMode: true, animationsEnabled: true });
    expect(window.localStorage.getItem('codenest-preferences')).toBeNull();
  });
});
