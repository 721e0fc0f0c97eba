import { Outlet, type RouteObject } from 'react-router';
import { NOT_FOUND_PAGE, ROUTES, type PageId, type RouteEntry } from '@domain/routes';
import { useT } from '@web/i18n/translate';
import { RootLayout, type RouteHandle } from './layout/RootLayout';
import { PAGE_MODULES } from './pages';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';

/**
 * A route's page, loaded when the route is opened: the shell (layout, navigation, theme,
 * session) is all that every page loads. A page that reads data through the query cache loads
 * the cache with it.
 */
function page(id: PageId, data = false): Pick<RouteObject, 'lazy' | 'handle'> {
  const { file, load } = PAGE_MODULES[id];
  const handle: RouteHandle = { chunks: [file, ...(data ? ['lib/query-client.tsx'] : [])] };
  return {
    lazy: async () => {
      const [Page, queries] = await Promise.all([
        load(),
        data ? import('../lib/query-client') : null,
      ]);
      if (!queries) return { Component: Page };
      const { WithQueryClient } = queries;
      return {
        Component: () => (
          <WithQueryClient>
            <Page />
          </WithQueryClient>
        ),
      };
    },
    handle,
  };
}

/** Shown for a moment when a page rendered in the browser only is opened first. */
function HydrateFallback() {
  const t = useT();
  return (
    <div className="grid min-h-screen place-items-center" role="status">
      <span className="text-sm text-slate-600 dark:text-slate-400">{t('Loading...')}</span>
    </div>
  );
}

function pageRoute(route: RouteEntry<PageId>): RouteObject {
  const loaded = page(route.page, route.data);
  return route.path === '/' ? { index: true, ...loaded } : { path: route.path.slice(1), ...loaded };
}

/** Every route of the route table, each page in the one layout (header, footer). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <HydrateFallback />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...ROUTES.filter((route) => !route.signedIn).map(pageRoute),
          {
            element: (
              <RequireAuth>
                <Outlet />
              </RequireAuth>
            ),
            children: ROUTES.filter((route) => route.signedIn).map(pageRoute),
          },
          { path: '*', ...page(NOT_FOUND_PAGE) },
        ],
      },
    ],
  },
];
