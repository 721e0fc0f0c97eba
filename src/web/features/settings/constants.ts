import { msg } from '@web/i18n/translate';

/** How long the 'Settings saved' confirmation stays on screen before it closes by itself. */
export const SAVED_MODAL_MS = 2000;

export const PASSWORD_UPDATED_SUCCESS = msg('Password updated successfully.');
export const SAVE_FAILED = msg('Your changes could not be saved. Please try again.');
export const SETTINGS_LOAD_FAILED = msg('Your settings could not be loaded. Please try again.');

export const SETTINGS_TABS = [
  'profile',
  'notifications',
  'preferences',
  'coding',
  'billing',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The query parameter that opens a tab: /settings?tab=billing. */
export const TAB_PARAM = 'tab';

export function isSettingsTab(value: string | null): value is SettingsTab {
  return (SETTINGS_TABS as readonly (string | null)[]).includes(value);
}
