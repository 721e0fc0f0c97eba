import type { CookieCategory } from '@domain/cookies';
import {
  contactForm,
  link,
  list,
  mail,
  paragraph,
  siteParagraph,
  type LegalDocumentContent,
} from './legal';
import { bySupport } from './site-text';

/** One toggle of the preference panel (SPEC §4). */
export interface CookieCategoryInfo {
  key: CookieCategory;
  name: string;
  description: string;
  /** Essential storage cannot be switched off. */
  locked?: boolean;
}

export const cookieCategories: readonly CookieCategoryInfo[] = [
  {
    key: 'essential',
    name: 'Essential',
    description:
      'Keeps you signed in, protects sign-in and remembers the choices on this page. CodeNest cannot work without it.',
    locked: true,
  },
  {
    key: 'analytics',
    name: 'Analytics',
    description:
      'Lets us count, in aggregate, which pages and lessons are used. We run no analytics today; your choice is recorded and respected if we add a privacy-friendly tool.',
  },
  {
    key: 'marketing',
    name: 'Marketing',
    description:
      'Would allow advertising or campaign measurement. We use none today and have no plans to.',
  },
  {
    key: 'preferences',
    name: 'Preferences',
    description:
      'Remembers your light or dark theme and display choices such as compact mode for your next visit. Off means they last for the current page only.',
  },
];

export const cookiePanel = {
  /** The fragment of the panel's section: /cookies#cookie-preferences. */
  id: 'cookie-preferences',
  heading: 'Your cookie preferences',
  intro:
    'Choose what CodeNest may store in this browser. Your choice applies to this browser only; if you use CodeNest on another device, set it there too.',
  alwaysOn: 'Always on',
  save: 'Save Preferences',
  acceptAll: 'Accept All Cookies',
  saved: 'Your cookie preferences have been saved.',
  notSaved:
    'Your browser did not let us store your choice (private browsing can do this). It applies until you leave this page.',
} as const;

export const cookies: LegalDocumentContent = {
  lastUpdated: '2026-11-02',
  summary: [
    'CodeNest stores only a handful of small items in your browser: what it needs to keep you signed in, and, if you allow it, your theme and display choices. No advertising trackers, no third-party cookies.',
  ],
  sections: [
    {
      id: 'what-are-cookies',
      heading: 'Cookies and local storage',
      blocks: [
        paragraph(
          'Cookies are small files a website asks your browser to keep; local storage is a similar store that stays on your device and is never sent to our servers on its own. CodeNest does not set any HTTP cookies today: everything below lives in your browser’s local storage. The law treats both the same way, and so do we, which is why this page and its choices cover both.',
        ),
      ],
    },
    {
      id: 'what-we-use',
      heading: 'What we use',
      blocks: [],
      subsections: [
        {
          id: 'essential',
          heading: 'Essential',
          blocks: [
            paragraph(
              'Session and security items. They are always on, because without them you could not sign in or keep your choices.',
            ),
            {
              kind: 'definitions',
              code: true,
              items: [
                {
                  term: 'sb-…-auth-token',
                  description:
                    'Your sign-in session: the tokens that keep you signed in and renew it securely. Removed when you sign out.',
                },
                {
                  term: 'sb-…-auth-token-code-verifier',
                  description:
                    'A one-time secret that protects sign-in and e-mail confirmation links. Removed as soon as sign-in completes.',
                },
                {
                  term: 'cookie-preferences',
                  description:
                    'The choices you make on this page and when you made them. Kept until you change them or clear your browser data.',
                },
              ],
            },
          ],
        },
        {
          id: 'preferences',
          heading: 'Preferences',
          blocks: [
            paragraph(
              'Theme and display choices, so CodeNest looks the way you left it. On unless you turn them off.',
            ),
            {
              kind: 'definitions',
              code: true,
              items: [
                {
                  term: 'theme',
                  description:
                    'Light or dark, set with the theme toggle in the navigation bar. Without it, CodeNest follows your system’s colour scheme.',
                },
                {
                  term: 'codenest-preferences',
                  description:
                    'Compact mode and animations from your settings, so the next visit looks right before your settings load.',
                },
              ],
            },
            paragraph(
              'If you turn preferences off and save, we delete both items straight away. The theme toggle still works, but only for the page you are on: after a reload CodeNest follows your system’s colour scheme again.',
            ),
          ],
        },
        {
          id: 'analytics',
          heading: 'Analytics',
          blocks: [
            paragraph(
              'Aggregate usage measurement: how many people open a lesson, where learners get stuck, which pages are slow. We run none today. Analytics stays off in the product until we have chosen a privacy-friendly tool that does not track you across sites, but your choice is recorded now, so it will be respected from the first day such a tool runs. We will update this page before that happens.',
            ),
          ],
        },
        {
          id: 'marketing',
          heading: 'Marketing',
          blocks: [
            paragraph(
              'None today. We do not use advertising networks, retargeting pixels or social-media trackers. The switch exists so that your answer is on record should that ever change, which would also mean updating this policy first.',
            ),
          ],
        },
      ],
    },
    {
      id: 'third-parties',
      heading: 'Third parties',
      blocks: [
        paragraph(
          'No third party stores anything in your browser through CodeNest pages. When you subscribe to a paid plan, checkout happens on Stripe’s own pages, which set the cookies Stripe needs to process the payment and prevent fraud, under Stripe’s policy.',
        ),
      ],
    },
    {
      id: 'your-choices',
      heading: 'Changing your mind',
      blocks: [
        list(
          'Use the switches on this page and press Save Preferences, or press Accept All Cookies to allow every category. You can come back at any time.',
          'You can also clear site data in your browser settings. That removes everything listed here, signs you out, and brings back the default choices.',
        ),
        siteParagraph(
          bySupport(
            (address) => [
              'For more about how we handle personal data, see the ',
              link('Privacy Policy', '/privacy'),
              '. Questions about this policy go to ',
              mail(address),
              '.',
            ],
            [
              'For more about how we handle personal data, see the ',
              link('Privacy Policy', '/privacy'),
              '. Send questions about this policy through the ',
              contactForm(),
              '.',
            ],
          ),
        ),
      ],
    },
  ],
};
