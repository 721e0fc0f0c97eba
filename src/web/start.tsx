import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from './app/Providers';
import { routes } from './app/router';
import { applyRememberedDisplayPreferences } from './lib/preferences';
import { setLanguage, startingLanguage } from './i18n/translate';

/** Loads the code of the routes the address matches, so hydration finds the page it rendered. */
async function loadMatchedRoutes(all: RouteObject[]): Promise<void> {
  const matches = matchRoutes(all, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** Tells start-after-paint.js that the page responds now, so it replays a press it held. */
function AnnounceReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.dispatchEvent(new Event('codenest:ready'));
  }, []);
  return children;
}

export async function start(): Promise<void> {
  applyRememberedDisplayPreferences();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // A page rendered at build time is taken over where it stands; the others render here.
  const prerendered = root.hasChildNodes();
  // The texts are in the page's language before its first render (or its hydration).
  const language = setLanguage(startingLanguage()).catch(() => setLanguage('en'));
  if (prerendered) await loadMatchedRoutes(routes);
  await language;
  const app = (
    <StrictMode>
      <AnnounceReady>
        <Providers>
          <RouterProvider
            router={createBrowserRouter(
              routes,
              // As after server rendering: the browser has placed the rendered page (at the top,
              // at its #fragment, or where a reload left it) and a visitor may have scrolled it
              // already, so the router leaves that first position alone.
              prerendered ? { hydrationData: {} } : undefined,
            )}
          />
        </Providers>
      </AnnounceReady>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page.
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
