/** Title and one-line summary of each page: used for the document title, the description and page headers. */
export interface PageInfo {
  title: string;
  description: string;
}

export const pages = {
  dashboard: { title: 'Dashboard', description: 'Your courses, streak and progress at a glance.' },
  learn: { title: 'Learn', description: 'Lessons with real, runnable example programs.' },
  compare: {
    title: 'Compare Languages',
    description: 'The same idea written in C, C++, Rust, Go, Python and JavaScript, side by side.',
  },
  pricing: {
    title: 'Pricing',
    description:
      'Start free with C. Go Pro for every language, unlimited challenges and certificates.',
  },
  settings: {
    title: 'Settings',
    description: 'Your profile, notifications, preferences, editor and billing.',
  },
  profile: { title: 'Profile', description: 'Your XP, level, achievements and learning progress.' },
  success: { title: 'Payment Successful', description: 'Welcome to CodeNest Pro.' },
  blog: { title: 'Blog', description: 'Tutorials, stories and news from the CodeNest team.' },
  about: {
    title: 'About CodeNest',
    description: 'Why we are building the best place to learn programming.',
  },
  contact: {
    title: 'Contact Us',
    description: 'Questions, feedback or partnerships: we answer every message.',
  },
  faq: {
    title: 'Frequently Asked Questions',
    description: 'Answers about courses, accounts, billing and more.',
  },
  help: { title: 'Help Center', description: 'Guides and answers to get you unstuck.' },
  community: {
    title: 'Community',
    description: 'Learn together: discussions, events and top contributors.',
  },
  terms: { title: 'Terms of Service', description: 'The terms that govern your use of CodeNest.' },
  privacy: {
    title: 'Privacy Policy',
    description: 'What we collect, why, and the choices you have.',
  },
  accessibility: {
    title: 'Accessibility',
    description: 'Our commitment to a platform everyone can use.',
  },
  cookies: { title: 'Cookie Policy', description: 'The cookies we use and how to control them.' },
  sitemap: { title: 'Sitemap', description: 'Every page of CodeNest in one place.' },
  courses: {
    title: 'Courses',
    description: 'Find your next course: C is free, more languages are coming.',
  },
  careers: { title: 'Careers', description: 'Help millions of people learn to code.' },
  press: { title: 'Press', description: 'News, press kit and media contacts.' },
  dailyChallenge: {
    title: 'Daily Challenge',
    description: 'One C problem a day. Keep your streak alive.',
  },
  challenge: { title: 'Challenge', description: 'Write, run and submit your solution.' },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist.',
  },
} satisfies Record<string, PageInfo>;

export type PageKey = keyof typeof pages;
