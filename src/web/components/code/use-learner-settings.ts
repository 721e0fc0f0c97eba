import type { StoredSettings } from '@domain/account';
import { DEFAULT_SETTINGS } from '@domain/settings-defaults';
import { useCurrentUser, useSettings } from '@web/lib/account';

export interface LearnerSettings {
  settings: StoredSettings;
  /** The signed-in learner's id, or null for a visitor. */
  userId: string | null;
  /**
   * False while a signed-in learner's saved settings are still on their way (offline they
   * cannot come: the defaults stand in, so the course offline still keeps drafts).
   */
  ready: boolean;
}

/** The signed-in learner's saved settings, else the defaults (visitors, load failures). */
export function useLearnerSettings(): LearnerSettings {
  const user = useCurrentUser();
  const query = useSettings();
  if (!user) return { settings: DEFAULT_SETTINGS, userId: null, ready: true };
  return {
    settings: query.data ?? DEFAULT_SETTINGS,
    userId: user.id,
    ready: !query.isPending || query.fetchStatus === 'paused',
  };
}
