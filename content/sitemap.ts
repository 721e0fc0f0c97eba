/** Every page of the app (SPEC §2 routes, with /learn/c, /learn/cpp and /learn/rust), grouped. */

export interface SitemapEntry {
  path: string;
  title: string;
  description: string;
}

export interface SitemapGroup {
  id: string;
  title: 'Learn' | 'Account' | 'Company' | 'Support' | 'Legal';
  description: string;
  entries: SitemapEntry[];
}

export const sitemapGroups: SitemapGroup[] = [
  {
    id: 'learn',
    title: 'Learn',
    description: 'Courses, lessons and practice.',
    entries: [
      {
        path: '/',
        title: 'Home',
        description: 'What CodeNest is, its features and the languages we teach.',
      },
      {
        path: '/courses',
        title: 'Courses',
        description: 'The course catalogue with search, filters and learning paths.',
      },
      {
        path: '/learn/c',
        title: 'C Programming',
        description: 'The free C course: 24 lessons with runnable example programs.',
      },
      {
        path: '/learn/cpp',
        title: 'C++ Programming',
        description: 'The C++ course, part of Pro and coming soon.',
      },
      {
        path: '/learn/rust',
        title: 'Rust Programming',
        description: 'The Rust course, part of Pro and coming soon.',
      },
      {
        path: '/daily-challenge',
        title: 'Daily Challenge',
        description: "Today's C problem, your streak and the countdown to the next one.",
      },
      {
        path: '/challenge',
        title: 'Challenge Workspace',
        description: 'Write, run and submit a challenge; opened from the daily challenge.',
      },
      {
        path: '/compare',
        title: 'Compare Languages',
        description: 'The same concept in up to three languages, side by side.',
      },
    ],
  },
  {
    id: 'account',
    title: 'Account',
    description: 'Your learning, your profile and your plan.',
    entries: [
      {
        path: '/dashboard',
        title: 'Dashboard',
        description: 'Your stats, quick actions and recent activity.',
      },
      {
        path: '/profile',
        title: 'Profile',
        description: 'Your XP, level, achievements and learning progress.',
      },
      {
        path: '/settings',
        title: 'Settings',
        description: 'Profile, notifications, preferences and code editor options.',
      },
      {
        path: '/pricing',
        title: 'Pricing',
        description: 'Free, Pro and Enterprise plans compared.',
      },
      {
        path: '/success',
        title: 'Payment Successful',
        description: 'The confirmation shown after you subscribe to Pro.',
      },
    ],
  },
  {
    id: 'company',
    title: 'Company',
    description: 'Who we are and what we are working on.',
    entries: [
      {
        path: '/about',
        title: 'About',
        description: 'Our story, our mission and the team behind CodeNest.',
      },
      {
        path: '/blog',
        title: 'Blog',
        description: 'Tutorials, learner stories and product news.',
      },
      {
        path: '/careers',
        title: 'Careers',
        description: 'Open positions, perks and how we hire.',
      },
      {
        path: '/press',
        title: 'Press',
        description: 'Press kit, releases, awards and coverage.',
      },
    ],
  },
  {
    id: 'support',
    title: 'Support',
    description: 'Answers, people and ways to get in touch.',
    entries: [
      {
        path: '/help',
        title: 'Help Center',
        description: 'Searchable guides, video tutorials and support hours.',
      },
      {
        path: '/faq',
        title: 'FAQ',
        description: 'Short answers about courses, code, billing and privacy.',
      },
      {
        path: '/contact',
        title: 'Contact Us',
        description: 'Send a message to our support, billing or partnerships team.',
      },
      {
        path: '/community',
        title: 'Community',
        description: 'Discussions, top contributors and upcoming events.',
      },
      {
        path: '/sitemap',
        title: 'Sitemap',
        description: 'This page: every page of CodeNest in one place.',
      },
    ],
  },
  {
    id: 'legal',
    title: 'Legal',
    description: 'The rules, and how we handle your data.',
    entries: [
      {
        path: '/terms',
        title: 'Terms of Service',
        description: 'The terms that govern your use of CodeNest.',
      },
      {
        path: '/privacy',
        title: 'Privacy Policy',
        description: 'What we collect, why, and the choices you have.',
      },
      {
        path: '/cookies',
        title: 'Cookie Policy',
        description: 'The cookies we use, with a switch for each optional category.',
      },
      {
        path: '/accessibility',
        title: 'Accessibility',
        description: 'Our accessibility commitment and how to report a barrier.',
      },
    ],
  },
];

export const sitemapHelp = {
  title: "Can't find what you're looking for?",
  text: 'Search the Help Center or send us a message, and we will point you in the right direction.',
  helpLabel: 'Visit the Help Center',
  helpTo: '/help',
  contactLabel: 'Contact us',
  contactTo: '/contact',
};
