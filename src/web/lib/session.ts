import type { Session } from '@supabase/supabase-js';
import { createContext, useContext } from 'react';

export interface SessionState {
  session: Session | null;
  /** False until the stored session has been read, so pages don't flash the signed-out view. */
  ready: boolean;
  signOut: () => Promise<void>;
  /** True once the session ended by signing out during this visit (not a visitor arriving). */
  signedOutHere: boolean;
}

export const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used inside <SessionProvider>');
  return state;
}
