import type { Language } from './languages';

/**
 * One route of the web app (SPEC §2). The router, the pages the build renders to HTML, the
 * sitemap's checks, the signed-in pages and the server's app routes are all derived from ROUTES.
 */
export interface RouteEntry<Page extends string = string> {
  /** The router's path; a `:name` segment matches any one segment. */
  path: string;
  /** The page: its module in src/web/app/pages.ts, and its key in `pages`. */
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
  /** The page's title and one-line summary: the document title, the description, its header. */
  title: string;
  description: string;
  /** Where the site's menus link to the page. */
  nav?: readonly NavEntry[];
}

/** The header, the footer's three groups, the footer's legal line and the sitemap's five groups. */
export type NavMenu =
  | 'header'
  | 'footer:learning'
  | 'footer:support'
  | 'footer:company'
  | 'legal'
  | 'sitemap:learn'
  | 'sitemap:account'
  | 'sitemap:company'
  | 'sitemap:support'
  | 'sitemap:legal';

/** One link to a route in one menu. */
export interface NavEntry {
  menu: NavMenu;
  /** The link's place in its menu, from 1. */
  at: number;
  label: string;
  /** Where the link goes when not the route's path: a language's course, a section of a page. */
  to?: string;
  /** The line under the link where the menu shows one (the sitemap): the route's description
   * unless the link needs its own. */
  description?: string;
}

export interface PageInfo {
  title: string;
  description: string;
}

export interface NavLink {
  label: string;
  to: string;
  description: string;
}

const routeTable = [
  {
    path: '/',
    page: 'landing',
    prerender: true,
    title: 'CodeNest: learn to code by writing and running real C',
    description:
      'Learn programming by writing real C in your browser: lessons, a daily challenge, language comparisons and instant compile-and-run. Free to start.',
    nav: [
      { menu: 'header', at: 4, label: 'Features', to: '/#features' },
      { menu: 'header', at: 5, label: 'Languages', to: '/#languages' },
      {
        menu: 'sitemap:learn',
        at: 1,
        label: 'Home',
      },
    ],
  },
  {
    path: '/dashboard',
    page: 'dashboard',
    signedIn: true,
    data: true,
    title: 'Dashboard',
    description: 'Your courses, streak and progress at a glance.',
    nav: [
      {
        menu: 'sitemap:account',
        at: 1,
        label: 'Dashboard',
      },
    ],
  },
  {
    path: '/learn/:language',
    page: 'learn',
    prerender: '/learn/c',
    data: true,
    title: 'Learn',
    description: 'Lessons with real, runnable example programs.',
    nav: [
      { menu: 'header', at: 1, label: 'Learn', to: '/learn/c' },
      { menu: 'footer:learning', at: 2, label: 'C Programming', to: '/learn/c' },
      {
        menu: 'sitemap:learn',
        at: 3,
        label: 'C Programming',
        to: '/learn/c',
        description: 'The free C course: 24 lessons with runnable example programs.',
      },
      {
        menu: 'sitemap:learn',
        at: 4,
        label: 'C++ Programming',
        to: '/learn/cpp',
        description: 'The C++ course, part of Pro and coming soon.',
      },
      {
        menu: 'sitemap:learn',
        at: 5,
        label: 'Rust Programming',
        to: '/learn/rust',
        description: 'The Rust course, part of Pro and coming soon.',
      },
    ],
  },
  {
    path: '/compare',
    page: 'compare',
    prerender: true,
    data: true,
    title: 'Compare Languages',
    description: 'The same idea written in C, C++, Rust, Go, Python and JavaScript, side by side.',
    nav: [
      { menu: 'header', at: 3, label: 'Compare' },
      { menu: 'footer:learning', at: 4, label: 'Compare Languages' },
      {
        menu: 'sitemap:learn',
        at: 8,
        label: 'Compare Languages',
      },
    ],
  },
  {
    path: '/pricing',
    page: 'pricing',
    prerender: true,
    data: true,
    title: 'Pricing',
    description:
      'Start free with C. Go Pro for every language, unlimited challenges and certificates.',
    nav: [
      { menu: 'header', at: 6, label: 'Pricing' },
      { menu: 'footer:learning', at: 5, label: 'Pricing' },
      {
        menu: 'sitemap:account',
        at: 4,
        label: 'Pricing',
      },
    ],
  },
  {
    path: '/settings',
    page: 'settings',
    signedIn: true,
    data: true,
    title: 'Settings',
    description: 'Your profile, notifications, preferences, editor and billing.',
    nav: [
      {
        menu: 'sitemap:account',
        at: 3,
        label: 'Settings',
      },
    ],
  },
  {
    path: '/profile',
    page: 'profile',
    signedIn: true,
    data: true,
    title: 'Profile',
    description: 'Your XP, level, achievements and learning progress.',
    nav: [
      {
        menu: 'sitemap:account',
        at: 2,
        label: 'Profile',
      },
    ],
  },
  {
    path: '/analytics',
    page: 'analytics',
    signedIn: true,
    data: true,
    title: 'Learning Analytics',
    description:
      'Your learning in charts: active days, time per lesson, runs and their outcomes, the compiler errors you meet most and your mastery of each concept.',
    nav: [
      {
        menu: 'sitemap:account',
        at: 6,
        label: 'Learning Analytics',
      },
    ],
  },
  {
    path: '/success',
    page: 'success',
    data: true,
    title: 'Payment Successful',
    description: 'Welcome to CodeNest Pro.',
    nav: [
      {
        menu: 'sitemap:account',
        at: 5,
        label: 'Payment Successful',
      },
    ],
  },
  {
    path: '/blog',
    page: 'blog',
    prerender: true,
    title: 'Blog',
    description: 'Tutorials, stories and news from the CodeNest team.',
    nav: [
      { menu: 'footer:company', at: 2, label: 'Blog' },
      {
        menu: 'sitemap:company',
        at: 2,
        label: 'Blog',
      },
    ],
  },
  {
    path: '/about',
    page: 'about',
    prerender: true,
    title: 'About CodeNest',
    description: 'Why we are building the best place to learn programming.',
    nav: [
      { menu: 'footer:company', at: 1, label: 'About' },
      {
        menu: 'sitemap:company',
        at: 1,
        label: 'About',
      },
    ],
  },
  {
    path: '/contact',
    page: 'contact',
    prerender: true,
    data: true,
    title: 'Contact Us',
    description: 'Questions, feedback or partnerships: we answer every message.',
    nav: [
      { menu: 'footer:support', at: 3, label: 'Contact Us' },
      {
        menu: 'sitemap:support',
        at: 3,
        label: 'Contact Us',
      },
    ],
  },
  {
    path: '/faq',
    page: 'faq',
    prerender: true,
    title: 'Frequently Asked Questions',
    description: 'Answers about courses, accounts, billing and more.',
    nav: [
      { menu: 'footer:support', at: 2, label: 'FAQ' },
      {
        menu: 'sitemap:support',
        at: 2,
        label: 'FAQ',
      },
    ],
  },
  {
    path: '/help',
    page: 'help',
    prerender: true,
    title: 'Help Center',
    description: 'Guides and answers to get you unstuck.',
    nav: [
      { menu: 'footer:support', at: 1, label: 'Help Center' },
      {
        menu: 'sitemap:support',
        at: 1,
        label: 'Help Center',
      },
    ],
  },
  {
    path: '/community',
    page: 'community',
    prerender: true,
    data: true,
    title: 'Community',
    description:
      'Learn together: the forum, discussions on every lesson, shared solutions and top contributors.',
    nav: [
      { menu: 'footer:support', at: 4, label: 'Community' },
      {
        menu: 'sitemap:support',
        at: 4,
        label: 'Community',
      },
    ],
  },
  {
    path: '/terms',
    page: 'terms',
    prerender: true,
    title: 'Terms of Service',
    description: 'The terms that govern your use of CodeNest.',
    nav: [
      { menu: 'legal', at: 1, label: 'Terms' },
      {
        menu: 'sitemap:legal',
        at: 1,
        label: 'Terms of Service',
      },
    ],
  },
  {
    path: '/privacy',
    page: 'privacy',
    prerender: true,
    title: 'Privacy Policy',
    description: 'What we collect, why, and the choices you have.',
    nav: [
      { menu: 'legal', at: 2, label: 'Privacy' },
      {
        menu: 'sitemap:legal',
        at: 2,
        label: 'Privacy Policy',
      },
    ],
  },
  {
    path: '/accessibility',
    page: 'accessibility',
    prerender: true,
    title: 'Accessibility',
    description: 'Our commitment to a platform everyone can use.',
    nav: [
      { menu: 'footer:support', at: 5, label: 'Accessibility' },
      {
        menu: 'sitemap:legal',
        at: 4,
        label: 'Accessibility',
      },
    ],
  },
  {
    path: '/cookies',
    page: 'cookies',
    prerender: true,
    title: 'Cookie Policy',
    description: 'The cookies we use and how to control them.',
    nav: [
      { menu: 'legal', at: 3, label: 'Cookies' },
      {
        menu: 'sitemap:legal',
        at: 3,
        label: 'Cookie Policy',
      },
    ],
  },
  {
    path: '/sitemap',
    page: 'sitemap',
    prerender: true,
    title: 'Sitemap',
    description: 'Every page of CodeNest in one place.',
    nav: [
      { menu: 'footer:company', at: 5, label: 'Sitemap' },
      {
        menu: 'sitemap:support',
        at: 5,
        label: 'Sitemap',
      },
    ],
  },
  {
    path: '/courses',
    page: 'courses',
    prerender: true,
    data: true,
    title: 'Courses',
    description: 'Find your next course: C is free, more languages are coming.',
    nav: [
      { menu: 'footer:learning', at: 1, label: 'All Courses' },
      {
        menu: 'sitemap:learn',
        at: 2,
        label: 'Courses',
      },
    ],
  },
  {
    path: '/careers',
    page: 'careers',
    prerender: true,
    title: 'Careers',
    description: 'Help millions of people learn to code.',
    nav: [
      { menu: 'footer:company', at: 3, label: 'Careers' },
      {
        menu: 'sitemap:company',
        at: 3,
        label: 'Careers',
      },
    ],
  },
  {
    path: '/press',
    page: 'press',
    prerender: true,
    title: 'Press',
    description: 'News, press kit and media contacts.',
    nav: [
      { menu: 'footer:company', at: 4, label: 'Press' },
      {
        menu: 'sitemap:company',
        at: 4,
        label: 'Press',
      },
    ],
  },
  // SPEC §6: only a signed-in learner can start the daily challenge.
  {
    path: '/daily-challenge',
    page: 'dailyChallenge',
    signedIn: true,
    data: true,
    title: 'Daily Challenge',
    description: 'One C problem a day. Keep your streak alive.',
    nav: [
      { menu: 'header', at: 2, label: 'Daily Challenge' },
      { menu: 'footer:learning', at: 3, label: 'Daily Challenge' },
      {
        menu: 'sitemap:learn',
        at: 6,
        label: 'Daily Challenge',
      },
    ],
  },
  // The challenge itself comes as route state or from session storage.
  {
    path: '/challenge',
    page: 'challenge',
    signedIn: true,
    data: true,
    title: 'Challenge',
    description: 'Write, run and submit your solution.',
    nav: [
      {
        menu: 'sitemap:learn',
        at: 7,
        label: 'Challenge Workspace',
      },
    ],
  },
  // SPEC §3: the C course's final assessment, open once all its lessons are complete.
  {
    path: '/assessment',
    page: 'assessment',
    signedIn: true,
    data: true,
    title: 'Final Assessment',
    description:
      'The C course final assessment: about 20 questions and short programs in 60 minutes, graded on the server.',
    nav: [
      {
        menu: 'sitemap:account',
        at: 7,
        label: 'Final Assessment',
      },
    ],
  },
  // Teams (Enterprise): the owner's and managers' dashboard, a member's page, joining by invitation.
  {
    path: '/team',
    page: 'team',
    signedIn: true,
    data: true,
    title: 'Team',
    description:
      "Your team's members and their progress, assignments, seats and invitations, branding, API keys and single sign-on.",
    nav: [
      {
        menu: 'sitemap:account',
        at: 8,
        label: 'Team',
      },
    ],
  },
  {
    path: '/team/members/:userId',
    page: 'teamMember',
    signedIn: true,
    data: true,
    title: 'Team member',
    description: "A team member's progress, assignments and submitted code.",
  },
  {
    path: '/community/threads/:id',
    page: 'communityThread',
    data: true,
    title: 'Discussion',
    description: 'A community discussion: the question, its answers and the accepted one.',
  },
  {
    path: '/team/join',
    page: 'teamJoin',
    data: true,
    title: 'Join a team',
    description: 'Accept an invitation to a CodeNest team and learn with Pro while you are in it.',
  },
  // The team API's documentation, read from the server's OpenAPI document.
  {
    path: '/docs/api',
    page: 'apiDocs',
    data: true,
    title: 'Team API',
    description:
      'The read-only team API of the Enterprise plan: members, progress, assignments and their status, with its OpenAPI 3.1 document.',
    nav: [{ menu: 'sitemap:support', at: 6, label: 'Team API' }],
  },
  // A certificate's public page: anyone with the link sees it, checked on the server.
  {
    path: '/certificates/:id',
    page: 'certificate',
    data: true,
    title: 'Certificate',
    description: 'A CodeNest course certificate, verified by the server that issued it.',
  },
] as const satisfies readonly RouteEntry[];

/** The page of every path that is not a route: "Page not found", with a 404 status. */
export const NOT_FOUND_PAGE = 'notFound';

const notFoundInfo: PageInfo = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist.',
};

/** Every page of the web app: each has one module in src/web/app/pages.ts. */
export type PageId = (typeof routeTable)[number]['page'] | typeof NOT_FOUND_PAGE;

/** Every route of the web app (SPEC §2). */
export const ROUTES: readonly RouteEntry<PageId>[] = routeTable;

/** Each page's title and summary, by page id. */
export const pages = Object.fromEntries([
  ...ROUTES.map((route) => [route.page, { title: route.title, description: route.description }]),
  [NOT_FOUND_PAGE, notFoundInfo],
]) as Record<PageId, PageInfo>;

/** One menu's links, in their order. */
export function navLinks(menu: NavMenu): NavLink[] {
  return ROUTES.flatMap((route) =>
    (route.nav ?? [])
      .filter((entry) => entry.menu === menu)
      .map((entry) => ({ entry, path: route.path, description: route.description })),
  )
    .sort((a, b) => a.entry.at - b.entry.at)
    .map(({ entry, path, description }) => ({
      label: entry.label,
      to: entry.to ?? path,
      description: entry.description ?? description,
    }));
}

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

/** Their paths, but those with a parameter: a loading state is served at one exact path. */
export const SIGNED_IN_PATHS: readonly string[] = /* @__PURE__ */ SIGNED_IN_ROUTES.flatMap(
  (route) => (route.path.includes(':') ? [] : [route.path]),
);

/**
 * Where the build writes a prerendered page in a language, relative to the web build's folder:
 * English at pages/, the other languages in a folder each.
 */
export function prerenderedFile(path: string, language: Language = 'en'): string {
  const folder = language === 'en' ? 'pages' : `pages/${language}`;
  return path === '/' ? `${folder}/index.html` : `${folder}${path}.html`;
}

/** Paths that belong to the API: an unknown one answers JSON, never the app. */
export const API_PREFIXES = [
  '/api/v1',
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
