import { useEffect, useRef } from 'react';
import { useSettings } from '../lib/account';
import {
  applyDisplayPreferences,
  rememberDisplayPreferences,
  type DisplayPreferences,
} from '../lib/preferences';
import { useSession } from '../lib/session';
import { readSavedTheme } from '../lib/theme';
import { useTheme } from '../lib/use-theme';

/**
 * Makes the signed-in learner's preferences take effect across the app: compact mode and
 * animations always; the theme when this browser has no choice of its own yet (the navbar
 * toggle's choice wins, and saving the settings page sets it).
 */
export function PreferencesEffect() {
  const { session, ready } = useSession();
  const settings = useSettings();
  const { setTheme } = useTheme();
  const preferences = settings.data?.preferences;
  const themeChecked = useRef<string | null>(null);

  useEffect(() => {
    if (!ready) return;
    if (!session) {
      applyDisplayPreferences(null);
      rememberDisplayPreferences(null);
      themeChecked.current = null;
      return;
    }
    if (!preferences) return;
    const display: DisplayPreferences = {
      compactMode: preferences.compactMode,
      animationsEnabled: preferences.animationsEnabled,
    };
    applyDisplayPreferences(display);
    rememberDisplayPreferences(display);
    if (themeChecked.current !== session.user.id) {
      themeChecked.current = session.user.id;
      if (preferences.theme !== 'system' && readSavedTheme() === null) setTheme(preferences.theme);
    }
  }, [ready, session, preferences, setTheme]);

  return null;
}
