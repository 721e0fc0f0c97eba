/** The press page (SPEC §2 /press, §3 press item and press asset): kit, awards, releases, coverage. */
import type { SiteIdentity } from '@domain/public-config';

export const PRESS_RESPONSE_NOTE = 'We respond to press inquiries within 24 hours.';

export const pressIntro = {
  title: 'CodeNest in the news',
  text: 'CodeNest helps people learn to program by writing and running real code in the browser, starting with a free C course. Here you will find our logos, facts and figures, announcements and what others have written about us.',
};

export interface PressFact {
  label: string;
  value: string;
}

export const pressFacts: PressFact[] = [
  { label: 'Founded', value: '2023, Portland, Oregon' },
  { label: 'Founders', value: 'Maya Okafor (CEO), Daniel Reyes (CTO)' },
  { label: 'Learners', value: '50K+' },
  { label: 'Free course', value: 'C Programming, 24 lessons' },
];

/** SPEC §3 press asset, plus where the file lives. */
export interface PressAsset {
  title: string;
  description: string;
  /** Shown size of the file, e.g. "1.6 KB"; a test keeps it equal to the real file. */
  size: string;
  format: 'SVG' | 'TXT';
  /** Path of the file under public/, as the browser requests it. */
  href: string;
}

export const pressKit = {
  title: 'Press kit',
  text: 'Logos, facts and brand colours, free to use in articles about CodeNest. Please do not alter the logo.',
  download: 'Download',
};

export const pressAssets: PressAsset[] = [
  {
    title: 'Logo',
    description: 'The CodeNest mark and wordmark for light backgrounds, as a scalable vector.',
    size: '858 bytes',
    format: 'SVG',
    href: '/press/codenest-logo.svg',
  },
  {
    title: 'Logo for dark backgrounds',
    description: 'The same logo with a light wordmark, for dark pages and slides.',
    size: '881 bytes',
    format: 'SVG',
    href: '/press/codenest-logo-dark.svg',
  },
  {
    title: 'Mark only',
    description: 'The </> mark on its gradient square, for avatars and tight spaces.',
    size: '644 bytes',
    format: 'SVG',
    href: '/press/codenest-mark.svg',
  },
  {
    title: 'Fact sheet',
    description: 'Founding story, figures, courses, plans and prices in one page of plain text.',
    size: '2.4 KB',
    format: 'TXT',
    href: '/press/codenest-fact-sheet.txt',
  },
  {
    title: 'Brand colours',
    description:
      'Hex and RGB values of our colours, the logo gradient, typography and usage rules.',
    size: '1.6 KB',
    format: 'TXT',
    href: '/press/codenest-brand-colors.txt',
  },
];

export interface Award {
  year: string;
  title: string;
  organization: string;
  description: string;
}

export const awardsIntro = { title: 'Awards and recognition' };

export const awards: Award[] = [
  {
    year: '2026',
    title: 'Best Hands-On Learning Tool',
    organization: 'Open Learning Awards',
    description:
      'Recognised for lessons in which every example is a complete program that runs on a real compiler.',
  },
  {
    year: '2026',
    title: 'Accessibility Commendation',
    organization: 'EdTech Accessibility Forum',
    description:
      'For keyboard and screen-reader support across lessons, the code editor and the output panel.',
  },
  {
    year: '2025',
    title: 'Community Choice: Developer Education',
    organization: 'DevEd Summit',
    description: 'Voted by attendees, most of them teachers and bootcamp instructors.',
  },
];

/** SPEC §3 press item. */
export interface PressItem {
  title: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  excerpt: string;
  link: string;
}

export const releasesIntro = {
  title: 'Press releases',
  readRelease: 'Read the full release',
};

export const pressReleases: PressItem[] = [
  {
    title: 'CodeNest passes 50,000 learners writing and running real C in the browser',
    date: '2026-10-14',
    excerpt:
      'More than 50,000 learners have now used the free C course, and the daily C challenge has been taken hundreds of thousands of times since its launch.',
    link: '/press/releases/2026-10-14-codenest-passes-50000-learners.txt',
  },
  {
    title: 'CodeNest introduces Pro and Enterprise plans, with a 14-day free trial',
    date: '2026-06-02',
    excerpt:
      'Pro at $19 per month and Enterprise at $99 per month fund the next courses, while the complete C course stays free. Students get 50% off Pro with an .edu e-mail address.',
    link: '/press/releases/2026-06-02-codenest-launches-pro-and-enterprise.txt',
  },
  {
    title: 'CodeNest introduces the daily C challenge',
    date: '2025-11-12',
    excerpt:
      'One problem a day with a time limit, hints and points, run against a real compiler, with streak badges from Bronze at 3 days to Diamond at 30.',
    link: '/press/releases/2025-11-12-codenest-introduces-daily-c-challenge.txt',
  },
  {
    title: 'CodeNest opens a free C course where every example runs on a real compiler',
    date: '2025-03-18',
    excerpt:
      'After a year of classroom testing, the complete C course opens to everyone: 24 lessons, about 40 hours, nothing to install.',
    link: '/press/releases/2025-03-18-codenest-opens-free-c-course.txt',
  },
];

export interface Coverage {
  id: string;
  outlet: string;
  headline: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** Anchor of the quote block on this page. */
  link: string;
  quote: string;
}

export const coverageIntro = {
  title: 'In the media',
  quotesTitle: 'What they wrote',
  readQuote: 'Read the excerpt',
};

export const coverage: Coverage[] = [
  {
    id: 'devtools-weekly',
    outlet: 'DevTools Weekly',
    headline: 'CodeNest wants your first program to be in C, and it might be right',
    date: '2026-10-21',
    link: '#coverage-devtools-weekly',
    quote:
      'The surprise is how unintimidating it feels. You press Run, gcc complains about an unused variable, and the lesson explains why it matters. It is the compiler as a patient tutor.',
  },
  {
    id: 'the-learning-curve',
    outlet: 'The Learning Curve podcast',
    headline: 'Episode 112: Teaching pointers to people who have never programmed',
    date: '2026-09-03',
    link: '#coverage-the-learning-curve',
    quote:
      'Priya Natarajan makes a convincing case that pointers are hard only because nobody draws the boxes. Her course draws the boxes.',
  },
  {
    id: 'open-classroom-review',
    outlet: 'Open Classroom Review',
    headline: 'Free coding courses compared: where beginners actually write code',
    date: '2026-04-15',
    link: '#coverage-open-classroom-review',
    quote:
      'Of the free courses we tested, CodeNest was the only one where every example was a complete program our testers could change and run on a phone.',
  },
  {
    id: 'portland-business-tribune',
    outlet: 'Portland Business Tribune',
    headline: 'Portland start-up bets on an old language for new programmers',
    date: '2025-12-08',
    link: '#coverage-portland-business-tribune',
    quote:
      'Okafor and Reyes are unapologetic about starting with C. "Every later language is a set of decisions about what to hide from you," Okafor says. "We show you first."',
  },
];

export const mediaContact = {
  title: 'Media contact',
  /** The site's press address, or the contact form's Press category without one. */
  text: (site: SiteIdentity) =>
    site.pressEmail
      ? 'For interviews, data, images or a demo of the platform, write to our press team. Please mention your publication and deadline.'
      : 'For interviews, data, images or a demo of the platform, send our press team a message through the contact form, in the Press category. Please mention your publication and deadline.',
  contactForm: 'Open the contact form',
  responseNote: PRESS_RESPONSE_NOTE,
};
