/**
 * Site-wide navigation and footer data: one home for every link the shell shows, but the social
 * links, which are each site's own (SITE_SOCIAL_LINKS).
 */
export interface NavLink {
  label: string;
  to: string;
}

/**
 * The header's links, the same on every page for visitors and learners alike (SPEC §2's items
 * and what a learner moves between). A signed-in learner also has Dashboard with the account
 * controls; a visitor who opens Daily Challenge is asked to sign in first.
 */
export const headerNavLinks: NavLink[] = [
  { label: 'Learn', to: '/learn/c' },
  { label: 'Daily Challenge', to: '/daily-challenge' },
  { label: 'Compare', to: '/compare' },
  { label: 'Features', to: '/#features' },
  { label: 'Languages', to: '/#languages' },
  { label: 'Pricing', to: '/pricing' },
];

export interface FooterGroup {
  title: 'Learning' | 'Support' | 'Company';
  links: NavLink[];
}

export const footerGroups: FooterGroup[] = [
  {
    title: 'Learning',
    links: [
      { label: 'All Courses', to: '/courses' },
      { label: 'C Programming', to: '/learn/c' },
      { label: 'Daily Challenge', to: '/daily-challenge' },
      { label: 'Compare Languages', to: '/compare' },
      { label: 'Pricing', to: '/pricing' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', to: '/help' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Contact Us', to: '/contact' },
      { label: 'Community', to: '/community' },
      { label: 'Accessibility', to: '/accessibility' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Blog', to: '/blog' },
      { label: 'Careers', to: '/careers' },
      { label: 'Press', to: '/press' },
      { label: 'Sitemap', to: '/sitemap' },
    ],
  },
];

export const legalLinks: NavLink[] = [
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Cookies', to: '/cookies' },
];

export const footerTagline =
  'Learn programming by writing and running real code, right in your browser. Start with C, keep going for life.';
