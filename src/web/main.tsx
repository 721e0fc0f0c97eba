import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from './app/Providers';
import { routes } from './app/router';
import { applyRememberedDisplayPreferences } from './lib/preferences';
import './styles.css';

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

async function start(): Promise<void> {
  applyRememberedDisplayPreferences();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // A page rendered at build time is taken over where it stands; the others render here.
  const prerendered = root.hasChildNodes();
  if (prerendered) await loadMatchedRoutes(routes);
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={createBrowserRouter(routes)} />
      </Providers>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
