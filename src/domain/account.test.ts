import { describe, expect, it } from 'vitest';
import { profileSchema, settingsFromStored, settingsUpdateSchema } from './account';
import { changedFields, settingsWithChanges } from './account-changes';
import { DEFAULT_SETTINGS } from './settings-defaults';
import { firstName, profileFromMetadata } from './profile';

describe('account rules', () => {
  it('greets by the first name rule of SPEC §2', () => {
    expect(firstName({ user_metadata: { name: 'Ada Lovelace' }, email: 'x@y.z' })).toBe('Ada');
    expect(firstName({ user_metadata: {}, app_metadata: { name: 'Grace Hopper' } })).toBe('Grace');
    expect(firstName({ user_metadata: { name: '  ' }, email: 'linus@example.com' })).toBe('linus');
    expect(firstName({})).toBe('Developer');
  });

  it('has the SPEC §9 defaults', () => {
    expect(DEFAULT_SETTINGS.preferences).toEqual({
      theme: 'system',
      language: 'en',
      timezone: 'Pacific',
      dateFormat: 'MM/DD/YYYY',
      autoSave: true,
      compactMode: false,
      showHints: true,
      enableSounds: false,
      animationsEnabled: true,
    });
    expect(DEFAULT_SETTINGS.coding).toMatchObject({
      codeTheme: 'dark',
      fontSize: 'medium',
      tabSize: 4,
      codeFormatting: 'auto',
      indentationType: 'spaces',
    });
    expect(DEFAULT_SETTINGS.notifications).toEqual({
      emailNotifications: true,
      pushNotifications: false,
      weeklyProgress: true,
      newCourses: true,
      communityUpdates: false,
    });
  });

  it('reads an empty stored record as exactly the defaults', () => {
    expect(settingsFromStored({})).toEqual(DEFAULT_SETTINGS);
    expect(settingsFromStored(null)).toEqual(DEFAULT_SETTINGS);
  });

  it('reads broken stored settings part by part, falling back to defaults', () => {
    const read = settingsFromStored({
      preferences: { theme: 'neon' },
      coding: { ...DEFAULT_SETTINGS.coding, tabSize: 8 },
    });
    expect(read.preferences).toEqual(DEFAULT_SETTINGS.preferences);
    expect(read.coding.tabSize).toBe(8);
  });

  it('accepts only the allowed options when saving', () => {
    expect(settingsUpdateSchema.safeParse(DEFAULT_SETTINGS).success).toBe(true);
    for (const tabSize of [2, 4, 8]) {
      const body = { ...DEFAULT_SETTINGS, coding: { ...DEFAULT_SETTINGS.coding, tabSize } };
      expect(settingsUpdateSchema.safeParse(body).success).toBe(true);
    }
    const bad = { ...DEFAULT_SETTINGS, coding: { ...DEFAULT_SETTINGS.coding, tabSize: 3 } };
    expect(settingsUpdateSchema.safeParse(bad).success).toBe(false);
    const typo = { ...DEFAULT_SETTINGS, extra: true };
    expect(settingsUpdateSchema.safeParse(typo).success).toBe(false);
  });

  it('checks the profile: website is a URL or empty, bio has a limit', () => {
    const profile = profileFromMetadata({ name: 'Ada' });
    expect(profile).toEqual({ name: 'Ada', bio: '', location: '', website: '' });
    expect(profileSchema.safeParse({ ...profile, website: 'https://ada.dev' }).success).toBe(true);
    const badSite = profileSchema.safeParse({ ...profile, website: 'ada.dev' });
    expect(badSite.error?.issues[0]?.message).toBe(
      'Enter a website starting with http:// or https://, or leave it empty.',
    );
    expect(profileSchema.safeParse({ ...profile, bio: 'x'.repeat(501) }).success).toBe(false);
  });

  it('saves only what the form changed, over what another browser saved meanwhile', () => {
    const loaded = { name: 'Ada', bio: 'Old bio', location: '', website: '' };
    expect(changedFields(loaded, { ...loaded, location: 'London' })).toEqual({
      location: 'London',
    });
    expect(changedFields(loaded, loaded)).toEqual({});

    const elsewhere = settingsFromStored({ preferences: { theme: 'dark' } });
    const before = settingsFromStored({});
    expect(settingsWithChanges(elsewhere, before, before)).toBeNull();
    const edited = { ...before, coding: { ...before.coding, tabSize: 8 as const } };
    expect(settingsWithChanges(elsewhere, before, edited)).toEqual({
      ...elsewhere,
      coding: { ...elsewhere.coding, tabSize: 8 },
    });
  });
});
