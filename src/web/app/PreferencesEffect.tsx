import { lazy, Suspense, useEffect } from 'react';
import { applyDisplayPreferences, rememberDisplayPreferences } from '../lib/preferences';
import { useSession } from '../lib/session';

const LearnerPreferences = lazy(async () => ({
  default: (await import('./LearnerPreferences')).LearnerPreferences,
}));

/**
 * A signed-in learner's preferences take effect across the app (loaded once signed in); a
 * visitor gets the defaults and nothing is remembered for them.
 */
export function PreferencesEffect() {
  const { session, ready } = useSession();

  useEffect(() => {
    if (!ready || session) return;
    applyDisplayPreferences(null);
    rememberDisplayPreferences(null);
  }, [ready, session]);

  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <LearnerPreferences key={session.user.id} session={session} />
    </Suspense>
  );
}
