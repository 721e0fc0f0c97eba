import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
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
  { data = false }: { data?: boolean } = {},
): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`../features/${name}.tsx`];
  const exported = name.slice(name.lastIndexOf('/') + 1);
  if (!load) throw new Error(`There is no page module features/${name}.tsx`);
  const handle: RouteHandle = {
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

/** Every route of SPEC §2, each page in the one layout (header, footer). */
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
          { index: true, ...page('landing/LandingPage') },
          {
            // Pages for signed-in learners.
            element: (
              <RequireAuth>
                <Outlet />
              </RequireAuth>
            ),
            children: [
              { path: 'dashboard', ...page('dashboard/DashboardPage', { data: true }) },
              { path: 'settings', ...page('settings/SettingsPage', { data: true }) },
              { path: 'profile', ...page('profile/ProfilePage', { data: true }) },
              // SPEC §6: only a signed-in learner can start the daily challenge.
              {
                path: 'daily-challenge',
                ...page('daily-challenge/DailyChallengePage', { data: true }),
              },
              // The challenge itself comes as route state or from session storage.
              { path: 'challenge', ...page('challenge/ChallengePage', { data: true }) },
            ],
          },
          { path: 'learn/:language', ...page('learn/LearnPage', { data: true }) },
          { path: 'compare', ...page('compare/ComparePage', { data: true }) },
          { path: 'pricing', ...page('pricing/PricingPage', { data: true }) },
          { path: 'success', ...page('pricing/SuccessPage', { data: true }) },
          { path: 'blog', ...page('blog/BlogPage') },
          { path: 'about', ...page('about/AboutPage') },
          { path: 'contact', ...page('contact/ContactPage', { data: true }) },
          { path: 'faq', ...page('faq/FaqPage') },
          { path: 'help', ...page('help/HelpPage') },
          { path: 'community', ...page('community/CommunityPage') },
          { path: 'terms', ...page('legal/TermsPage') },
          { path: 'privacy', ...page('legal/PrivacyPage') },
          { path: 'accessibility', ...page('legal/AccessibilityPage') },
          { path: 'cookies', ...page('legal/CookiesPage') },
          { path: 'sitemap', ...page('sitemap/SitemapPage') },
          { path: 'courses', ...page('courses/CoursesPage', { data: true }) },
          { path: 'careers', ...page('careers/CareersPage') },
          { path: 'press', ...page('press/PressPage') },
          { path: '*', ...page('pages/NotFoundPage') },
        ],
      },
    ],
  },
];
