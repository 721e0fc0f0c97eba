import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { BackToTop } from '../../components/BackToTop';
import { AuthDialog } from '../../features/auth/AuthDialog';
import {
  AuthDialogContext,
  type AuthDialogOptions,
  type AuthDialogState,
  type AuthMode,
} from '../../lib/auth-dialog';
import { AuthEvents } from '../AuthEvents';
import { PreferencesEffect } from '../PreferencesEffect';
import { Footer } from './Footer';
import { Navbar, type NavVariant } from './Navbar';

export interface RouteHandle {
  nav?: NavVariant;
}

function useNavVariant(): NavVariant {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.nav) return handle.nav;
  }
  return 'landing';
}

/** Scrolls to `#anchor` targets after navigation (the router restores other positions). */
function useHashScroll(): void {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [pathname, hash, key]);
}

export function RootLayout() {
  const variant = useNavVariant();
  const [auth, setAuth] = useState<{ mode: AuthMode | null; options: AuthDialogOptions }>({
    mode: null,
    options: {},
  });
  useHashScroll();

  const open = useCallback(
    (mode: AuthMode, options: AuthDialogOptions = {}) => setAuth({ mode, options }),
    [],
  );
  const close = useCallback(() => setAuth({ mode: null, options: {} }), []);
  const authDialog = useMemo<AuthDialogState>(
    () => ({
      mode: auth.mode,
      openError: auth.options.error ?? null,
      openNotice: auth.options.notice ?? null,
      returnTo: auth.options.returnTo ?? null,
      open,
      close,
    }),
    [auth, open, close],
  );

  return (
    <AuthDialogContext.Provider value={authDialog}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow dark:focus:bg-slate-900"
        >
          Skip to content
        </a>
        <Navbar variant={variant} />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <Footer />
        <BackToTop />
        {auth.mode && <AuthDialog />}
        <AuthEvents />
        <PreferencesEffect />
      </div>
      <ScrollRestoration
        getKey={(location) => (location.hash ? location.key : location.pathname)}
      />
    </AuthDialogContext.Provider>
  );
}
