// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_PREFERENCES_STORAGE_KEY,
  DEFAULT_COOKIE_PREFERENCES,
  parseStoredCookiePreferences,
} from '@domain/cookies';
import {
  acceptAllCookies,
  preferencesAllowed,
  readCookiePreferences,
  readSavedCookiePreferences,
  saveCookiePreferences,
} from './cookie-consent';

const stored = () => window.localStorage.getItem(COOKIE_PREFERENCES_STORAGE_KEY);
const NOW = new Date('2026-11-12T09:30:00.000Z');

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('defaults (SPEC §4)', () => {
  it('are essential on, analytics on, marketing off, preferences on', () => {
    expect(DEFAULT_COOKIE_PREFERENCES).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
      preferences: true,
    });
  });

  it('apply when nothing is stored', () => {
    expect(readCookiePreferences()).toEqual(DEFAULT_COOKIE_PREFERENCES);
    expect(readSavedCookiePreferences()).toBeNull();
    expect(preferencesAllowed()).toBe(true);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a string', '"yes"'],
    ['a missing field', JSON.stringify({ essential: true, analytics: false, marketing: false })],
    [
      'a non-boolean choice',
      JSON.stringify({
        essential: true,
        analytics: 'no',
        marketing: false,
        preferences: false,
        savedAt: NOW.toISOString(),
      }),
    ],
    [
      'no savedAt',
      JSON.stringify({ essential: true, analytics: false, marketing: false, preferences: false }),
    ],
    [
      'a savedAt that is not an ISO time',
      JSON.stringify({
        essential: true,
        analytics: false,
        marketing: false,
        preferences: false,
        savedAt: 'yesterday',
      }),
    ],
  ])('apply when the stored value is invalid: %s', (_label, raw) => {
    window.localStorage.setItem(COOKIE_PREFERENCES_STORAGE_KEY, raw);
    expect(readCookiePreferences()).toEqual(DEFAULT_COOKIE_PREFERENCES);
    expect(preferencesAllowed()).toBe(true);
  });

  it('the returned defaults are a copy the caller may change', () => {
    const preferences = readCookiePreferences();
    preferences.marketing = true;
    expect(readCookiePreferences().marketing).toBe(false);
  });
});

describe('saveCookiePreferences', () => {
  it('stores the four choices and an ISO savedAt under "cookie-preferences"', () => {
    const record = saveCookiePreferences(
      { essential: true, analytics: false, marketing: true, preferences: true },
      NOW,
    );
    expect(record).toEqual({
      essential: true,
      analytics: false,
      marketing: true,
      preferences: true,
      savedAt: '2026-11-12T09:30:00.000Z',
    });
    expect(JSON.parse(stored() ?? 'null')).toEqual(record);
    expect(readCookiePreferences()).toEqual({
      essential: true,
      analytics: false,
      marketing: true,
      preferences: true,
    });
    expect(readSavedCookiePreferences()?.savedAt).toBe('2026-11-12T09:30:00.000Z');
  });

  it('always forces essential on', () => {
    const record = saveCookiePreferences({
      essential: false,
      analytics: false,
      marketing: false,
      preferences: true,
    });
    expect(record?.essential).toBe(true);
    expect(JSON.parse(stored() ?? 'null')).toMatchObject({ essential: true });
  });

  it('reads essential as on even when a stored value says otherwise', () => {
    window.localStorage.setItem(
      COOKIE_PREFERENCES_STORAGE_KEY,
      JSON.stringify({
        essential: false,
        analytics: false,
        marketing: false,
        preferences: true,
        savedAt: NOW.toISOString(),
      }),
    );
    expect(readCookiePreferences().essential).toBe(true);
  });

  it('with preferences off, removes the stored theme and display preferences', () => {
    window.localStorage.setItem('theme', 'dark');
    window.localStorage.setItem(
      'codenest-preferences',
      JSON.stringify({ compactMode: true, animationsEnabled: false }),
    );
    window.localStorage.setItem('unrelated', 'kept');

    saveCookiePreferences({ ...DEFAULT_COOKIE_PREFERENCES, preferences: false });

    expect(window.localStorage.getItem('theme')).toBeNull();
    expect(window.localStorage.getItem('codenest-preferences')).toBeNull();
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
    expect(preferencesAllowed()).toBe(false);
  });

  it('with preferences on, leaves the stored theme and display preferences alone', () => {
    window.localStorage.setItem('theme', 'dark');
    window.localStorage.setItem('codenest-preferences', '{"compactMode":true}');
    saveCookiePreferences(DEFAULT_COOKIE_PREFERENCES);
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(window.localStorage.getItem('codenest-preferences')).toBe('{"compactMode":true}');
    expect(preferencesAllowed()).toBe(true);
  });

  it('returns null when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveCookiePreferences(DEFAULT_COOKIE_PREFERENCES)).toBeNull();
    expect(readSavedCookiePreferences()).toBeNull();
  });
});

describe('acceptAllCookies', () => {
  it('turns every category on and stores it', () => {
    saveCookiePreferences({ ...DEFAULT_COOKIE_PREFERENCES, preferences: false }, NOW);
    const record = acceptAllCookies(NOW);
    expect(record).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
      preferences: true,
      savedAt: NOW.toISOString(),
    });
    expect(readCookiePreferences()).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
      preferences: true,
    });
    expect(preferencesAllowed()).toBe(true);
  });
});

describe('parseStoredCookiePreferences', () => {
  const valid = {
    essential: true,
    analytics: false,
    marketing: true,
    preferences: false,
    savedAt: '2026-11-22T10:00:00.000Z',
  };

  it('reads back a stored choice, essential always on', () => {
    expect(parseStoredCookiePreferences(valid)).toEqual(valid);
    expect(parseStoredCookiePreferences({ ...valid, essential: false })?.essential).toBe(true);
  });

  it('refuses anything that is not a stored choice', () => {
    expect(parseStoredCookiePreferences(null)).toBeNull();
    expect(parseStoredCookiePreferences('yes')).toBeNull();
    expect(parseStoredCookiePreferences({ ...valid, analytics: 'true' })).toBeNull();
    const withoutMarketing: Record<string, unknown> = { ...valid };
    delete withoutMarketing.marketing;
    expect(parseStoredCookiePreferences(withoutMarketing)).toBeNull();
    expect(parseStoredCookiePreferences({ ...valid, savedAt: 'yesterday' })).toBeNull();
    expect(
      parseStoredCookiePreferences({ ...valid, savedAt: '2026-11-22T10:00:00+01:00' }),
    ).toBeNull();
  });
});
