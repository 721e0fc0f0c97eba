import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { AboutPage } from '../features/about/AboutPage';
import { BlogPage } from '../features/blog/BlogPage';
import { CareersPage } from '../features/careers/CareersPage';
import { CommunityPage } from '../features/community/CommunityPage';
import { ContactPage } from '../features/contact/ContactPage';
import { FaqPage } from '../features/faq/FaqPage';
import { HelpPage } from '../features/help/HelpPage';
import { LandingPage } from '../features/landing/LandingPage';
import { AccessibilityPage } from '../features/legal/AccessibilityPage';
import { CookiesPage } from '../features/legal/CookiesPage';
import { PrivacyPage } from '../features/legal/PrivacyPage';
import { TermsPage } from '../features/legal/TermsPage';
import { NotFoundPage } from '../features/pages/NotFoundPage';
import { PressPage } from '../features/press/PressPage';
import { SitemapPage } from '../features/sitemap/SitemapPage';
import { RootLayout, type RouteHandle } from './layout/RootLayout';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';

const app: RouteHandle = { nav: 'app' };
const landing: RouteHandle = { nav: 'landing' };

/** Every route of SPEC §2; the layout picks the navigation variant from each route's handle. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown for a moment when the first page opened is one that loads its code on demand.
    hydrateFallbackElement: (
      <div className="grid min-h-screen place-items-center" role="status">
        <span className="text-sm text-slate-600 dark:text-slate-400">Loading...</span>
      </div>
    ),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <LandingPage />, handle: landing },
          {
            // Pages for signed-in learners: loaded when opened, never with the landing page.
            element: (
              <RequireAuth>
                <Outlet />
              </RequireAuth>
            ),
            children: [
              {
                path: 'dashboard',
                lazy: async () => ({
                  Component: (await import('../features/dashboard/DashboardPage')).DashboardPage,
                }),
                handle: app,
              },
              {
                path: 'settings',
                lazy: async () => ({
                  Component: (await import('../features/settings/SettingsPage')).SettingsPage,
                }),
                handle: app,
              },
              {
                path: 'profile',
                lazy: async () => ({
                  Component: (await import('../features/profile/ProfilePage')).ProfilePage,
                }),
                handle: app,
              },
              {
                // SPEC §6: only a signed-in learner can start the daily challenge.
                path: 'daily-challenge',
                lazy: async () => ({
                  Component: (await import('../features/daily-challenge/DailyChallengePage'))
                    .DailyChallengePage,
                }),
                handle: app,
              },
              {
                // The challenge itself comes as route state or from session storage.
                path: 'challenge',
                lazy: async () => ({
                  Component: (await import('../features/challenge/ChallengePage')).ChallengePage,
                }),
                handle: app,
              },
            ],
          },
          {
            path: 'learn/:language',
            // The lessons and the editor load with the page, not with the landing page.
            lazy: async () => ({
              Component: (await import('../features/learn/LearnPage')).LearnPage,
            }),
            handle: app,
          },
          {
            path: 'compare',
            // The six languages' programs and their highlighters load with the page.
            lazy: async () => ({
              Component: (await import('../features/compare/ComparePage')).ComparePage,
            }),
            handle: app,
          },
          {
            path: 'pricing',
            lazy: async () => ({
              Component: (await import('../features/pricing/PricingPage')).PricingPage,
            }),
            handle: landing,
          },
          {
            path: 'success',
            lazy: async () => ({
              Component: (await import('../features/pricing/SuccessPage')).SuccessPage,
            }),
            handle: app,
          },
          { path: 'blog', element: <BlogPage />, handle: landing },
          { path: 'about', element: <AboutPage />, handle: landing },
          { path: 'contact', element: <ContactPage />, handle: landing },
          { path: 'faq', element: <FaqPage />, handle: landing },
          { path: 'help', element: <HelpPage />, handle: landing },
          { path: 'community', element: <CommunityPage />, handle: landing },
          { path: 'terms', element: <TermsPage />, handle: landing },
          { path: 'privacy', element: <PrivacyPage />, handle: landing },
          { path: 'accessibility', element: <AccessibilityPage />, handle: landing },
          { path: 'cookies', element: <CookiesPage />, handle: landing },
          { path: 'sitemap', element: <SitemapPage />, handle: landing },
          {
            path: 'courses',
            lazy: async () => ({
              Component: (await import('../features/courses/CoursesPage')).CoursesPage,
            }),
            handle: app,
          },
          { path: 'careers', element: <CareersPage />, handle: landing },
          { path: 'press', element: <PressPage />, handle: landing },
          { path: '*', element: <NotFoundPage />, handle: landing },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
