import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SessionContext, type SessionState } from './session';
import { localStorageOrNull } from './local-storage';
import { isAuthStorageKey, loadSupabase, needsClientAtStart, whenSupabaseLoads } from './supabase';

/**
 * The stored session, read once the client has loaded (after the first paint). Until then
 * `ready` is false, the same in the page rendered at build time and in its first render here.
 * A visitor with no stored session is signed out at once, without loading the client: it loads
 * when something needs it (signing in, another tab signing in), and the session follows it.
 * What the session changes renders as a transition: the page stays responsive while every part
 * that shows the learner updates.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [supabase, setSupabase] = useState<SupabaseClient | null>(null);
  const [session, setSession] = useState<Session | null>(null);
  const [ready, setReady] = useState(false);
  const [signedOutHere, setSignedOutHere] = useState(false);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    const follow = async (client: SupabaseClient) => {
      const { data } = client.auth.onAuthStateChange((event, next) => {
        startTransition(() => {
          setSession(next);
          if (event === 'SIGNED_OUT') setSignedOutHere(true);
          else if (next) setSignedOutHere(false);
        });
      });
      unsubscribe = () => data.subscription.unsubscribe();
      const stored = await client.auth.getSession();
      if (!active) return;
      startTransition(() => {
        setSupabase(client);
        setSession(stored.data.session);
        setReady(true);
      });
    };
    const stopWaiting = whenSupabaseLoads((client) => {
      if (active) void follow(client);
    });
    // A sign-in in another tab stores its session here: this tab follows it.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && isAuthStorageKey(event.key) && event.newValue !== null) {
        void loadSupabase();
      }
    };
    window.addEventListener('storage', onStorage);
    if (needsClientAtStart(localStorageOrNull(), window.location)) {
      void loadSupabase().then((client) => {
        if (active && !client) startTransition(() => setReady(true));
      });
    } else {
      startTransition(() => setReady(true));
    }
    return () => {
      active = false;
      stopWaiting();
      window.removeEventListener('storage', onStorage);
      unsubscribe();
    };
  }, []);

  const signOut = useCallback(async () => {
    if (!supabase) return;
    const { error } = await supabase.auth.signOut();
    // SPEC §8: sign-out ignores 401, 403 and 404; the local session is gone either way.
    if (error && ![401, 403, 404].includes(error.status ?? 0))
      console.error('Sign out failed', error);
    setSession(null);
    setSignedOutHere(true);
  }, [supabase]);

  const value = useMemo<SessionState>(
    () => ({ session, ready, signOut, signedOutHere }),
    [session, ready, signOut, signedOutHere],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
