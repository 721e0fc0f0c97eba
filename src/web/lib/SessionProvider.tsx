import type { Session } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SessionContext, type SessionState } from './session';
import { getSupabase } from './supabase';

export function SessionProvider({ children }: { children: ReactNode }) {
  const supabase = getSupabase();
  const [session, setSession] = useState<Session | null>(null);
  const [ready, setReady] = useState(supabase === null);
  const [signedOutHere, setSignedOutHere] = useState(false);

  useEffect(() => {
    if (!supabase) return;
    let active = true;
    void supabase.auth.getSession().then(({ data }) => {
      if (!active) return;
      setSession(data.session);
      setReady(true);
    });
    const { data } = supabase.auth.onAuthStateChange((event, next) => {
      setSession(next);
      if (event === 'SIGNED_OUT') setSignedOutHere(true);
      else if (next) setSignedOutHere(false);
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [supabase]);

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
