import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import type { NavVariant } from './layout/Navbar';
import { RootLayout, type RouteHandle } from './layout/RootLayout';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';

/** Every page module (`features/<feature>/<Name>Page.tsx`), each its own chunk. */
const pageModules = import.meta.glob<Record<string, ComponentType>>('../features/*/*Page.tsx');

/**
 * A route's page, loaded when the route is opened: the shell (layout, navigation, theme,
 * session) is all that every page loads. `name` is the module under features/ and the export;
 * a page that reads data through the query cache says `data`, and loads the cache with it.
 */
function page(
  name: string,
  nav: NavVariant,
  { data = false }: { data?: boolean } = {},
): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`../features/${name}.tsx`];
  const exported = name.slice(name.lastIndexOf('/') + 1);
  if (!load) throw new Error(`There is no page module features/${name}.tsx`);
  const handle: RouteHandle = {
    nav,
    chunks: [`features/${name}.tsx`, ...(data ? ['lib/query-client.tsx'] : [])],
  };
  return {
    lazy: async () => {
      const [module, queries] = await Promise.all([
        load(),
        data ? import('../lib/query-client') : null,
      ]);
      const Page = module[exported];
      if (!Page) throw new Error(`features/${name}.tsx does not export ${exported}`);
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

/** Every route of SPEC §2; the layout picks the navigation variant from each route's handle. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown for a moment when a page rendered in the browser only is opened first.
    hydrateFallbackElement: (
      <div className="grid min-h-screen place-items-center" role="status">
        <span className="text-sm text-slate-600 dark:text-slate-400">Loading...</span>
      </div>
    ),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, ...page('landing/LandingPage', 'landing') },
          {
            // Pages for signed-in learners.
            element: (
              <RequireAuth>
                <Outlet />
              </RequireAuth>
            ),
            children: [
              { path: 'dashboard', ...page('dashboard/DashboardPage', 'app', { data: true }) },
              { path: 'settings', ...page('settings/SettingsPage', 'app', { data: true }) },
              { path: 'profile', ...page('profile/ProfilePage', 'app', { data: true }) },
              // SPEC §6: only a signed-in learner can start the daily challenge.
              {
                path: 'daily-challenge',
                ...page('daily-challenge/DailyChallengePage', 'app', { data: true }),
              },
              // The challenge itself comes as route state or from session storage.
              { path: 'challenge', ...page('challenge/ChallengePage', 'app', { data: true }) },
            ],
          },
          { path: 'learn/:language', ...page('learn/LearnPage', 'app', { data: true }) },
          { path: 'compare', ...page('compare/ComparePage', 'app', { data: true }) },
          { path: 'pricing', ...page('pricing/PricingPage', 'landing', { data: true }) },
          { path: 'success', ...page('pricing/SuccessPage', 'app', { data: true }) },
          { path: 'blog', ...page('blog/BlogPage', 'landing') },
          { path: 'about', ...page('about/AboutPage', 'landing') },
          { path: 'contact', ...page('contact/ContactPage', 'landing', { data: true }) },
          { path: 'faq', ...page('faq/FaqPage', 'landing') },
          { path: 'help', ...page('help/HelpPage', 'landing') },
          { path: 'community', ...page('community/CommunityPage', 'landing') },
          { path: 'terms', ...page('legal/TermsPage', 'landing') },
          { path: 'privacy', ...page('legal/PrivacyPage', 'landing') },
          { path: 'accessibility', ...page('legal/AccessibilityPage', 'landing') },
          { path: 'cookies', ...page('legal/CookiesPage', 'landing') },
          { path: 'sitemap', ...page('sitemap/SitemapPage', 'landing') },
          { path: 'courses', ...page('courses/CoursesPage', 'app', { data: true }) },
          { path: 'careers', ...page('careers/CareersPage', 'landing') },
          { path: 'press', ...page('press/PressPage', 'landing') },
          { path: '*', ...page('pages/NotFoundPage', 'landing') },
        ],
      },
    ],
  },
];
