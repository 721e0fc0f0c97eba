/**
 * One route of the web app (SPEC §2). The router, the pages the build renders to HTML, the
 * sitemap's checks, the signed-in pages and the server's app routes are all derived from ROUTES.
 */
export interface RouteEntry<Page extends string = string> {
  /** The router's path; a `:name` segment matches any one segment. */
  path: string;
  /**
   * The page: its module in src/web/app/pages.ts, and the key of its title and description in
   * content/pages.ts (the landing page's are in content/landing.ts).
   */
  page: Page;
  /**
   * Signed-in learners only: a visitor goes home with the sign-in dialog (RequireAuth). The
   * build renders its loading state (header, "Loading your account...", footer) to HTML, so it
   * paints before the app's JavaScript arrives; the page itself renders in the browser.
   */
  signedIn?: true;
  /**
   * The page shows the same to every visitor: the build renders it to HTML at the route's path
   * (`true`) or at one of its paths (`/learn/c`, with its first lesson), and the server sends
   * that HTML, which the app then takes over. Without it the page renders in the browser only.
   */
  prerender?: true | `/${string}`;
  /** The page reads data through the query cache, which loads with it. */
  data?: true;
}

const routeTable = [
  { path: '/', page: 'landing', prerender: true },
  { path: '/dashboard', page: 'dashboard', signedIn: true, data: true },
  { path: '/learn/:language', page: 'learn', prerender: '/learn/c', data: true },
  { path: '/compare', page: 'compare', prerender: true, data: true },
  { path: '/pricing', page: 'pricing', prerender: true, data: true },
  { path: '/settings', page: 'settings', signedIn: true, data: true },
  { path: '/profile', page: 'profile', signedIn: true, data: true },
  { path: '/success', page: 'success', data: true },
  { path: '/blog', page: 'blog', prerender: true },
  { path: '/about', page: 'about', prerender: true },
  { path: '/contact', page: 'contact', prerender: true, data: true },
  { path: '/faq', page: 'faq', prerender: true },
  { path: '/help', page: 'help', prerender: true },
  { path: '/community', page: 'community', prerender: true },
  { path: '/terms', page: 'terms', prerender: true },
  { path: '/privacy', page: 'privacy', prerender: true },
  { path: '/accessibility', page: 'accessibility', prerender: true },
  { path: '/cookies', page: 'cookies', prerender: true },
  { path: '/sitemap', page: 'sitemap', prerender: true },
  { path: '/courses', page: 'courses', prerender: true, data: true },
  { path: '/careers', page: 'careers', prerender: true },
  { path: '/press', page: 'press', prerender: true },
  // SPEC §6: only a signed-in learner can start the daily challenge.
  { path: '/daily-challenge', page: 'dailyChallenge', signedIn: true, data: true },
  // The challenge itself comes as route state or from session storage.
  { path: '/challenge', page: 'challenge', signedIn: true, data: true },
] as const satisfies readonly RouteEntry[];

/** The page of every path that is not a route: "Page not found", with a 404 status. */
export const NOT_FOUND_PAGE = 'notFound';

/** Every page of the web app: each has one module in src/web/app/pages.ts. */
export type PageId = (typeof routeTable)[number]['page'] | typeof NOT_FOUND_PAGE;

/** Every route of the web app (SPEC §2). */
export const ROUTES: readonly RouteEntry<PageId>[] = routeTable;

// The lists below are marked pure so the web app's bundle, which reads none of them, drops them.

/** The routes' paths. The server serves the app for these; anything else is a 404 page. */
export const APP_ROUTES: readonly string[] = /* @__PURE__ */ ROUTES.map((route) => route.path);

/** The paths of the public pages the build renders to HTML (RouteEntry.prerender). */
export const PRERENDERED_PATHS: readonly string[] = /* @__PURE__ */ ROUTES.flatMap((route) =>
  route.prerender && !route.signedIn
    ? [route.prerender === true ? route.path : route.prerender]
    : [],
);

/** The pages for signed-in learners, whose loading state the build renders to HTML. */
export const SIGNED_IN_ROUTES: readonly RouteEntry<PageId>[] = /* @__PURE__ */ ROUTES.filter(
  (route) => route.signedIn,
);

export const SIGNED_IN_PATHS: readonly string[] = /* @__PURE__ */ SIGNED_IN_ROUTES.map(
  (route) => route.path,
);

/** Where the build writes a prerendered page, relative to the web build's folder. */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'pages/index.html' : `pages${path}.html`;
}

/** Paths that belong to the API: an unknown one answers JSON, never the app. */
export const API_PREFIXES = [
  '/auth/v1',
  '/rest/v1',
  '/functions/v1',
  '/storage/v1',
  '/realtime/v1',
] as const;

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? (got[i] ?? '') !== '' : part === got[i]));
}

/** True when `path` (without query) is one of the app's routes; a trailing slash is tolerated. */
export function isAppRoute(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return APP_ROUTES.some((pattern) => matches(pattern, clean));
}

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
