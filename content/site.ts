import { navLinks, type NavLink } from '@domain/routes';

export type { NavLink };

/**
 * The shell's menus, taken from the route table (each route's `nav` entries), and the footer's
 * line. The social links are each site's own (SITE_SOCIAL_LINKS).
 */
/** The header's links, the same on every page for visitors and learners alike (SPEC §2's items
 * and what a learner moves between). A signed-in learner also has Dashboard with the account
 * controls; a visitor who opens Daily Challenge is asked to sign in first. */
export const headerNavLinks: NavLink[] = navLinks('header');

export interface FooterGroup {
  title: 'Learning' | 'Support' | 'Company';
  links: NavLink[];
}

export const footerGroups: FooterGroup[] = [
  { title: 'Learning', links: navLinks('footer:learning') },
  { title: 'Support', links: navLinks('footer:support') },
  { title: 'Company', links: navLinks('footer:company') },
];

export const legalLinks: NavLink[] = navLinks('legal');

export const footerTagline =
  'Learn programming by writing and running real code, right in your browser. Start with C, keep going for life.';
