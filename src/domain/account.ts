import type { Profile } from './profile';
import { DEFAULT_SETTINGS } from './settings-defaults';
import { singleLine } from './single-line';
import { z } from './zod';
import { LANGUAGE_CHOICES } from './languages';

export { LANGUAGE_CHOICES, LANGUAGE_LABELS } from './languages';

/*
 * The account's documents (SPEC §3 "Settings object", §5 settings rules, §9 defaults), shared
 * by the settings page and the server that stores them.
 */

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export const TIMEZONE_CHOICES = ['Pacific', 'Mountain', 'Central', 'Eastern', 'UTC'] as const;
export const DATE_FORMAT_CHOICES = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMAT_CHOICES)[number];
export const CODE_THEME_CHOICES = ['dark', 'light'] as const;
export const FONT_SIZE_CHOICES = ['small', 'medium', 'large', 'extra-large'] as const;
export const TAB_SIZE_CHOICES = [2, 4, 8] as const;
export const CODE_FORMATTING_CHOICES = ['auto', 'manual'] as const;
export const INDENTATION_CHOICES = ['spaces', 'tabs'] as const;

/** SPEC §5: the editor's font size for each choice. */
export const FONT_SIZE_PX: Record<(typeof FONT_SIZE_CHOICES)[number], number> = {
  small: 12,
  medium: 14,
  large: 16,
  'extra-large': 18,
};

export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean().default(DEFAULT_SETTINGS.notifications.emailNotifications),
  pushNotifications: z.boolean().default(DEFAULT_SETTINGS.notifications.pushNotifications),
  weeklyProgress: z.boolean().default(DEFAULT_SETTINGS.notifications.weeklyProgress),
  newCourses: z.boolean().default(DEFAULT_SETTINGS.notifications.newCourses),
  communityUpdates: z.boolean().default(DEFAULT_SETTINGS.notifications.communityUpdates),
});

export const preferenceSettingsSchema = z.object({
  theme: z.enum(THEME_CHOICES).default(DEFAULT_SETTINGS.preferences.theme),
  language: z.enum(LANGUAGE_CHOICES).default(DEFAULT_SETTINGS.preferences.language),
  timezone: z.enum(TIMEZONE_CHOICES).default(DEFAULT_SETTINGS.preferences.timezone),
  dateFormat: z.enum(DATE_FORMAT_CHOICES).default(DEFAULT_SETTINGS.preferences.dateFormat),
  autoSave: z.boolean().default(DEFAULT_SETTINGS.preferences.autoSave),
  compactMode: z.boolean().default(DEFAULT_SETTINGS.preferences.compactMode),
  showHints: z.boolean().default(DEFAULT_SETTINGS.preferences.showHints),
  enableSounds: z.boolean().default(DEFAULT_SETTINGS.preferences.enableSounds),
  animationsEnabled: z.boolean().default(DEFAULT_SETTINGS.preferences.animationsEnabled),
});

export const codingSettingsSchema = z.object({
  codeTheme: z.enum(CODE_THEME_CHOICES).default(DEFAULT_SETTINGS.coding.codeTheme),
  fontSize: z.enum(FONT_SIZE_CHOICES).default(DEFAULT_SETTINGS.coding.fontSize),
  tabSize: z
    .union([z.literal(2), z.literal(4), z.literal(8)])
    .default(DEFAULT_SETTINGS.coding.tabSize),
  wordWrap: z.boolean().default(DEFAULT_SETTINGS.coding.wordWrap),
  lineNumbers: z.boolean().default(DEFAULT_SETTINGS.coding.lineNumbers),
  autoComplete: z.boolean().default(DEFAULT_SETTINGS.coding.autoComplete),
  syntaxHighlighting: z.boolean().default(DEFAULT_SETTINGS.coding.syntaxHighlighting),
  bracketMatching: z.boolean().default(DEFAULT_SETTINGS.coding.bracketMatching),
  codeFormatting: z.enum(CODE_FORMATTING_CHOICES).default(DEFAULT_SETTINGS.coding.codeFormatting),
  indentationType: z.enum(INDENTATION_CHOICES).default(DEFAULT_SETTINGS.coding.indentationType),
});

/** What the server keeps in the settings record (the profile lives in user_metadata). */
export const storedSettingsSchema = z.object({
  notifications: notificationSettingsSchema.prefault({}),
  preferences: preferenceSettingsSchema.prefault({}),
  coding: codingSettingsSchema.prefault({}),
});

export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type PreferenceSettings = z.infer<typeof preferenceSettingsSchema>;
export type CodingSettings = z.infer<typeof codingSettingsSchema>;
export type StoredSettings = z.infer<typeof storedSettingsSchema>;

/** Reads a stored document leniently: unknown or broken values fall back to their defaults. */
export function settingsFromStored(raw: unknown): StoredSettings {
  const parsed = storedSettingsSchema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const value = (raw ?? {}) as Record<string, unknown>;
  const part = <T>(schema: z.ZodType<T>, input: unknown, fallback: T): T => {
    const result = schema.safeParse(input ?? {});
    return result.success ? result.data : fallback;
  };
  return {
    notifications: part(
      notificationSettingsSchema,
      value.notifications,
      DEFAULT_SETTINGS.notifications,
    ),
    preferences: part(preferenceSettingsSchema, value.preferences, DEFAULT_SETTINGS.preferences),
    coding: part(codingSettingsSchema, value.coding, DEFAULT_SETTINGS.coding),
  };
}

/** The answer of POST /functions/v1/delete-account. */
export const accountDeletedSchema = z.object({ deleted: z.literal(true) });
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;

/** The body of a settings save: every part required, strict so typos are reported. */
export const settingsUpdateSchema = z.strictObject({
  notifications: notificationSettingsSchema.strict(),
  preferences: preferenceSettingsSchema.strict(),
  coding: codingSettingsSchema.strict(),
});

export const PROFILE_LIMITS = { name: 100, bio: 500, location: 100, website: 200 } as const;

/** The profile part of user_metadata (SPEC §3 User). */
export const profileSchema = z.object({
  name: singleLine('your name')
    .trim()
    .max(PROFILE_LIMITS.name, `Keep your name under ${PROFILE_LIMITS.name} characters.`),
  bio: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.bio, `Keep your bio under ${PROFILE_LIMITS.bio} characters.`),
  location: singleLine('your location')
    .trim()
    .max(
      PROFILE_LIMITS.location,
      `Keep your location under ${PROFILE_LIMITS.location} characters.`,
    ),
  website: singleLine('your website')
    .trim()
    .max(PROFILE_LIMITS.website, `Keep your website under ${PROFILE_LIMITS.website} characters.`)
    .refine((value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), {
      message: 'Enter a website starting with http:// or https://, or leave it empty.',
    }),
});
// The schema reads exactly the profile of user_metadata that the pages show.
profileSchema satisfies z.ZodType<Profile>;
