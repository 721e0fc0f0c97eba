/** Everything the FAQ page says (SPEC §2 /faq): five categories of questions with their answers. */
import { bySupport, type SiteText } from './site-text';

export interface FaqLink {
  label: string;
  to: string;
}

export interface FaqItem {
  /** Stable anchor id, unique across the page. */
  id: string;
  question: string;
  /** Plain text; a blank line separates paragraphs. */
  answer: SiteText;
  /** A page that tells more. */
  link?: FaqLink;
}

export interface FaqCategory {
  id: string;
  title: string;
  description: string;
  items: FaqItem[];
}

export const faqSearch = {
  label: 'Search the FAQ',
  placeholder: 'Search the FAQ, e.g. "refund"',
  emptyTitle: 'No questions match your search',
  emptyText:
    'Try a shorter word or a different spelling. If your question is not here, the Help Center and our support team can help.',
  clear: 'Clear search',
  categoriesLabel: 'Jump to a category',
};

export const faqContact = {
  title: 'Still have questions?',
  text: bySupport(
    (address) =>
      `Our support team reads every message. Pro subscribers hear back within 24 hours, everyone else within 48-72 hours. You can also write to ${address}.`,
    'Our support team reads every message. Pro subscribers hear back within 24 hours, everyone else within 48-72 hours.',
  ),
  contactLabel: 'Contact us',
  contactTo: '/contact',
  helpLabel: 'Visit the Help Center',
  helpTo: '/help',
};

export const faqCategories: FaqCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    description: 'What CodeNest is and how to write your first program.',
    items: [
      {
        id: 'what-is-codenest',
        question: 'What is CodeNest?',
        answer:
          'CodeNest is a place to learn programming by writing and running real code in your browser. You read a short lesson, change the example program, press Run and see what your code actually prints.\n\nWe start with C because it teaches how a computer really works: memory, types, pointers and the compiler. Our full C course is free, and a new daily challenge gives you something to practise every day.',
      },
      {
        id: 'install-anything',
        question: 'Do I need to install a compiler or an editor?',
        answer:
          'No. Everything happens in the browser: the editor is on the lesson page, and when you press Run your program is compiled with gcc on our servers and executed in a sandbox. The output comes back in a moment.\n\nAny recent version of Chrome, Firefox, Safari or Edge works, on a laptop, a tablet or a phone.',
      },
      {
        id: 'is-it-free',
        question: 'Is CodeNest really free?',
        answer:
          'Yes. The Free plan costs $0 and has no time limit. It includes the complete C course, the basic editor, 5 practice challenges per month, the community forum and progress tracking.\n\nPro ($19/month) adds every other language as it launches, unlimited challenges, language comparisons, debugging tools, certificates, offline content and learning analytics.',
        link: { label: 'Compare plans', to: '/pricing' },
      },
      {
        id: 'never-programmed',
        question: 'I have never written code. Where should I start?',
        answer:
          'Open the C course and start with lesson 1, "Hello, World!". It takes about 30 minutes and assumes nothing: you will write, run and change your first program before the end of it.\n\nAfter that, work through the lessons in order and try the daily challenge on a Beginner day. Twenty focused minutes a day beats a long session once a week.',
        link: { label: 'Start the C course', to: '/learn/c' },
      },
      {
        id: 'which-languages',
        question: 'Which languages can I learn?',
        answer:
          'Today the C course is complete, available and free. Courses for C++, Rust, Go, Python and JavaScript are in production; they will be part of the Pro plan and are marked "coming soon" in the catalogue.\n\nThe Compare page already shows the same ideas written in all six languages side by side, so you can see where C fits before the other courses arrive.',
        link: { label: 'Browse the courses', to: '/courses' },
      },
      {
        id: 'need-account',
        question: 'Do I need an account?',
        answer:
          'You can look around without one. To save your progress, keep a streak and take the daily challenge you need a free account: sign up with your e-mail address and a password of at least 6 characters.',
      },
    ],
  },
  {
    id: 'courses-learning',
    title: 'Courses & Learning',
    description: 'Lessons, certificates, the daily challenge and your progress.',
    items: [
      {
        id: 'c-course-structure',
        question: 'How is the C course organised?',
        answer:
          'The C Programming course has 24 lessons and takes about 40 hours in total. Each lesson has an explanation, a list of the concepts it covers, an example program you can run and change, and an estimated time between 30 and 55 minutes.\n\nThe lessons build on each other: variables and types, operators, control flow, loops, then functions, arrays, strings, pointers, structures and memory.',
      },
      {
        id: 'certificate',
        question: 'Do I get a certificate?',
        answer:
          'Certificates are part of the Pro plan. To earn the C Programming certificate you complete all 24 lessons, pass all coding exercises, complete a final project and score 80% or higher on the final assessment.\n\nYour certificate has a public page anyone can check, a PDF download, an "Add to LinkedIn profile" link and a signed, verifiable credential. Free learners see their progress toward each requirement on the dashboard.',
      },
      {
        id: 'other-courses-when',
        question: 'When will the C++, Rust, Go, Python and JavaScript courses be ready?',
        answer:
          'They are being written now, one at a time, and each course ships only when every lesson has been tested with real programs. We do not promise dates we cannot keep.\n\nTurn on "New Courses" in Settings → Notifications and we will e-mail you the day a course opens. Announcements also go on our blog.',
        link: { label: 'Read the blog', to: '/blog' },
      },
      {
        id: 'daily-challenge',
        question: 'How does the daily challenge work?',
        answer:
          'Every day there is one C challenge with a difficulty, a time limit and points: Beginner challenges are worth 50 points with 30 minutes, Intermediate 75 points with 45 minutes, and Advanced 100 points with 60 minutes. Hints are there if you get stuck.\n\nWrite your solution, run it until the output matches, then submit. A new challenge appears at local midnight. Solve challenges on consecutive days to earn streak badges: Bronze at 3 days, Silver at 7, Gold at 14 and Diamond at 30.',
        link: { label: "Today's challenge", to: '/daily-challenge' },
      },
      {
        id: 'progress-saved',
        question: 'Is my progress saved?',
        answer:
          'Yes, when you are signed in. Completed lessons, the lesson you are on, your time spent, points and streak are saved to your account, and your dashboard and profile show them. As a visitor you can read lessons, but nothing is recorded.',
      },
      {
        id: 'compare-page',
        question: 'What is the Compare page for?',
        answer:
          'It puts the same concept side by side in up to three languages at once, chosen from C, C++, Rust, Go, Python and JavaScript. Pick a concept (Hello World, Variables, Functions, Loops, Arrays, or Structures/Classes) and see what changes and what stays the same.',
        link: { label: 'Compare languages', to: '/compare' },
      },
    ],
  },
  {
    id: 'code-execution',
    title: 'Code Execution',
    description: 'What happens when you press Run, and what to do when it fails.',
    items: [
      {
        id: 'how-run-works',
        question: 'What happens when I press Run?',
        answer:
          'Your program is sent to our servers, compiled with gcc as C17 with warnings turned on (-Wall -Wextra), and executed in an isolated sandbox. Whatever it prints comes back to the output panel, together with the execution time in milliseconds.',
      },
      {
        id: 'compilation-error',
        question: 'Why do I see "[Compilation Error]"?',
        answer:
          'The compiler could not turn your code into a program. The message below it names the line and the problem; a missing semicolon, an undeclared variable or a mismatched brace are the usual suspects.\n\nRead the first error first: later ones are often caused by it. Fix it, press Run again, and repeat.',
      },
      {
        id: 'program-limits',
        question: 'Are there limits on what my program can do?',
        answer:
          'Yes, to keep the service fast and fair for everyone. A program gets 2 seconds of CPU time and 5 seconds in total, 256 MB of memory and no network access. Source code and input can each be up to 64 KB, and output is cut after 64 KB.\n\nIf your program stops with a time-limit message, look for a loop whose condition never becomes false.',
      },
      {
        id: 'segmentation-fault',
        question: 'My program stopped with "Segmentation fault". What does it mean?',
        answer:
          'Your program read or wrote memory it does not own. The usual causes in C are an array index past the end, a pointer that was never initialised, or using memory after free().\n\nAdd printf() calls to find the last line that runs, and check every index and pointer on the way there.',
      },
      {
        id: 'code-private',
        question: 'Can other people see the code I run?',
        answer:
          'No. Your code is compiled and run in a sandbox that is created for your run and thrown away afterwards. It is not shared with other learners and it is not published anywhere. Only what you choose to post in the community is public.',
      },
    ],
  },
  {
    id: 'account-billing',
    title: 'Account & Billing',
    description: 'Plans, trials, discounts, refunds and your account details.',
    items: [
      {
        id: 'plan-prices',
        question: 'How much does CodeNest cost?',
        answer:
          'There are three plans. Free is $0 and includes the full C course. Pro is $19 per month and unlocks every language as it launches, unlimited challenges and certificates. Enterprise is $99 per month for each seat and gives every member of your team Pro, plus a team dashboard, assignments, single sign-on, API access and custom branding.',
        link: { label: 'See pricing', to: '/pricing' },
      },
      {
        id: 'free-trial',
        question: 'Is there a free trial of Pro?',
        answer:
          'Yes. Pro comes with a 14-day free trial, so you can try every Pro feature before you pay anything. Cancel before the trial ends and you will not be charged.',
      },
      {
        id: 'student-discount',
        question: 'Do you offer a student discount?',
        answer: `Yes: students get 50% off Pro with a valid .edu e-mail address, which makes it $9.50 per month. Subscribe with an account on your .edu address and the checkout applies the discount by itself.`,
      },
      {
        id: 'refunds',
        question: 'What is your refund policy?',
        answer: bySupport(
          (address) =>
            `We offer a 14-day money-back guarantee for new subscribers. If Pro is not right for you, write to ${address} within 14 days of your first payment and we will refund it in full, no questions asked. Refunds are processed in 5-10 business days.`,
          'We offer a 14-day money-back guarantee for new subscribers. If Pro is not right for you, send us a message through the contact form within 14 days of your first payment and we will refund it in full, no questions asked. Refunds are processed in 5-10 business days.',
        ),
        link: { label: 'Contact us', to: '/contact' },
      },
      {
        id: 'cancel-subscription',
        question: 'How do I cancel my subscription?',
        answer:
          'Open Settings, then Billing, and choose Cancel at period end. You keep Pro until the end of the period you have paid for (Resume undoes it until then), and your C course progress stays on the Free plan.',
      },
      {
        id: 'change-email',
        question: 'How do I change my name or e-mail address?',
        answer: bySupport(
          (address) =>
            `Your name, bio, location and website are in Settings → Profile. Your e-mail address cannot be changed from the Settings page; write to ${address} from your current address and tell us the new one.`,
          'Your name, bio, location and website are in Settings → Profile. Your e-mail address cannot be changed from the Settings page; send us a message through the contact form with your current address and tell us the new one.',
        ),
        link: { label: 'Open Settings', to: '/settings' },
      },
    ],
  },
  {
    id: 'privacy-safety',
    title: 'Privacy & Safety',
    description: 'Your data, your age, cookies and a safe community.',
    items: [
      {
        id: 'data-collected',
        question: 'What data do you collect?',
        answer:
          'What we need to run your account: your e-mail address, the name and profile details you give us, your learning progress and the code you send to be run. We do not sell personal data, and we do not show ads.',
        link: { label: 'Read the Privacy Policy', to: '/privacy' },
      },
      {
        id: 'minimum-age',
        question: 'Is there a minimum age?',
        answer:
          'Yes. CodeNest is not for children under 13, and we do not knowingly create accounts for them. If you believe a child under 13 has signed up, contact us and we will delete the account.',
      },
      {
        id: 'delete-account',
        question: 'How do I delete my account?',
        answer:
          'Go to Settings, open the Profile tab and choose Delete Account at the bottom. We ask you to confirm; after that your account, your progress and every record about you (messages you sent us, your newsletter address) are deleted and you are signed out. This cannot be undone.',
      },
      {
        id: 'cookies',
        question: 'Do you use cookies?',
        answer:
          'Essential cookies keep you signed in and cannot be turned off. Analytics, marketing and preference cookies are optional: you can switch each category on or off on the Cookie Policy page at any time.',
        link: { label: 'Manage cookies', to: '/cookies' },
      },
      {
        id: 'report-behaviour',
        question: 'How do I report abuse in the community?',
        answer:
          'Press Report on the post and choose a reason. A moderator looks at every report: they can hide a post, lock a discussion and suspend an account from posting, and every such action is logged with who did it and why.',
        link: { label: 'Community guidelines', to: '/community#guidelines' },
      },
    ],
  },
];
