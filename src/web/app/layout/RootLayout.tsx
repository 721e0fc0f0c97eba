import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { BackToTop } from '@web/components/BackToTop';
import { useT } from '@web/i18n/translate';
import {
  AuthDialogContext,
  type AuthDialogOptions,
  type AuthDialogState,
  type AuthMode,
} from '@web/lib/auth-dialog';
import { useSession } from '@web/lib/session';
import { useLanguage } from '@web/i18n/translate';
import { PreferencesEffect } from '../PreferencesEffect';
import { Navbar } from './Navbar';

/**
 * The footer's code loads beside the page's, not before it: a prerendered page shows the
 * footer's HTML at once, and it hydrates when its code is there.
 */
const Footer = lazy(async () => ({ default: (await import('./Footer')).Footer }));

/** A signed-in learner's offline support and updates: its code loads after the page's. */
const OfflineSupport = lazy(async () => ({
  default: (await import('../offline/OfflineSupport')).OfflineSupport,
}));

/** For a reader of another language: what is still English (loads only for them). */
const EnglishContentNote = lazy(async () => ({
  default: (await import('@web/i18n/EnglishContentNote')).EnglishContentNote,
}));

/** The dialog loads when it is first opened, not with the page. */
const AuthDialog = lazy(async () => ({
  default: (await import('@web/features/auth/AuthDialog')).AuthDialog,
}));

/**
 * Reactions to sign-in, sign-out and e-mail links, which start once the session is read. Their
 * code loads with the shell, not in its first paint: it is there before the session is.
 */
const authEventsModule = import('../AuthEvents');
// A failed load shows when the part renders (the route's error page), not as an unhandled error.
authEventsModule.catch(() => undefined);
const AuthEvents = lazy(async () => ({ default: (await authEventsModule).AuthEvents }));

export interface RouteHandle {
  /**
   * The modules (relative to src/web) whose chunks the route loads when it is opened: the build
   * preloads them in the page's HTML and checks their size.
   */
  chunks?: string[];
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
  const t = useT();
  const { ready, session } = useSession();
  const userId = session?.user.id ?? null;
  const language = useLanguage();
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
          {t('Skip to content')}
        </a>
        <Navbar />
        {language !== 'en' && (
          <Suspense fallback={null}>
            <EnglishContentNote />
          </Suspense>
        )}
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
        <BackToTop />
        {auth.mode && (
          <Suspense fallback={null}>
            {/* A new message (an e-mail link's error or notice) opens a fresh dialog. */}
            <AuthDialog key={auth.options.error ?? auth.options.notice ?? ''} />
          </Suspense>
        )}
        {ready && (
          <Suspense fallback={null}>
            <AuthEvents />
          </Suspense>
        )}
        {userId && (
          <Suspense fallback={null}>
            <OfflineSupport userId={userId} />
          </Suspense>
        )}
        <PreferencesEffect />
      </div>
      {/* A lesson is chosen by the address's query: each of its history entries keeps its own
          position, so the next lesson is not opened where the last one was left. */}
      <ScrollRestoration
        getKey={(location) =>
          location.hash || location.pathname.startsWith('/learn/')
            ? location.key
            : location.pathname
        }
      />
    </AuthDialogContext.Provider>
  );
}
