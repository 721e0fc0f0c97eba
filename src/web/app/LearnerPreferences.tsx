import { useEffect, useRef } from 'react';
import type { Session } from '@supabase/supabase-js';
import { useSettings } from '../lib/account';
import {
  applyDisplayPreferences,
  rememberDisplayPreferences,
  type DisplayPreferences,
} from '../lib/preferences';
import { WithQueryClient } from '../lib/query-client';
import { setDateFormat } from '../lib/format-date';
import { setSoundsEnabled } from '../lib/sounds';
import { setLanguage } from '../i18n/translate';
import { readSavedTheme } from '../lib/theme';
import { useTheme } from '../lib/use-theme';

function Apply({ session }: { session: Session }) {
  const settings = useSettings();
  const { setTheme } = useTheme();
  const preferences = settings.data?.preferences;
  const themeChecked = useRef<string | null>(null);

  useEffect(() => {
    if (!preferences) return;
    const display: DisplayPreferences = {
      compactMode: preferences.compactMode,
      animationsEnabled: preferences.animationsEnabled,
    };
    applyDisplayPreferences(display);
    rememberDisplayPreferences(display);
    setSoundsEnabled(preferences.enableSounds);
    setDateFormat(preferences.dateFormat);
    void setLanguage(preferences.language).catch(() => undefined);
    if (themeChecked.current !== session.user.id) {
      themeChecked.current = session.user.id;
      if (preferences.theme !== 'system' && readSavedTheme() === null) setTheme(preferences.theme);
    }
  }, [session, preferences, setTheme]);

  // Signed out (or another learner signs in): their sounds and date format go with them.
  useEffect(
    () => () => {
      setSoundsEnabled(false);
      setDateFormat(null);
    },
    [],
  );

  return null;
}

/**
 * The signed-in learner's saved preferences, applied across the app: compact mode, animations,
 * sounds and the date format always; the theme when this browser has no choice of its own yet (the navbar
 * toggle's choice wins, and saving the settings page sets it).
 */
export function LearnerPreferences({ session }: { session: Session }) {
  return (
    <WithQueryClient>
      <Apply session={session} />
    </WithQueryClient>
  );
}
