import { createContext, useContext } from 'react';

/** Sign in, sign up, ask for a reset link, or choose a new password after following one. */
export type AuthMode = 'login' | 'signup' | 'recover' | 'reset';

export interface AuthDialogOptions {
  /** A problem to show in the red box as the dialog opens (an expired e-mail link, say). */
  error?: string;
  /** Good news to show in the green box as it opens. */
  notice?: string;
  /** The page a sign-in returns to (a protected page the visitor asked for). */
  returnTo?: string;
}

export interface AuthDialogState {
  mode: AuthMode | null;
  openError: string | null;
  openNotice: string | null;
  returnTo: string | null;
  open: (mode: AuthMode, options?: AuthDialogOptions) => void;
  close: () => void;
}

export const AuthDialogContext = createContext<AuthDialogState | null>(null);

/** Any page can open the sign-in or sign-up dialog that the app shell renders. */
export function useAuthDialog(): AuthDialogState {
  const state = useContext(AuthDialogContext);
  if (!state) throw new Error('useAuthDialog must be used inside the app shell');
  return state;
}

/**
 * Where a signed-in learner goes (SPEC §4): settings on their first sign-in, else the page they
 * asked for before signing in (DESIGN: sign-in from a protected page returns to it), else the
 * dashboard.
 */
export function homeAfterSignIn(
  userMetadata: Record<string, unknown> | undefined,
  returnTo?: string | null,
): string {
  if (userMetadata?.first_login === true) return '/settings?first-login=true';
  return returnTo ?? '/dashboard';
}
