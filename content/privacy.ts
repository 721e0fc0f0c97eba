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

/** Facts the privacy policy states that tests check word for word. */
export const privacyConstants = {
  passwordHash: 'argon2id',
  paymentProcessor: 'Stripe',
  minimumAge: 13,
} as const;

export const privacy: LegalDocumentContent = {
  lastUpdated: '2026-11-27',
  summary: [
    'We collect what we need to run your account and teach you, and little else. We do not sell your data, we do not show ads, and we do not track you around the web.',
    [
      'This policy explains what we collect, why, who helps us process it, how long we keep it and the choices you have. The cookie side of things has its own page: the ',
      link('Cookie Policy', '/cookies'),
      '.',
    ],
  ],
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        paragraph(
          'CodeNest is responsible for the personal data described here. We collect the following:',
        ),
      ],
      subsections: [
        {
          id: 'account-information',
          heading: 'Account information',
          blocks: [
            paragraph(
              'Your e-mail address and name when you sign up, and your password, which we store only as a one-way hash. If you fill in your profile we also keep the bio, location and website you add there; all of them are optional. Your settings (notifications, display preferences, editor options) are saved with your account.',
            ),
          ],
        },
        {
          id: 'learning-progress',
          heading: 'Learning progress',
          blocks: [
            paragraph(
              'The lessons you complete, the challenges you solve, time spent, points, streaks and achievements. This is what powers your dashboard and profile.',
            ),
          ],
        },
        {
          id: 'code-you-run',
          heading: 'Code you run',
          blocks: [
            paragraph(
              'When you press Run, the program is sent to our servers, compiled and run in an isolated sandbox, and the output is sent back to you. We do not keep a copy of your source code with your account. The compiler’s result is kept only in a compile cache, keyed by a hash of the code and the compiler settings, so that running the same program again is instant. The cache is not linked to your account or to you, and old entries are removed automatically as new ones arrive.',
            ),
            paragraph(
              'When you check an exercise or submit a challenge while signed in, we keep the code you submitted last for it with your account (one copy per exercise or challenge, replaced by the next). If you are in a team, its owner and managers see it; it is deleted with your account.',
            ),
          ],
        },
        {
          id: 'activity-records',
          heading: 'Records of your runs and checks',
          blocks: [
            paragraph(
              'When you are signed in, we keep a short record of each program you run, exercise you check and challenge you submit: when, its kind, how it ended (for example a compile error or a segmentation fault), the lesson or challenge it belongs to, how long it took and the compiler’s first few error messages. Not your code. These records power your learning analytics. We keep each one for 365 days and then delete it automatically. Pro learners can export theirs as CSV or JSON from the analytics page, and deleting your account deletes them all at once.',
            ),
          ],
        },
        {
          id: 'community',
          heading: 'What you post in the community',
          blocks: [
            paragraph(
              'Discussions, replies and your votes are public: anyone can read a post, with the name on your profile and your community handle (never your e-mail address). We keep the earlier versions of a post you edit, and they can be read too. A post you delete loses its words and its earlier versions at once. A solution you publish is shown, with your name, only to learners who have passed the same exercise or challenge, until you unpublish it.',
            ),
            paragraph(
              'Moderators see reported posts and the reports’ reasons, and keep a log of what they hide, lock or suspend, with their reason. Deleting your account deletes your votes, reports’ details, notifications and published solutions, and empties your posts: they stay in their discussions as written by a deleted user, without their words, so the answers to them still make sense.',
            ),
          ],
        },
        {
          id: 'certificates',
          heading: 'Your certificate and final assessment',
          blocks: [
            paragraph(
              'We keep each attempt at the final assessment (the questions drawn, your answers, the score) so we can grade it, show you the result and tell whether you have earned the certificate. When you earn a certificate, it gets a public page at an address nobody can guess: it shows the name on your profile, the course, the date, your hours of study and the requirements you met, to anyone you give the address to. You can hide that page in your dashboard at any time, and show it again. Deleting your account deletes your attempts and revokes the certificate: its page then says it was not found.',
            ),
          ],
        },
        {
          id: 'server-logs',
          heading: 'Server logs',
          blocks: [
            paragraph(
              'Like every website, our servers record technical details of each request: the time, the address requested, the response status, your IP address and browser type. We use these logs to keep the service running, find bugs and stop abuse. Passwords, access tokens and cookies are removed from the logs before they are written.',
            ),
          ],
        },
        {
          id: 'payments-and-messages',
          heading: 'Payments and messages',
          blocks: [
            paragraph(
              'If you subscribe, our payment processor collects your card details directly; we receive only your subscription status and a reference to your customer record. When you write to us, we keep the message and our reply so we can help you.',
            ),
          ],
        },
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Why we use it',
      blocks: [
        list(
          'To create your account, sign you in and keep you signed in.',
          'To run your code and show you the output.',
          'To save your progress, streaks and achievements, and to show them on your dashboard and profile.',
          'To bill paid plans and send receipts.',
          'To send the e-mails you asked for: confirmation links, password resets and, if you turn them on in Settings, progress summaries and course news.',
          'To answer your questions and support requests.',
          'To keep CodeNest secure, prevent abuse of the code runner and fix problems.',
        ),
        paragraph(
          'We do not use your data for advertising and we do not sell or rent it to anyone.',
        ),
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Legal bases',
      blocks: [
        paragraph(
          'Where data-protection law such as the GDPR applies, we rely on these legal bases:',
        ),
        list(
          'Contract: running your account, your courses, the code runner and your subscription.',
          'Legitimate interests: keeping the service secure, preventing abuse, and understanding which parts of CodeNest need work, in ways that do not override your rights.',
          'Consent: optional e-mails and optional storage such as preference items (see the Cookie Policy). You can withdraw consent at any time.',
          'Legal obligation: keeping billing records for tax purposes.',
        ),
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        list(
          'Account information, settings and learning progress: for as long as you have an account.',
          'Records of your runs, checks and challenge submits: 365 days, then deleted automatically.',
          'Final assessment attempts and your certificate: for as long as you have an account.',
          'Compile cache entries: until newer entries push them out; they are not tied to you.',
          'Server logs: up to 30 days, unless we need them longer to investigate a specific abuse report.',
          'Billing records: as long as tax law requires, usually seven years.',
          'Support messages: up to two years after the conversation ends.',
        ),
        paragraph(
          'Deleting your account in Settings deletes the account and its data: your profile, settings, sessions, learning progress, subscription records and newsletter address are removed at once, and the messages and demo requests you sent us keep only their reference and date, without your name, e-mail, phone or words. Copies in encrypted backups disappear as the backups expire, within 30 days.',
        ),
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        paragraph(
          'We share personal data only with the service providers that help us run CodeNest:',
        ),
        list(
          'Stripe, our payment processor, which handles card payments and subscriptions for paid plans.',
          'Our e-mail delivery provider, which sends confirmation links, password resets, receipts and the e-mails you opted into.',
        ),
        paragraph(
          'They may use the data only to provide their service to us, under contracts that require them to protect it. We may also disclose data when the law requires it, to protect someone’s safety, or to a buyer if CodeNest is ever sold, in which case this policy keeps applying to your data.',
        ),
        paragraph(
          'If you join a team (the Enterprise plan), its owner and managers (your teachers) see your name, e-mail address, progress, points, streak, time spent, last visit and the code you last submitted for exercises, challenges and assignments, for as long as you are in the team. You are told so before you join, and you can leave at any time.',
        ),
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      blocks: [
        paragraph(
          'CodeNest keeps a few items in your browser: some are needed to keep you signed in, others remember choices such as the light or dark theme. The ',
          link('Cookie Policy', '/cookies'),
          ' lists each one and lets you choose which categories you allow.',
        ),
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        siteParagraph(
          bySupport(
            (address) => [
              'CodeNest is not for children under 13, and we do not knowingly collect personal data from them. If you believe a child under 13 has created an account, write to ',
              mail(address),
              ' and we will delete it.',
            ],
            [
              'CodeNest is not for children under 13, and we do not knowingly collect personal data from them. If you believe a child under 13 has created an account, tell us through the ',
              contactForm(),
              ' and we will delete it.',
            ],
          ),
        ),
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        paragraph('Depending on where you live, you have the right to:'),
        list(
          'see the personal data we hold about you and get a copy of it in a portable format;',
          'correct data that is wrong (most of it you can edit yourself in Settings);',
          'have your data deleted (you can delete your account yourself in Settings);',
          'object to or restrict some uses of it, and withdraw consent you gave;',
          'complain to your data-protection authority.',
        ),
        siteParagraph(
          bySupport(
            (address) => [
              'To use any of these rights, write to ',
              mail(address),
              ' from the address on your account. We answer within 30 days, and we do not charge for it. We do not sell or share personal data for cross-context advertising, as California law defines those terms.',
            ],
            [
              'To use any of these rights, send us a message through the ',
              contactForm(),
              ' with the address on your account. We answer within 30 days, and we do not charge for it. We do not sell or share personal data for cross-context advertising, as California law defines those terms.',
            ],
          ),
        ),
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        list(
          'Passwords are hashed with argon2id, a slow, memory-hard algorithm, so a stolen database would not reveal them.',
          'Sign-in tokens expire: access tokens last an hour and are renewed only while your session is active, and signing out ends the session on the server.',
          'All traffic to CodeNest is encrypted with HTTPS.',
          'Your programs run in an isolated sandbox with no network access and strict limits, separate from our other systems.',
          'Only the few team members who need access to personal data to do their job have it.',
        ),
        paragraph(
          'No system is perfectly secure. If we ever learn of a breach that affects your data, we will tell you and the relevant authorities promptly, as the law requires.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        paragraph(
          'When we change this policy, we update the date at the top of this page. If a change affects how we use data you already gave us, we e-mail you before it takes effect.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        siteParagraph(
          bySupport(
            (address) => [
              'Questions, requests or concerns about privacy go to ',
              mail(address),
              '. A real person on our team reads every message.',
            ],
            [
              'Send questions, requests or concerns about privacy through the ',
              contactForm(),
              '. A real person on our team reads every message.',
            ],
          ),
        ),
      ],
    },
  ],
};
