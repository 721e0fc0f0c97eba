import type { ComponentType } from 'react';
import type { PageId } from '@domain/routes';

/** A page's module, loaded when its route opens: each its own chunk. */
export interface PageModule {
  /**
   * The module, relative to src/web: its chunk's name in the build's manifest, which the build
   * preloads in the page's HTML and checks against the budgets (RouteHandle.chunks).
   */
  file: string;
  load: () => Promise<ComponentType>;
}

/** `features/site/about/AboutPage.tsx` → `AboutPage`. */
type FileName<Path extends string> = Path extends `${string}/${infer Rest}`
  ? FileName<Rest>
  : Path extends `${infer Name}.tsx`
    ? Name
    : never;

/** A page module exports its page under its file's name (`AboutPage` in `AboutPage.tsx`). */
function page<const File extends string>(
  file: File,
  load: () => Promise<Record<FileName<File>, ComponentType>>,
): PageModule {
  const name = file.slice(file.lastIndexOf('/') + 1, -'.tsx'.length) as FileName<File>;
  return { file, load: async () => (await load())[name] };
}

/** Every page of the route table (src/domain/routes.ts) and its module. */
export const PAGE_MODULES = {
  landing: page(
    'features/site/landing/LandingPage.tsx',
    () => import('../features/site/landing/LandingPage'),
  ),
  dashboard: page(
    'features/dashboard/DashboardPage.tsx',
    () => import('../features/dashboard/DashboardPage'),
  ),
  learn: page('features/learn/LearnPage.tsx', () => import('../features/learn/LearnPage')),
  compare: page(
    'features/compare/ComparePage.tsx',
    () => import('../features/compare/ComparePage'),
  ),
  pricing: page(
    'features/pricing/PricingPage.tsx',
    () => import('../features/pricing/PricingPage'),
  ),
  settings: page(
    'features/settings/SettingsPage.tsx',
    () => import('../features/settings/SettingsPage'),
  ),
  profile: page(
    'features/profile/ProfilePage.tsx',
    () => import('../features/profile/ProfilePage'),
  ),
  analytics: page(
    'features/analytics/AnalyticsPage.tsx',
    () => import('../features/analytics/AnalyticsPage'),
  ),
  team: page('features/team/TeamPage.tsx', () => import('../features/team/TeamPage')),
  teamMember: page(
    'features/team/members/TeamMemberPage.tsx',
    () => import('../features/team/members/TeamMemberPage'),
  ),
  teamJoin: page(
    'features/team/join/JoinTeamPage.tsx',
    () => import('../features/team/join/JoinTeamPage'),
  ),
  apiDocs: page(
    'features/api-docs/ApiDocsPage.tsx',
    () => import('../features/api-docs/ApiDocsPage'),
  ),
  success: page(
    'features/pricing/SuccessPage.tsx',
    () => import('../features/pricing/SuccessPage'),
  ),
  blog: page('features/site/blog/BlogPage.tsx', () => import('../features/site/blog/BlogPage')),
  about: page(
    'features/site/about/AboutPage.tsx',
    () => import('../features/site/about/AboutPage'),
  ),
  contact: page(
    'features/site/contact/ContactPage.tsx',
    () => import('../features/site/contact/ContactPage'),
  ),
  faq: page('features/site/faq/FaqPage.tsx', () => import('../features/site/faq/FaqPage')),
  help: page('features/site/help/HelpPage.tsx', () => import('../features/site/help/HelpPage')),
  community: page(
    'features/site/community/CommunityPage.tsx',
    () => import('../features/site/community/CommunityPage'),
  ),
  communityThread: page(
    'features/site/community/thread/ThreadPage.tsx',
    () => import('../features/site/community/thread/ThreadPage'),
  ),
  terms: page(
    'features/site/legal/TermsPage.tsx',
    () => import('../features/site/legal/TermsPage'),
  ),
  privacy: page(
    'features/site/legal/PrivacyPage.tsx',
    () => import('../features/site/legal/PrivacyPage'),
  ),
  accessibility: page(
    'features/site/legal/AccessibilityPage.tsx',
    () => import('../features/site/legal/AccessibilityPage'),
  ),
  cookies: page(
    'features/site/legal/CookiesPage.tsx',
    () => import('../features/site/legal/CookiesPage'),
  ),
  sitemap: page(
    'features/site/sitemap/SitemapPage.tsx',
    () => import('../features/site/sitemap/SitemapPage'),
  ),
  courses: page(
    'features/courses/CoursesPage.tsx',
    () => import('../features/courses/CoursesPage'),
  ),
  careers: page(
    'features/site/careers/CareersPage.tsx',
    () => import('../features/site/careers/CareersPage'),
  ),
  press: page(
    'features/site/press/PressPage.tsx',
    () => import('../features/site/press/PressPage'),
  ),
  dailyChallenge: page(
    'features/daily-challenge/DailyChallengePage.tsx',
    () => import('../features/daily-challenge/DailyChallengePage'),
  ),
  challenge: page(
    'features/challenge/ChallengePage.tsx',
    () => import('../features/challenge/ChallengePage'),
  ),
  assessment: page(
    'features/assessment/AssessmentPage.tsx',
    () => import('../features/assessment/AssessmentPage'),
  ),
  certificate: page(
    'features/certificate/CertificatePage.tsx',
    () => import('../features/certificate/CertificatePage'),
  ),
  notFound: page(
    'features/site/not-found/NotFoundPage.tsx',
    () => import('../features/site/not-found/NotFoundPage'),
  ),
} satisfies Record<PageId, PageModule>;
