import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EMAIL_CONFIRMED_SIGN_IN } from '@domain/auth-messages';
import { homeAfterSignIn, useAuthDialog } from '../lib/auth-dialog';
import { cleanAuthParams, takeLanding } from '../lib/auth-landing';
import { useSession } from '../lib/session';
import { getSupabase, whenSupabaseLoads } from '../lib/supabase';

/** Pages that make no sense signed out (SPEC §6): leaving them on sign-out. */
export const PROTECTED_PREFIXES = ['/dashboard', '/settings', '/profile'] as const;

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/**
 * The app-level reactions to auth events of SPEC §4: where a sign-in lands, leaving protected
 * pages on sign-out, the password-recovery dialog, e-mail links (and their errors), and the
 * legacy `type=signup` tokens in the query.
 */
export function AuthEvents() {
  const navigate = useNavigate();
  const location = useLocation();
  const { ready, session } = useSession();
  const dialog = useAuthDialog();
  // What the event listener below needs to know at the moment an event arrives.
  const latest = useRef({
    dialogOpen: dialog.mode !== null,
    pathname: location.pathname,
    signedIn: session !== null,
    openDialog: dialog.open,
  });
  useEffect(() => {
    latest.current = {
      dialogOpen: dialog.mode !== null,
      pathname: location.pathname,
      signedIn: session !== null,
      openDialog: dialog.open,
    };
  });
  const handledLanding = useRef(false);

  // What the page was opened with, once the client has finished starting.
  useEffect(() => {
    if (!ready || handledLanding.current) return;
    handledLanding.current = true;
    const supabase = getSupabase();
    const query = new URLSearchParams(window.location.search);
    const { event, error, cameWithCode, target } = takeLanding();
    // A link to a protected page: signing in from the dialog goes on to it.
    const returnTo = isProtectedPath(new URL(target, window.location.origin).pathname)
      ? target
      : undefined;
    // A protected target is no page for a visitor: they wait at home, with the dialog.
    const stay = returnTo ? '/' : cleanAuthParams();

    const accessToken = query.get('access_token');
    const refreshToken = query.get('refresh_token');
    if (supabase && query.get('type') === 'signup' && accessToken && refreshToken) {
      void supabase.auth
        .setSession({ access_token: accessToken, refresh_token: refreshToken })
        .then(({ error: setError }) => {
          if (setError) console.error('Could not start the session from the link', setError);
          void navigate('/settings?first-login=true', { replace: true });
        });
      return;
    }
    if (error) {
      void navigate(stay, { replace: true });
      dialog.open('login', { error, returnTo });
      return;
    }
    if (event === 'PASSWORD_RECOVERY') {
      void navigate(cleanAuthParams(), { replace: true });
      dialog.open('reset');
      return;
    }
    if (event === 'SIGNED_IN' && session) {
      // A link sent to a page lands there: the welcome in Settings after a confirmation, an
      // invitation to join a team, the reason a single sign-on could not join its team.
      const named = new URL(target, window.location.origin).pathname !== '/';
      void navigate(named ? target : homeAfterSignIn(session.user.user_metadata), {
        replace: true,
      });
      return;
    }
    if (cameWithCode && !session) {
      // The link was opened in another browser: the address is confirmed, the code is not ours
      // (no code verifier here, so the client left it alone).
      void navigate(stay, { replace: true });
      dialog.open('login', { notice: EMAIL_CONFIRMED_SIGN_IN, returnTo });
    }
  }, [ready, session, navigate, dialog]);

  // Later events, once the client has loaded (a visitor's loads when something needs it).
  useEffect(() => {
    let unsubscribe = () => {};
    const stopWaiting = whenSupabaseLoads((supabase) => {
      let signedIn = latest.current.signedIn;
      const { data } = supabase.auth.onAuthStateChange((event, next) => {
        if (event === 'SIGNED_IN' && !signedIn && ready && !latest.current.dialogOpen) {
          // Signed in elsewhere (another tab); the dialog routes its own sign-ins after 1 s.
          void navigate(homeAfterSignIn(next?.user.user_metadata));
        } else if (event === 'SIGNED_OUT' && isProtectedPath(latest.current.pathname)) {
          void navigate('/');
        } else if (event === 'PASSWORD_RECOVERY') {
          latest.current.openDialog('reset');
        } else if (event === 'TOKEN_REFRESHED') {
          console.debug('Session refreshed');
        }
        signedIn = next !== null;
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      stopWaiting();
      unsubscribe();
    };
  }, [ready, navigate]);

  return null;
}
