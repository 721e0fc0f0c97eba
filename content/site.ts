/** Site-wide navigation and footer data: one home for every link the shell shows. */
export interface NavLink {
  label: string;
  to: string;
}

export const landingNavLinks: NavLink[] = [
  { label: 'Features', to: '/#features' },
  { label: 'Languages', to: '/#languages' },
  { label: 'Pricing', to: '/pricing' },
];

export const appNavLinks: NavLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Features', to: '/#features' },
  { label: 'Languages', to: '/#languages' },
  { label: 'Compare', to: '/compare' },
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

export type SocialNetwork = 'GitHub' | 'X' | 'YouTube' | 'Discord' | 'Reddit';

export const socialLinks: { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'GitHub', label: 'CodeNest on GitHub', href: 'https://github.com/codenest' },
  { network: 'X', label: 'CodeNest on X', href: 'https://x.com/codenest' },
  { network: 'YouTube', label: 'CodeNest on YouTube', href: 'https://www.youtube.com/@codenest' },
  { network: 'Discord', label: 'CodeNest on Discord', href: 'https://discord.gg/codenest' },
  { network: 'Reddit', label: 'CodeNest on Reddit', href: 'https://www.reddit.com/r/codenest' },
];

export const footerTagline =
  'Learn programming by writing and running real code, right in your browser. Start with C, keep going for life.';
