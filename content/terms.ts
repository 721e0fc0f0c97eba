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

/** SPEC §9 constants the terms quote word for word. */
export const termsConstants = {
  minimumAge: 'You must be at least 13 years old to use CodeNest',
  refundGuarantee: '14-day money-back guarantee for new subscribers',
  refundTiming: 'processed in 5-10 business days',
  prices: { free: '$0', pro: '$19/month', enterprise: '$99/month' },
  trial: '14-day',
  studentDiscount: '50%',
} as const;

export const terms: LegalDocumentContent = {
  lastUpdated: '2026-10-28',
  summary: [
    'These terms are the agreement between you and CodeNest. The short version: be at least 13, keep your account safe, pay for the plan you choose (or stay on the free one), use the code runner to learn rather than to attack anything, and the code you write stays yours.',
    'We have tried to write them in plain language. If something is unclear, ask us before you agree to it.',
  ],
  sections: [
    {
      id: 'acceptance',
      heading: '1. Accepting these terms',
      blocks: [
        paragraph(
          'CodeNest ("CodeNest", "we", "us") runs this website and the lessons, challenges, code runner and community features on it (together, "the service"). By creating an account or using the service you agree to these terms and to our ',
          link('Privacy Policy', '/privacy'),
          '. If you use CodeNest on behalf of a company or school, you confirm that you can accept these terms for it, and "you" includes that organisation.',
        ),
        paragraph(
          'If you do not agree, please do not use the service. You can delete your account at any time from Settings.',
        ),
      ],
    },
    {
      id: 'eligibility',
      heading: '2. Who can use CodeNest',
      blocks: [
        paragraph(
          'You must be at least 13 years old to use CodeNest. We do not knowingly serve children under 13, and we close accounts we learn belong to them.',
        ),
        paragraph(
          'If you are under the age of majority where you live (18 in most places), a parent or guardian must read and accept these terms with you. You may not use CodeNest if you are barred from doing so under the laws that apply to you.',
        ),
      ],
    },
    {
      id: 'accounts',
      heading: '3. Your account',
      blocks: [
        paragraph(
          'You sign up with an e-mail address and a password. Give us an address you can read: we send the confirmation link, receipts and important notices there.',
        ),
        list(
          'Keep your password to yourself and use one you do not use elsewhere. You are responsible for what happens under your account.',
          'One account per person. Sharing a Pro account between several people is not allowed; Enterprise plans exist for teams.',
          bySupport(
            (address) => [
              'Tell us at ',
              mail(address),
              ' straight away if you think someone else has used your account.',
            ],
            [
              'Tell us through the ',
              contactForm(),
              ' straight away if you think someone else has used your account.',
            ],
          ),
        ),
      ],
    },
    {
      id: 'plans-billing',
      heading: '4. Plans and billing',
      blocks: [
        paragraph('CodeNest has three plans:'),
        list(
          'Free, $0: the C course, the basic editor, 5 practice challenges per month, the community forum and progress tracking.',
          'Pro, $19/month: every language as it launches, unlimited challenges, language comparisons, debugging tools, certificates, offline content and learning analytics.',
          'Enterprise, $99/month per seat: everything in Pro for each member of the team, plus a team dashboard, assignments, single sign-on, API access and custom branding.',
        ),
        paragraph(
          'Paid plans are monthly subscriptions. They renew automatically at the start of each billing month and are charged to the payment method you gave us until you cancel. Prices are in US dollars and do not include sales tax or VAT, which is added where the law requires it. Payments are handled by our payment processor, Stripe; we never see or store your full card number.',
        ),
      ],
      subsections: [
        {
          id: 'trial',
          heading: 'Free trial',
          blocks: [
            paragraph(
              'New Pro subscribers get a 14-day Pro trial. We remind you by e-mail before it ends. If you cancel during the trial you are not charged; otherwise your first monthly payment is taken when the trial ends. One trial per person.',
            ),
          ],
        },
        {
          id: 'student-discount',
          heading: 'Student discount',
          blocks: [
            paragraph(
              'Students get a 50% discount on Pro with an .edu e-mail address. We may ask you to confirm the address again once a year; when you are no longer a student the subscription continues at the standard price, and we tell you before that happens.',
            ),
          ],
        },
        {
          id: 'price-changes',
          heading: 'Price changes',
          blocks: [
            paragraph(
              'If we change the price of a plan, we tell you by e-mail at least 30 days before the new price applies to you. The change takes effect at your next renewal after that notice, and you can cancel before it does.',
            ),
          ],
        },
      ],
    },
    {
      id: 'cancellation-refunds',
      heading: '5. Cancellation and refunds',
      blocks: [
        paragraph(
          'You can cancel a paid plan at any time. Your plan stays active until the end of the month you have paid for, then your account moves to the Free plan. Your progress and your code are kept.',
        ),
        paragraph(
          'We offer a 14-day money-back guarantee for new subscribers: if your first paid subscription is not for you, write to us within 14 days of the first charge and we refund it in full, no questions asked. Refunds are processed in 5-10 business days and go back to the card you paid with; your bank may take a little longer to show them.',
        ),
        paragraph(
          'Outside the guarantee, payments for months that have already started are not refunded, except where the law where you live says otherwise.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      heading: '6. Acceptable use',
      blocks: [
        paragraph(
          'CodeNest is a place to learn. Please help keep it useful and kind for the people learning next to you. You agree not to:',
        ),
        list(
          'break the law, or help anyone else break it, through the service;',
          'harass, threaten or demean other learners, or post hateful, sexual or violent content in discussions;',
          'post other people’s personal information, or content you do not have the right to share;',
          'copy lessons and challenges in bulk, scrape the site, or resell access to it;',
          bySupport(
            (address) => [
              'probe, scan or test the security of CodeNest without our written permission (if you have found a vulnerability, please report it to ',
              mail(address),
              ' and we will work with you);',
            ],
            [
              'probe, scan or test the security of CodeNest without our written permission (if you have found a vulnerability, please report it to us through the ',
              contactForm(),
              ' and we will work with you);',
            ],
          ),
          'use automated scripts to create accounts, solve challenges or collect points.',
        ),
      ],
      subsections: [
        {
          id: 'code-execution',
          heading: 'Rules for running code',
          blocks: [
            paragraph(
              'When you press Run, your program is compiled and executed on our servers, inside an isolated sandbox with strict limits on time, memory and output. It is there so you can see what your code does. You agree not to use it to:',
            ),
            list(
              'try to escape the sandbox, read or change anything outside it, or get around its limits;',
              'attack, overload or disrupt other people, other programs or our infrastructure;',
              'mine cryptocurrency or do any other heavy computation unrelated to learning;',
              'send network traffic: programs run without network access, and attempts to open connections are treated as abuse.',
            ),
            paragraph(
              'Programs that hit a limit are stopped. We may suspend the code runner for an account, or the account itself, if it is used against these rules.',
            ),
          ],
        },
      ],
    },
    {
      id: 'your-content',
      heading: '7. Your code and your content',
      blocks: [
        paragraph(
          'Your code belongs to you. The programs you write on CodeNest, including challenge solutions, are yours, and we claim no ownership of them.',
        ),
        paragraph(
          'To run your code and show you the result, you give us permission to store, compile and execute it for that purpose only. When you post in community discussions or share a solution publicly, you give us a worldwide, non-exclusive, royalty-free licence to display that post on CodeNest for as long as it stays up. You can delete your posts; copies may remain in backups for a short time.',
        ),
        paragraph(
          'You are responsible for what you post. Do not share code or content that you do not have the right to share.',
        ),
      ],
    },
    {
      id: 'our-content',
      heading: '8. Our content and intellectual property',
      blocks: [
        paragraph(
          'The lessons, challenges, example programs, text, illustrations, the CodeNest name and logo belong to CodeNest or to the people who licensed them to us. We give you a personal, non-transferable licence to use them to learn, including copying the example programs into your own projects.',
        ),
        paragraph(
          'Please do not republish our lessons or challenges, or use our name and logo in a way that suggests we endorse you, without asking first.',
        ),
      ],
    },
    {
      id: 'termination',
      heading: '9. Suspension and termination',
      blocks: [
        paragraph(
          'You can stop using CodeNest and delete your account at any time in Settings. Deleting it removes your account and its data, as the ',
          link('Privacy Policy', '/privacy'),
          ' explains.',
        ),
        paragraph(
          'We may suspend or close an account that seriously or repeatedly breaks these terms, that puts other people or the service at risk, or where the law requires it. Where we reasonably can, we warn you first and explain why. If we close a paid account for reasons other than your breach of these terms, we refund the unused part of the current month.',
        ),
      ],
    },
    {
      id: 'disclaimers',
      heading: '10. Disclaimers',
      blocks: [
        paragraph(
          'We work hard to keep CodeNest accurate and available, but the service is provided "as is" and "as available". Lessons are teaching material, not professional advice, and we do not promise that the service will be uninterrupted or error-free, or that completing a course will lead to a particular job or result.',
        ),
        paragraph(
          'Keep your own copy of any code that matters to you. The sandbox and the editor are for learning, not for storing work you cannot afford to lose.',
        ),
      ],
    },
    {
      id: 'liability',
      heading: '11. Limitation of liability',
      blocks: [
        paragraph(
          'To the extent the law allows, CodeNest is not liable for indirect, incidental, special or consequential losses, such as lost profits or lost data, arising from your use of the service. Our total liability to you for any claim is limited to the greater of the amount you paid us in the 12 months before the claim and $100.',
        ),
        paragraph(
          'Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud, or for death or personal injury caused by negligence, and nothing here takes away rights you have as a consumer.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: '12. Changes to these terms',
      blocks: [
        paragraph(
          'We update these terms when the service or the law changes. For a change that matters, we e-mail account holders at least 30 days before it takes effect and show a notice on the site; the date at the top of this page always shows the last update. If you keep using CodeNest after a change takes effect, the new terms apply. If you do not agree, you can cancel and delete your account before then.',
        ),
      ],
    },
    {
      id: 'governing-law',
      heading: '13. Governing law and disputes',
      blocks: [
        paragraph(
          'These terms are governed by the laws of the State of California, USA, without regard to its conflict-of-law rules, and disputes are heard by the state and federal courts in San Francisco County, California. If you live in the European Union, the United Kingdom or another country whose consumer law gives you the right to bring a claim at home, you keep that right.',
        ),
        paragraph(
          'Before going to court, please write to us: most problems are solved faster by a conversation than by a lawsuit.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: '14. Contact',
      blocks: [
        siteParagraph(
          bySupport(
            (address) => [
              'Questions about these terms, and help with your account or billing: write to ',
              mail(address),
              ', or send us a message through the ',
              contactForm(),
              '.',
            ],
            [
              'Questions about these terms, and help with your account or billing: send us a message through the ',
              contactForm(),
              '. A person on our team reads every message.',
            ],
          ),
        ),
      ],
    },
  ],
};
