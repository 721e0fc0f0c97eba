import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { PublicConfig } from '../../domain/public-config';
import { watchLanding } from './auth-landing';

let client: SupabaseClient | null = null;

/** Creates the one client of the app (SPEC §4: persisted session, auto refresh, PKCE). */
export function initSupabase(config: PublicConfig | null): SupabaseClient | null {
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
}

/** The client, or the caller's own error in demo mode, which says what needs the server. */
export function requireSupabase(demoMode: () => Error): SupabaseClient {
  if (!client) throw demoMode();
  return client;
}

/** The client, or null in demo mode (no backend answered /config.json). */
export function getSupabase(): SupabaseClient | null {
  return client;
}
