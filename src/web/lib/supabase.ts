import type { SupabaseClient } from '@supabase/supabase-js';
import { watchLanding } from './auth-landing';

let client: SupabaseClient | null = null;
let loading: Promise<SupabaseClient | null> | null = null;

/**
 * Creates the one client of the app (SPEC §4: persisted session, auto refresh, PKCE) the first
 * time something needs it: supabase-js loads after the page has painted, never before. Resolves
 * to null in demo mode (no backend answered /config.json).
 */
export function loadSupabase(): Promise<SupabaseClient | null> {
  loading ??= (async () => {
    const [config, { createClient }] = await Promise.all([
      import('./public-config').then(({ fetchPublicConfig }) => fetchPublicConfig()),
      import('@supabase/supabase-js'),
    ]);
    if (!config) return null;
    client = createClient(config.apiUrl ?? window.location.origin, config.anonKey, {
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
      },
    });
    watchLanding(client);
    return client;
  })();
  return loading;
}

/** The client, or the caller's own error in demo mode, which says what needs the server. */
export async function requireSupabase(demoMode: () => Error): Promise<SupabaseClient> {
  const loaded = await loadSupabase();
  if (!loaded) throw demoMode();
  return loaded;
}

/**
 * The client once loaded, else null (still loading, or demo mode). Code that runs once the
 * session is ready (signed-in pages, queries of a signed-in learner) may use it directly.
 */
export function getSupabase(): SupabaseClient | null {
  return client;
}
