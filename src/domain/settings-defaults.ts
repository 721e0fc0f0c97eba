/**
 * What a learner's settings are until they change them: the settings schemas' defaults
 * (account.ts), kept apart so pages that only read them load no zod.
 */
export const DEFAULT_SETTINGS = {
  notifications: {
    emailNotifications: true,
    pushNotifications: false,
    weeklyProgress: true,
    newCourses: true,
    communityUpdates: false,
  },
  preferences: {
    theme: 'system',
    language: 'en',
    timezone: 'Pacific',
    dateFormat: 'MM/DD/YYYY',
    autoSave: true,
    compactMode: false,
    showHints: true,
    enableSounds: false,
    animationsEnabled: true,
  },
  coding: {
    codeTheme: 'dark',
    fontSize: 'medium',
    tabSize: 4,
    wordWrap: false,
    lineNumbers: true,
    autoComplete: true,
    syntaxHighlighting: true,
    bracketMatching: true,
    codeFormatting: 'auto',
    indentationType: 'spaces',
  },
} as const;
