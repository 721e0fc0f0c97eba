import {
  contactForm,
  list,
  mail,
  paragraph,
  siteParagraph,
  type LegalDocumentContent,
} from './legal';
import { bySupport } from './site-text';

/** The promise of SPEC §9, word for word. */
export const ACCESSIBILITY_RESPONSE_PROMISE =
  'We respond to accessibility feedback within 2 business days.';
export const ACCESSIBILITY_TARGET = 'WCAG 2.2 AA';

export const accessibility: LegalDocumentContent = {
  lastUpdated: '2026-09-15',
  summary: [
    'Learning to program should not depend on how you see, hear, move or read. We want everyone who wants to learn C to be able to use CodeNest, with a keyboard, a screen reader, a magnifier or a touch screen.',
  ],
  sections: [
    {
      id: 'commitment',
      heading: 'Our commitment',
      blocks: [
        paragraph(
          'Our target is the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA for every page of CodeNest. We treat accessibility problems as bugs, not as extras: a page that fails a check does not ship.',
        ),
        paragraph(
          'Every page is scanned automatically with axe-core in both the light and the dark theme as part of our test suite, and we test the main journeys by hand with a keyboard alone, with NVDA and Firefox on Windows, and with VoiceOver and Safari on macOS and iOS.',
        ),
      ],
    },
    {
      id: 'what-we-do',
      heading: 'What we do',
      blocks: [],
      subsections: [
        {
          id: 'keyboard',
          heading: 'Keyboard navigation',
          blocks: [
            paragraph(
              'Everything you can click, you can reach and use with the keyboard, in a logical order and with a visible focus outline. A "Skip to content" link is the first thing Tab reaches on every page, dialogs move focus into themselves when they open and close with Escape, and focus goes back to where you were when they close.',
            ),
          ],
        },
        {
          id: 'screen-readers',
          heading: 'Screen-reader labels',
          blocks: [
            paragraph(
              'Pages use real headings, landmarks and lists. Icon-only buttons such as the theme toggle, settings and sign out have text labels; switches announce whether they are on or off; expandable answers say whether they are open; and status messages such as "Saving..." or a run result are announced without moving your focus.',
            ),
          ],
        },
        {
          id: 'contrast',
          heading: 'Colour contrast in both themes',
          blocks: [
            paragraph(
              'Text meets the WCAG AA contrast ratio of at least 4.5:1 (3:1 for large text and interface controls) in the light theme and in the dark theme. Colour is never the only signal: errors, difficulty levels and run statuses also have text.',
            ),
          ],
        },
        {
          id: 'motion',
          heading: 'Reduced motion and the Animations setting',
          blocks: [
            paragraph(
              'If your device asks for reduced motion, CodeNest follows it: smooth scrolling and decorative transitions are turned off. Signed-in learners can also switch off the Animations setting in Settings, under Preferences, which stops motion and transitions across the whole site whatever the device says.',
            ),
          ],
        },
        {
          id: 'compact-mode',
          heading: 'Text size and compact mode',
          blocks: [
            paragraph(
              'Layouts are sized in relative units, so browser zoom up to 400% and larger default font sizes work without cutting off content. Compact mode, in Settings under Preferences, does the opposite when you need it: tighter spacing so more fits on the screen, which helps if you use a screen magnifier and want less scrolling.',
            ),
          ],
        },
      ],
    },
    {
      id: 'known-limitations',
      heading: 'Known limitations',
      blocks: [
        paragraph(
          'We are not there yet everywhere. These are the problems we know about and what we are doing about them:',
        ),
        list(
          'The code editor. It works with a keyboard and screen readers as a text area, but it does not yet announce line numbers, and compiler errors appear in the output panel rather than next to the line they refer to. Until that changes, read the output panel after each run: every compiler message includes the line and column number it refers to. Better editor support is the top item on our accessibility roadmap for early 2027.',
          'Timed challenges. Daily challenges have a time limit of 30 to 60 minutes, and the countdown is not announced as it runs. If the limit puts you at a disadvantage, write to us and we will find a fair alternative.',
          'Language comparison. Up to three code samples sit side by side; on small screens, or at high zoom, they stack and long lines scroll sideways inside their box.',
          'Payment pages. Checkout happens on Stripe’s pages, which we do not control; Stripe publishes its own accessibility information.',
        ),
      ],
    },
    {
      id: 'feedback',
      heading: 'Feedback and help',
      blocks: [
        siteParagraph(
          bySupport(
            (address) => [
              'If something on CodeNest is hard or impossible for you to use, please tell us at ',
              mail(address),
              ', with "Accessibility" in the subject, or through the ',
              contactForm(),
              '.',
            ],
            [
              'If something on CodeNest is hard or impossible for you to use, please tell us through the ',
              contactForm(),
              ', with "Accessibility" in the subject so it reaches the right person.',
            ],
          ),
        ),
        paragraph(
          'Tell us the page, what you were trying to do and, if you like, the browser and assistive technology you use. We respond to accessibility feedback within 2 business days.',
        ),
      ],
    },
  ],
};
