import type { SupabaseClient } from '@supabase/supabase-js';
import { watchLanding } from './auth-landing';

let client: SupabaseClient | null = null;
let loading: Promise<SupabaseClient | null> | null = null;
const loadListeners = new Set<(client: SupabaseClient) => void>();

/** supabase-js's keys in storage: a session, or a sign-in under way (the PKCE code verifier). */
export const isAuthStorageKey = (key: string): boolean => /^sb-.+-auth-token/.test(key);

/** Parameters an e-mail link or a sign-in redirect lands with, for the client to act on. */
const AUTH_ADDRESS_PARAMS = ['code', 'access_token', 'error_description'];

/**
 * Whether this visit needs the client as it starts: a session (or a sign-in) is stored, or the
 * address carries what an auth link brings. A visitor with neither is signed out, known without
 * loading supabase-js, which then loads only when something asks for it.
 */
export function needsClientAtStart(
  storage: Pick<Storage, 'length' | 'key'> | null,
  location: Pick<Location, 'search' | 'hash'>,
): boolean {
  const query = new URLSearchParams(location.search);
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  if (AUTH_ADDRESS_PARAMS.some((name) => query.has(name) || hash.has(name))) return true;
  // Storage that cannot be read is no proof of a visitor: the client finds out.
  if (!storage) return true;
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key !== null && isAuthStorageKey(key)) return true;
  }
  return false;
}

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
    for (const listener of loadListeners) listener(client);
    return client;
  })();
  return loading;
}

/**
 * Calls `listener` with the client once something has loaded it (at once if it has), without
 * loading it; never in demo mode. Returns the call that stops listening.
 */
export function whenSupabaseLoads(listener: (client: SupabaseClient) => void): () => void {
  if (client) {
    listener(client);
    return () => {};
  }
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
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
