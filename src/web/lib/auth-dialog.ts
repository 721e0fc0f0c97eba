import { createContext, useContext } from 'react';

export type AuthMode = 'login' | 'signup';

export interface AuthDialogState {
  mode: AuthMode | null;
  open: (mode: AuthMode) => void;
  close: () => void;
}

export const AuthDialogContext = createContext<AuthDialogState | null>(null);

/** Any page can open the sign-in or sign-up dialog that the app shell renders. */
export function useAuthDialog(): AuthDialogState {
  const state = useContext(AuthDialogContext);
  if (!state) throw new Error('useAuthDialog must be used inside the app shell');
  return state;
}
