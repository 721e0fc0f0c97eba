/** The routes of SPEC §2. The server serves the app for these; anything else is a 404 page. */
export const APP_ROUTES = [
  '/',
  '/dashboard',
  '/learn/:language',
  '/compare',
  '/pricing',
  '/settings',
  '/profile',
  '/success',
  '/blog',
  '/about',
  '/contact',
  '/faq',
  '/help',
  '/community',
  '/terms',
  '/privacy',
  '/accessibility',
  '/cookies',
  '/sitemap',
  '/courses',
  '/careers',
  '/press',
  '/daily-challenge',
  '/challenge',
] as const;

export type AppRoute = (typeof APP_ROUTES)[number];

/**
 * Pages that show the same to every visitor: the build renders each to HTML (`/learn/c` with its
 * first lesson), and the server sends that HTML, which the app then takes over. The others are
 * rendered in the browser only.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/learn/c',
  '/compare',
  '/pricing',
  '/blog',
  '/about',
  '/contact',
  '/faq',
  '/help',
  '/community',
  '/terms',
  '/privacy',
  '/accessibility',
  '/cookies',
  '/sitemap',
  '/courses',
  '/careers',
  '/press',
] as const;

/**
 * Pages for signed-in learners only. The build renders each as a browser first shows it, before
 * the session is read (header, "Loading your account...", footer), so it paints before the
 * app's JavaScript arrives; the page itself still renders in the browser.
 */
export const SIGNED_IN_PATHS = [
  '/dashboard',
  '/settings',
  '/profile',
  '/daily-challenge',
  '/challenge',
] as const;

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
