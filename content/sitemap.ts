import { navLinks } from '@domain/routes';

/** Every page of the app (SPEC §2 routes, with /learn/c, /learn/cpp and /learn/rust), grouped:
 * the entries come from the route table's `sitemap:` menus. */

export interface SitemapEntry {
  path: string;
  title: string;
  description: string;
}

export interface SitemapGroup {
  id: 'learn' | 'account' | 'company' | 'support' | 'legal';
  title: 'Learn' | 'Account' | 'Company' | 'Support' | 'Legal';
  description: string;
  entries: SitemapEntry[];
}

const group = (
  id: SitemapGroup['id'],
  title: SitemapGroup['title'],
  description: string,
): SitemapGroup => ({
  id,
  title,
  description,
  entries: navLinks(`sitemap:${id}`).map((link) => ({
    path: link.to,
    title: link.label,
    description: link.description,
  })),
});

export const sitemapGroups: SitemapGroup[] = [
  group('learn', 'Learn', 'Courses, lessons and practice.'),
  group('account', 'Account', 'Your learning, your profile and your plan.'),
  group('company', 'Company', 'Who we are and what we are working on.'),
  group('support', 'Support', 'Answers, people and ways to get in touch.'),
  group('legal', 'Legal', 'The rules, and how we handle your data.'),
];

export const sitemapHelp = {
  title: "Can't find what you're looking for?",
  text: 'Search the Help Center or send us a message, and we will point you in the right direction.',
  helpLabel: 'Visit the Help Center',
  helpTo: '/help',
  contactLabel: 'Contact us',
  contactTo: '/contact',
};
