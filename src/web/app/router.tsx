import { createBrowserRouter, type RouteObject } from 'react-router';
import { ContactPage } from '../features/contact/ContactPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { LandingPage } from '../features/landing/LandingPage';
import { AccessibilityPage } from '../features/legal/AccessibilityPage';
import { CookiesPage } from '../features/legal/CookiesPage';
import { PrivacyPage } from '../features/legal/PrivacyPage';
import { TermsPage } from '../features/legal/TermsPage';
import { NotFoundPage } from '../features/pages/NotFoundPage';
import { TitledPage } from '../features/pages/TitledPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { SettingsPage } from '../features/settings/SettingsPage';
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
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <LandingPage />, handle: landing },
          {
            path: 'dashboard',
            element: (
              <RequireAuth>
                <DashboardPage />
              </RequireAuth>
            ),
            handle: app,
          },
          { path: 'learn/:language', element: <TitledPage page="learn" />, handle: app },
          { path: 'compare', element: <TitledPage page="compare" />, handle: app },
          { path: 'pricing', element: <TitledPage page="pricing" />, handle: landing },
          {
            path: 'settings',
            element: (
              <RequireAuth>
                <SettingsPage />
              </RequireAuth>
            ),
            handle: app,
          },
          {
            path: 'profile',
            element: (
              <RequireAuth>
                <ProfilePage />
              </RequireAuth>
            ),
            handle: app,
          },
          { path: 'success', element: <TitledPage page="success" />, handle: app },
          { path: 'blog', element: <TitledPage page="blog" />, handle: landing },
          { path: 'about', element: <TitledPage page="about" />, handle: landing },
          { path: 'contact', element: <ContactPage />, handle: landing },
          { path: 'faq', element: <TitledPage page="faq" />, handle: landing },
          { path: 'help', element: <TitledPage page="help" />, handle: landing },
          { path: 'community', element: <TitledPage page="community" />, handle: landing },
          { path: 'terms', element: <TermsPage />, handle: landing },
          { path: 'privacy', element: <PrivacyPage />, handle: landing },
          { path: 'accessibility', element: <AccessibilityPage />, handle: landing },
          { path: 'cookies', element: <CookiesPage />, handle: landing },
          { path: 'sitemap', element: <TitledPage page="sitemap" />, handle: landing },
          { path: 'courses', element: <TitledPage page="courses" />, handle: app },
          { path: 'careers', element: <TitledPage page="careers" />, handle: landing },
          { path: 'press', element: <TitledPage page="press" />, handle: landing },
          { path: 'daily-challenge', element: <TitledPage page="dailyChallenge" />, handle: app },
          { path: 'challenge', element: <TitledPage page="challenge" />, handle: app },
          { path: '*', element: <NotFoundPage />, handle: landing },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
