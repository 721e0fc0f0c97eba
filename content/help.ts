/** Everything the Help Center says (SPEC §2 /help, §3 Help category and Popular article). */
import type { SiteIdentity } from '@domain/public-config';
import { contactForm, mail, type RichText } from './legal';
import { bySupport, type SiteText } from './site-text';

export type HelpCategoryId = 'getting-started' | 'courses' | 'running-code' | 'billing';

/** A block of an article's body: a paragraph, or numbered steps. */
export type HelpBlock =
  { kind: 'paragraph'; text: SiteText<RichText> } | { kind: 'steps'; items: SiteText<RichText>[] };

export interface HelpArticle {
  /** Anchor id: /help#<id> opens the article. */
  id: string;
  title: string;
  category: HelpCategoryId;
  /** One sentence shown in lists. */
  summary: string;
  body: HelpBlock[];
  /** How often the article was read; set on the popular ones. */
  views?: number;
}

export interface HelpCategory {
  id: HelpCategoryId;
  title: string;
  description: string;
  /** Ids of the articles in this category, in reading order. */
  articles: string[];
}

/** SPEC §3 Popular article: title, views, category (the category's title). */
export interface PopularArticle {
  id: string;
  title: string;
  views: number;
  category: string;
}

export interface QuickAction {
  /** `email` writes to the site's support address; without one, `contact` opens the contact form. */
  id: 'live-chat' | 'email' | 'contact' | 'videos';
  title: string;
  description: string;
}

export interface SupportHoursRow {
  days: string;
  hours: string;
}

export interface VideoTutorial {
  id: string;
  title: string;
  /** m:ss */
  duration: string;
  description: string;
  lessonId: string;
  /** The lesson page the tutorial follows. */
  to: string;
}

export const helpSearch = {
  label: 'Search help articles',
  placeholder: 'Search articles, e.g. "refund"',
  button: 'Search',
  resultsTitle: 'Search results',
  emptyTitle: 'No articles found',
  emptyText:
    'Try fewer or different words, browse the categories below, or ask us: we answer every message.',
  clear: 'Clear search',
};

export const helpCategories: HelpCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    description: 'Create your account, write your first program and find your way around.',
    articles: [
      'create-account',
      'first-program',
      'reset-password',
      'light-dark-theme',
      'interface-language',
    ],
  },
  {
    id: 'courses',
    title: 'Courses & Challenges',
    description: 'Lessons, progress, the daily challenge, streaks and certificates.',
    articles: [
      'lessons-and-progress',
      'learning-offline',
      'daily-challenge',
      'streaks-and-badges',
      'certificates',
      'asking-the-community',
      'sharing-solutions',
    ],
  },
  {
    id: 'running-code',
    title: 'Running Your Code',
    description:
      'What Run does, reading errors, watching a program run, and the limits every program runs under.',
    articles: [
      'compiler-errors',
      'runtime-errors',
      'visualizer',
      'output-does-not-match',
      'execution-limits',
    ],
  },
  {
    id: 'billing',
    title: 'Account & Billing',
    description: 'Pro, the free trial, the student discount, teams, refunds and your account.',
    articles: [
      'upgrade-to-pro',
      'student-discount',
      'teams-for-teachers',
      'joining-a-team',
      'request-refund',
      'delete-account',
    ],
  },
];

export const helpArticles: HelpArticle[] = [
  {
    id: 'create-account',
    title: 'Creating your CodeNest account',
    category: 'getting-started',
    summary: 'Sign up with your e-mail address, confirm it and set up your profile.',
    views: 12_400,
    body: [
      {
        kind: 'paragraph',
        text: 'A free account saves your lesson progress, your points and your daily-challenge streak. It takes about a minute to create.',
      },
      {
        kind: 'steps',
        items: [
          'Click Get Started in the top bar (or Start Learning Free on the home page).',
          'Enter your name, your e-mail address and a password of at least 6 characters, then type the password again to confirm it.',
          'Click Create Account. We send a confirmation link to your e-mail address.',
          'Open the e-mail and click the link. You are signed in and taken to Settings, where you can add a bio and choose your editor preferences, or skip this for now.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'No e-mail after a few minutes? Check your spam folder and make sure the address was typed correctly. If it still has not arrived, sign up again with the same address or contact us.',
      },
    ],
  },
  {
    id: 'first-program',
    title: 'Writing and running your first C program',
    category: 'getting-started',
    summary: 'Open lesson 1, press Run, change the program and run it again.',
    views: 18_900,
    body: [
      {
        kind: 'paragraph',
        text: 'Every lesson has an example program that you can run as it is and then change. The first lesson, "Hello, World!", is the best place to try it.',
      },
      {
        kind: 'steps',
        items: [
          'Open the C course from Courses or from Start Learning on your dashboard. Lesson 1 opens first.',
          'Read the explanation, then scroll to the example program.',
          'Click Run. The status changes to Running, and a moment later the output panel shows what your program printed and how many milliseconds it took.',
          'Change the text between the quotes of printf, click Run again and watch the output change.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'If the output panel shows "[Compilation Error]", the compiler found a mistake in the code. Our article on reading compiler errors explains what the messages mean.',
      },
    ],
  },
  {
    id: 'reset-password',
    title: 'Resetting a forgotten password',
    category: 'getting-started',
    summary: 'Request a reset link from the sign-in dialog and choose a new password.',
    views: 6_200,
    body: [
      {
        kind: 'steps',
        items: [
          'Click Sign In, then "Forgot password?" next to the password field.',
          'Enter the e-mail address of your account and click Send Reset Link.',
          'Open the e-mail we send you and follow the link. It brings you back to CodeNest.',
          'Choose a new password of at least 6 characters and confirm it. You are signed in with the new password.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Know your current password and just want a new one? Go to Settings, open the Profile tab and use Change password.',
      },
    ],
  },
  {
    id: 'light-dark-theme',
    title: 'Switching between the light and dark theme',
    category: 'getting-started',
    summary: 'Use the sun and moon button in the top bar; your choice is remembered.',
    body: [
      {
        kind: 'paragraph',
        text: 'The button with the sun or moon icon in the top bar switches between the light and the dark theme on every page. Your choice is saved in this browser, so the site opens in the same theme next time.',
      },
      {
        kind: 'paragraph',
        text: 'Until you choose, CodeNest follows the colour scheme of your operating system. The code editor has its own theme, which you can change in Settings under Coding.',
      },
    ],
  },
  {
    id: 'interface-language',
    title: 'Reading CodeNest in your language',
    category: 'getting-started',
    summary:
      'English, Spanish, French, German or Chinese: where to choose, and what stays English.',
    body: [
      {
        kind: 'paragraph',
        text: 'CodeNest speaks English, Español, Français, Deutsch and 中文. At first it follows the languages your browser asks for. Signed out, choose another at the bottom of any page; signed in, choose it in Settings under Preferences, and it follows you to every device.',
      },
      {
        kind: 'paragraph',
        text: 'Menus, buttons, messages, dates and numbers change at once. The lessons, the challenges and the long texts of the information pages (like this one) are still in English while we translate them.',
      },
    ],
  },
  {
    id: 'learning-offline',
    title: 'Learning offline',
    category: 'courses',
    summary:
      'Pro keeps the whole C course and your drafts on your device; runs wait for the connection.',
    body: [
      {
        kind: 'paragraph',
        text: 'While you are signed in, CodeNest keeps its pages on your device, so it opens without a connection. You can also install it: use Install in your browser’s menu or address bar.',
      },
      {
        kind: 'steps',
        items: [
          'With Pro, every lesson of the C course, its example and its exercise are stored on your device the first time you open CodeNest, together with a copy of your drafts.',
          'Offline, open any lesson and edit your code: your drafts are kept on the device and saved to your account when you are back online.',
          'Run and Check tell you that you are offline and wait: your program runs, or your solution is checked, as soon as the connection is back.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'On the Free plan the site itself opens offline, and the lessons need a connection. When a new version of CodeNest is ready, a message offers Reload to update; nothing changes under you until you choose it.',
      },
    ],
  },
  {
    id: 'lessons-and-progress',
    title: 'Moving through lessons and tracking your progress',
    category: 'courses',
    summary: 'How Next, Previous and the lesson list work, and where progress shows up.',
    views: 9_300,
    body: [
      {
        kind: 'paragraph',
        text: 'The left panel of a course shows the course, how many lessons you have completed out of the total, and the list of lessons with their estimated time, difficulty and a check mark for the ones you have finished.',
      },
      {
        kind: 'steps',
        items: [
          'Click Next when you have finished a lesson: it is marked as completed, the time you spent is recorded, and the next lesson opens.',
          'Click Previous to go back and re-read a lesson. Going back does not change what you have completed.',
          'Click any lesson in the list to jump straight to it.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Your progress is saved to your account while you are signed in, and your dashboard shows your overall progress, study streak and time invested.',
      },
    ],
  },
  {
    id: 'daily-challenge',
    title: 'How the daily challenge works',
    category: 'courses',
    summary: 'One C problem a day, with a time limit, hints and points.',
    views: 15_200,
    body: [
      {
        kind: 'paragraph',
        text: 'Every day there is one C challenge. Beginner challenges are worth 50 points with a 30-minute limit, Intermediate 75 points with 45 minutes, and Advanced 100 points with 60 minutes. You need to be signed in to take part.',
      },
      {
        kind: 'steps',
        items: [
          'Open Daily Challenge from your dashboard and read the description and hints.',
          'Click Start Challenge. The timer starts and the editor opens with starter code.',
          'Write your solution and click Run Code until the output matches the expected output in the instructions.',
          'Click Submit Solution to collect your points. Submit only becomes available after a successful run, and the server then checks your program on hidden cases too: if one fails, it tells you which and why.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'A new challenge appears at midnight, local time. The countdown on the Daily Challenge page shows how long until the next one.',
      },
    ],
  },
  {
    id: 'streaks-and-badges',
    title: 'Streaks and badges explained',
    category: 'courses',
    summary: 'Solve on consecutive days to earn Bronze, Silver, Gold and Diamond.',
    body: [
      {
        kind: 'paragraph',
        text: 'Your streak is the number of days in a row on which you solved the daily challenge. Badges mark the milestones: Bronze at 3 days, Silver at 7, Gold at 14 and Diamond at 30.',
      },
      {
        kind: 'paragraph',
        text: 'A streak is not lost before the day is over: if you solved yesterday and have not solved today yet, it still counts. Miss a full day and the streak starts again from zero.',
      },
    ],
  },
  {
    id: 'certificates',
    title: 'Earning your C Programming certificate',
    category: 'courses',
    summary: 'What you need to complete for the certificate, a Pro feature.',
    views: 7_100,
    body: [
      {
        kind: 'paragraph',
        text: 'The C Programming certificate shows that you have worked through the whole course, not just watched it. Certificates are part of the Pro plan.',
      },
      {
        kind: 'steps',
        items: [
          'Complete all 24 lessons.',
          'Pass all coding exercises: Check your solution on each lesson until it passes. Pressing Next does not pass an exercise.',
          'Complete a final project: pass the exercise of lesson 24, An Inventory Manager.',
          'Score 80% or higher on the final assessment.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'The final assessment opens from your dashboard and the course page once all 24 lessons are complete. It has 20 items: multiple choice questions, programs whose output you write down, and three short programs to write, which the server runs on hidden test cases. You have 60 minutes, shown as a countdown; your answers are saved as you go, and when the time is up the attempt is graded with what you saved. You see your score, and for each item whether it was right and why. If you score under 80%, you can try again 24 hours later with other questions.',
      },
      {
        kind: 'paragraph',
        text: 'When every requirement is met, your certificate is issued at once. Your dashboard and profile link to its public page, where anyone can check it, download it as a PDF with a QR code, add it to your LinkedIn profile, or fetch it as a signed Open Badges 3.0 credential that can be verified without us. You can hide the public page at any time and show it again. Deleting your account revokes the certificate.',
      },
    ],
  },
  {
    id: 'compiler-errors',
    title: 'Reading compiler errors',
    category: 'running-code',
    summary: 'What "[Compilation Error]" means and how to fix the most common mistakes.',
    views: 21_700,
    body: [
      {
        kind: 'paragraph',
        text: 'When the output panel shows "[Compilation Error]", gcc could not turn your code into a program, so nothing was run. The message names the line and column and what went wrong.',
      },
      {
        kind: 'steps',
        items: [
          'Fix the first error first. One missing character often causes several errors after it.',
          '"expected \';\' before ..." means a semicolon is missing at the end of the line above.',
          '"undeclared (first use in this function)" means a variable is used before it is declared, or its name is misspelled.',
          '"implicit declaration of function" usually means a missing #include, such as <stdio.h> for printf or <string.h> for strlen.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Warnings are shown too. They do not stop your program, but they often point at a real bug, so read them.',
      },
    ],
  },
  {
    id: 'runtime-errors',
    title: 'Segmentation faults and other runtime errors',
    category: 'running-code',
    summary: 'Your program compiled but crashed: how to find out why.',
    views: 8_400,
    body: [
      {
        kind: 'paragraph',
        text: 'A runtime error happens while the program runs. The most common one in C is "Segmentation fault": the program read or wrote memory it does not own.',
      },
      {
        kind: 'steps',
        items: [
          'Check every array index: an array of 5 elements has indexes 0 to 4.',
          'Make sure every pointer points somewhere before you use it, and is not used after free().',
          'Add printf() lines to see how far the program gets before it stops, or press Visualize to watch it run line by line: the step where it crashes shows the pointer it followed.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'A division by zero or a stack overflow from a recursive function without a base case also stops the program; the output panel says which signal ended it.',
      },
    ],
  },
  {
    id: 'visualizer',
    title: 'Watching your program run in the visualizer',
    category: 'running-code',
    summary: 'Step through a C program line by line and see its memory: frames, heap and pointers.',
    body: [
      {
        kind: 'paragraph',
        text: 'Visualize, beside Run in every C editor, runs your program once and records every line it runs. You then step through it at your own pace: the code shows the current line (and the one before), and the memory beside it shows each function call as a box with its variables, the global variables, and the blocks malloc gave you. Arrows go from each pointer to what it points at, down to the array cell; a NULL pointer is a crossed box, and a pointer to freed memory points at a greyed block.',
      },
      {
        kind: 'steps',
        items: [
          'Press Visualize (or Watch it run under a lesson example about arrays, strings, pointers, structs or memory).',
          'Step with the buttons, the slider or the arrow keys; Home and End go to the first and last step.',
          'Click a line number to run to that line.',
          'If the program crashes, the last step says why in plain words and shows the arrow that caused it.',
        ],
      },
      {
        kind: 'paragraph',
        text: "Your program reads the input you typed, so scanf works. A trace stops after 2,000 steps, and a value is shown as ? until your program writes it. Visualizing the lessons' examples as they are is free for everyone; visualizing your own programs is part of Pro.",
      },
    ],
  },
  {
    id: 'output-does-not-match',
    title: "Why my challenge output doesn't match",
    category: 'running-code',
    summary: 'The program runs, but the challenge says the output is not right.',
    views: 11_000,
    body: [
      {
        kind: 'paragraph',
        text: 'A challenge checks what your program prints against the expected output shown in the instructions. When they differ you see "Output doesn\'t match expected result."',
      },
      {
        kind: 'steps',
        items: [
          'Compare your output with the expected output word for word, including capital letters and punctuation.',
          'Check the spaces between numbers and remember "\\n" at the end of each line.',
          'Remove any extra lines you printed while debugging.',
        ],
      },
    ],
  },
  {
    id: 'execution-limits',
    title: 'Execution limits: time, memory and output',
    category: 'running-code',
    summary: 'The limits every program runs under, and what happens when one is reached.',
    body: [
      {
        kind: 'paragraph',
        text: 'Every program runs in its own sandbox with fixed limits: 2 seconds of CPU time and 5 seconds in total, 256 MB of memory, and no network access. Source code and input can each be up to 64 KB.',
      },
      {
        kind: 'paragraph',
        text: 'Output is cut after 64 KB, with a note at the end. If your program hits the time limit, look for a loop whose condition never becomes false.',
      },
    ],
  },
  {
    id: 'upgrade-to-pro',
    title: 'Upgrading to Pro and the 14-day free trial',
    category: 'billing',
    summary: 'What Pro costs, what it adds and how the trial works.',
    views: 9_800,
    body: [
      {
        kind: 'paragraph',
        text: 'Pro costs $19 per month. It adds every language as it launches, unlimited challenges, comparisons, debugging tools, certificates, offline content and learning analytics. The C course stays free on every plan.',
      },
      {
        kind: 'steps',
        items: [
          'Open Pricing and choose Pro.',
          'Sign in or create an account if you have not already.',
          'Enter your payment details on the secure checkout page. Pro starts with a 14-day free trial.',
          'You come back to a confirmation page, and Pro is active on your account right away. Settings → Billing shows your plan and the renewal date, and lets you cancel at any time.',
        ],
      },
    ],
  },
  {
    id: 'student-discount',
    title: 'Getting the student discount',
    category: 'billing',
    summary: 'Students get 50% off Pro with a .edu e-mail address.',
    body: [
      {
        kind: 'paragraph',
        text: 'Students pay half price for Pro: $9.50 per month instead of $19. All you need is an e-mail address that ends in .edu.',
      },
      {
        kind: 'steps',
        items: [
          'Create your CodeNest account with your .edu address, or use the one you already have.',
          'Open Pricing and choose Pro: the checkout applies the 50% discount by itself when your address ends in .edu.',
          bySupport(
            (address) => [
              'Signed up with another address? Write to ',
              mail(address),
              ' from your .edu address and we will help you move the account to it.',
            ],
            [
              'Signed up with another address? Send us a message through the ',
              contactForm(),
              ' with your .edu address and we will help you move the account to it.',
            ],
          ),
        ],
      },
    ],
  },
  {
    id: 'request-refund',
    title: 'Requesting a refund',
    category: 'billing',
    summary: 'The 14-day money-back guarantee for new subscribers.',
    views: 5_600,
    body: [
      {
        kind: 'paragraph',
        text: 'We offer a 14-day money-back guarantee for new subscribers. If Pro is not what you hoped for, you get your first payment back in full.',
      },
      {
        kind: 'steps',
        items: [
          bySupport(
            (address) => [
              'Write to ',
              mail(address),
              ' from the e-mail address of your account within 14 days of your first payment.',
            ],
            [
              'Send us a message through the ',
              contactForm(),
              ' with the e-mail address of your account within 14 days of your first payment.',
            ],
          ),
          'Tell us it is a refund request. A reason helps us improve, but it is not required.',
          'We confirm by e-mail and cancel the subscription. Refunds are processed in 5-10 business days.',
        ],
      },
    ],
  },
  {
    id: 'teams-for-teachers',
    title: 'Running a team or a class with Enterprise',
    category: 'billing',
    summary: 'Buy seats, invite your class, follow their progress and set assignments.',
    body: [
      {
        kind: 'steps',
        items: [
          'On Pricing, choose the number of seats on the Enterprise card and subscribe. Everyone in your team but you takes a seat; you can add or remove seats later from the Team page, and the change is prorated.',
          'Open Team from the navigation. On Seats and invitations, invite people by e-mail (the link works for 14 days) or create an invite link to share with the class (anyone with it can join while a seat is free, until it expires or you revoke it).',
          'Make teachers managers: they invite members, follow the class and set assignments. Only you change seats, roles, branding and single sign-on.',
          'Members shows everyone with their lessons, exercises, challenges, points, streak, time and last visit; sort, filter and export it as CSV. Lessons shows who is stuck on an exercise; a member’s page shows their progress and the code they last submitted.',
          'Assignments sets a lesson, an exercise or a challenge with a due date. Members see it on their dashboard and get a reminder e-mail the day before if they have not finished.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Your team can also have your logo and colour, a read-only API with keys you create on the Team page (its reference is at /docs/api), and sign-in through your organisation’s OpenID Connect provider.',
      },
    ],
  },
  {
    id: 'joining-a-team',
    title: 'Joining a team, and what your teacher sees',
    category: 'billing',
    summary:
      'Accept an invitation, learn with Pro while you are in the team, and leave when you like.',
    body: [
      {
        kind: 'steps',
        items: [
          'Open the link in your invitation. Without an account, create one from the page: you come back to it to join.',
          'Read what joining means and press Join. While you are in the team you have Pro.',
          'Your teams are on the Team page, where you can leave a team at any time. Pro through the team ends as you leave.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'The team’s owner and managers see your progress (lessons, exercises, challenges, points, streak, time and last visit) and the code you last submitted for exercises, challenges and assignments. They never see your password, your drafts or anything of yours outside the course.',
      },
    ],
  },
  {
    id: 'asking-the-community',
    title: 'Asking the community for help',
    category: 'courses',
    summary:
      'Ask beneath a lesson or a challenge, or in the forum, and mark the answer that helped.',
    body: [
      {
        kind: 'steps',
        items: [
          'Stuck on a lesson or a challenge? Scroll below it to Discussion: other learners on the same page may have asked already. Otherwise press Ask a question.',
          'Give your question a title that says what goes wrong, and show your code in a fenced block that starts with ```c. Anyone reading can run it with its Run button.',
          'Write c-012 to link to a lesson, and @ with someone’s handle to mention them. They are told in the bell at the top of the page.',
          'When an answer helps, press Accept this answer on it, and upvote the posts that helped you.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'In a lesson’s or a challenge’s discussion, code stays hidden until you pass it yourself, so nobody spoils it for you. Press I have solved it or I give up to see it anyway.',
      },
      {
        kind: 'paragraph',
        text: 'Every post has a Report button. The moderators look at every report, can hide a post or lock a discussion, and suspend accounts that break the guidelines. New accounts can post a few times in their first day, then more.',
      },
    ],
  },
  {
    id: 'sharing-solutions',
    title: 'Publishing your solution and reading others’',
    category: 'courses',
    summary:
      'After you pass an exercise or a challenge, share your code and compare it with others’.',
    body: [
      {
        kind: 'steps',
        items: [
          'Pass an exercise or a challenge. The Solutions panel then opens beneath it.',
          'Press Publish your solution and add a short note on your approach if you like. What is published is the code that passed on our server.',
          'Read the solutions of everyone else who passed it, sorted by votes or by date, and press Compare with mine to see how each differs from your own code.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Only learners who have passed an exercise or challenge see its solutions. You can unpublish yours at any time.',
      },
    ],
  },
  {
    id: 'delete-account',
    title: 'Deleting your account',
    category: 'billing',
    summary: 'Remove your account and progress for good.',
    body: [
      {
        kind: 'steps',
        items: [
          'Sign in and go to Settings.',
          'On the Profile tab, scroll to the bottom and click Delete Account.',
          'Confirm. Your account and your progress are deleted and you are signed out.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Deleting an account cannot be undone. A Pro or Enterprise subscription is cancelled with it, so nothing is charged afterwards.',
      },
    ],
  },
];

export function findHelpArticle(id: string): HelpArticle | undefined {
  return helpArticles.find((article) => article.id === id);
}

export function helpCategoryTitle(id: HelpCategoryId): string {
  return helpCategories.find((category) => category.id === id)?.title ?? id;
}

/** The most-read articles, most-read first. */
export const popularArticles: PopularArticle[] = helpArticles
  .filter((article): article is HelpArticle & { views: number } => article.views !== undefined)
  .sort((a, b) => b.views - a.views)
  .slice(0, 6)
  .map((article) => ({
    id: article.id,
    title: article.title,
    views: article.views,
    category: helpCategoryTitle(article.category),
  }));

export const quickActions = (site: SiteIdentity): QuickAction[] => [
  {
    id: 'live-chat',
    title: 'Start Live Chat',
    description: 'Send the team a message during support hours.',
  },
  site.supportEmail
    ? { id: 'email', title: 'Email Support', description: `Write to ${site.supportEmail}.` }
    : { id: 'contact', title: 'Contact Form', description: 'Send the team a message.' },
  {
    id: 'videos',
    title: 'Video Tutorials',
    description: 'Short walkthroughs of the first C lessons.',
  },
];

/** SPEC §2: Mon-Fri 9 AM-6 PM PST, Sat 10 AM-4 PM PST, Sun closed. */
export const supportHours: SupportHoursRow[] = [
  { days: 'Mon-Fri', hours: '9 AM-6 PM PST' },
  { days: 'Sat', hours: '10 AM-4 PM PST' },
  { days: 'Sun', hours: 'closed' },
];

export const supportHoursText = supportHours.map((row) => `${row.days} ${row.hours}`).join(', ');

export const prioritySupport = {
  title: 'Priority support for Pro',
  text: 'Pro subscribers get priority support, with a reply within 24 hours. On the Free plan we reply within 48-72 hours.',
};

export const liveChat = {
  title: 'Live chat',
  text: `We don't run a real-time chat widget. Chat messages are answered by the support team during support hours (${supportHoursText}), by e-mail or through the contact form.`,
  response: 'Pro subscribers hear back within 24 hours, Free accounts within 48-72 hours.',
  contactLabel: 'Open the contact form',
  contactTo: '/contact',
  emailLabel: (address: string) => `E-mail ${address}`,
  close: 'Close',
};

export const emailSubject = 'Help with CodeNest';

export const videoTutorialsIntro = {
  title: 'Video Tutorials',
  text: 'Short walkthroughs of the first five C lessons. Each one follows its lesson step by step, so open the lesson and code along.',
  linkLabel: 'Open the lesson',
};

export const videoTutorials: VideoTutorial[] = [
  {
    id: 'video-hello-world',
    title: 'Your first C program: Hello, World!',
    duration: '6:40',
    description:
      'What #include and main() are for, how printf prints text, and what happens when you press Run.',
    lessonId: 'c-001',
    to: '/learn/c?lesson=c-001',
  },
  {
    id: 'video-variables',
    title: 'Variables and data types',
    duration: '9:15',
    description:
      'Declaring int, float, double and char variables, printing them with format specifiers, and what sizeof tells you.',
    lessonId: 'c-002',
    to: '/learn/c?lesson=c-002',
  },
  {
    id: 'video-operators',
    title: 'Operators and expressions',
    duration: '8:05',
    description:
      'Arithmetic, integer division and the remainder operator, comparisons, and the order in which C evaluates them.',
    lessonId: 'c-003',
    to: '/learn/c?lesson=c-003',
  },
  {
    id: 'video-control-flow',
    title: 'Making decisions with if/else and switch',
    duration: '10:30',
    description:
      'Branching on conditions, chaining else if, and when a switch statement reads better.',
    lessonId: 'c-004',
    to: '/learn/c?lesson=c-004',
  },
  {
    id: 'video-loops',
    title: 'Loops: for, while and do-while',
    duration: '11:20',
    description:
      'Repeating work with the three loops of C, nesting loops to print a multiplication table, and avoiding endless loops.',
    lessonId: 'c-005',
    to: '/learn/c?lesson=c-005',
  },
];

export const stillNeedHelp = {
  title: 'Still Need Help?',
  text: 'Our support team is a small group of engineers and teachers who use CodeNest every day. Reach us the way that suits you.',
  chat: {
    title: 'Live Chat',
    text: 'Answered during support hours, by e-mail or through the contact form.',
    button: 'Start Live Chat',
  },
  /** The site's support address, or the contact form without one. */
  email: {
    title: 'Email',
    text: 'Pro: reply within 24 hours. Free: within 48-72 hours.',
  },
  contact: {
    title: 'Contact form',
    text: 'Pro: reply within 24 hours. Free: within 48-72 hours.',
    link: 'Open the contact form',
  },
  /** Shown when the site has a phone number. */
  phone: {
    title: 'Phone',
  },
};
