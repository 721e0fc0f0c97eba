/** The careers page (SPEC §2 /careers, §3 Job): open positions, perks and the hiring process. */
import type { SiteIdentity } from '@domain/public-config';

export const careersIntro = {
  title: 'Build the place where people learn to program',
  text: 'We are a small team of engineers, teachers and designers. Our work decides whether someone writes their first loop tonight or gives up. If that sounds like a good reason to get up in the morning, we would like to meet you.',
  cta: 'See open positions',
  note: 'We are mostly remote, with a home base in Portland, Oregon. Every role lists its salary range, and we pay the same range wherever you live.',
};

export type PerkIcon = 'laptop' | 'health' | 'plane' | 'book' | 'clock' | 'home';

export interface Perk {
  icon: PerkIcon;
  title: string;
  description: string;
}

export const perksIntro = {
  title: 'Perks and benefits',
  text: 'The basics done properly, and a few things we wish every job offered.',
};

export const perks: Perk[] = [
  {
    icon: 'health',
    title: 'Health, dental and vision',
    description:
      'Fully paid premiums for you and 80% for your dependants, from your first day. Outside the US we match local coverage.',
  },
  {
    icon: 'plane',
    title: '25 days off, plus holidays',
    description:
      'Twenty-five days of paid leave plus your local public holidays, and the last week of December off for everyone.',
  },
  {
    icon: 'home',
    title: 'Remote-first',
    description:
      'Work from home, a co-working space or our Portland office. We meet in person twice a year, travel paid.',
  },
  {
    icon: 'laptop',
    title: 'Equipment you choose',
    description:
      'A laptop and a $1,500 budget to set up your desk, chair and screens however you work best.',
  },
  {
    icon: 'book',
    title: 'Learning budget',
    description:
      '$2,000 a year for books, courses and conferences, and a free Pro account for you and one person you choose.',
  },
  {
    icon: 'clock',
    title: 'Sensible hours',
    description:
      'Core hours from 10 AM to 2 PM Pacific for meetings; the rest of the day is yours to arrange. No on-call for roles that do not need it.',
  },
];

export type JobType = 'Full-time' | 'Part-time' | 'Contract';

/** SPEC §3 Job. */
export interface Job {
  id: string;
  title: string;
  department: string;
  location: string;
  type: JobType;
  salary: string;
  description: string;
  requirements: string[];
}

export const jobsIntro = {
  title: 'Open positions',
  /** Apply Now writes to the site's careers address, or opens the contact form without one. */
  text: (site: SiteIdentity) =>
    site.careersEmail
      ? 'Every role below is open now. Apply Now opens an e-mail to our hiring team with the role filled in.'
      : 'Every role below is open now. Apply Now opens the contact form: give the role as the subject.',
  allDepartments: 'All departments',
  filterLabel: 'Filter by department',
  apply: 'Apply Now',
  requirementsTitle: 'What we are looking for',
};

export const jobs: Job[] = [
  {
    id: 'senior-backend-engineer-execution',
    title: 'Senior Backend Engineer, Code Execution',
    department: 'Engineering',
    location: 'Remote (US and Canada)',
    type: 'Full-time',
    salary: '$165,000 – $195,000 per year',
    description:
      'Own the service behind the Run button: the compile cache, the worker pool and the sandbox that keeps tens of thousands of daily runs isolated and fast. You will work with our platform team on moving execution to dedicated worker machines and on bringing new languages online.',
    requirements: [
      '6+ years building backend services in production, in TypeScript, Go or Rust',
      'A working knowledge of Linux process isolation: namespaces, cgroups, seccomp or tools built on them',
      'Experience running queues or worker pools under real load, and measuring them honestly',
      'Comfort reading C and compiler output',
      'Clear written communication: we are remote and write things down',
    ],
  },
  {
    id: 'frontend-engineer-learning',
    title: 'Frontend Engineer, Learning Experience',
    department: 'Engineering',
    location: 'Remote (Americas)',
    type: 'Full-time',
    salary: '$135,000 – $160,000 per year',
    description:
      'Build the screens learners spend their time in: the lesson view, the code editor, the output panel and the daily challenge. You will pair closely with design and curriculum, and care as much about a screen reader user on a phone as about a developer on a wide monitor.',
    requirements: [
      '4+ years of professional React and TypeScript',
      'A track record of accessible interfaces: semantic HTML, keyboard support, WCAG AA',
      'Experience with code editors in the browser (CodeMirror or Monaco) is a plus',
      'You write tests that describe behaviour, not implementation',
    ],
  },
  {
    id: 'curriculum-author-c',
    title: 'Curriculum Author, Systems Programming',
    department: 'Curriculum',
    location: 'Remote (worldwide)',
    type: 'Contract',
    salary: '$80 – $100 per hour, about 20 hours a week for 6 months',
    description:
      'Help us write the C++ and Rust courses for Pro. You will draft lessons, example programs and exercises, test them with learners and revise them with our Head of Curriculum until they are clear enough for someone who has only finished our C course.',
    requirements: [
      'Professional experience writing C++ or Rust, and a solid grasp of C',
      'Teaching experience: classroom, bootcamp, mentoring or well-loved technical writing',
      'Patience for many drafts, and pleasure in cutting a paragraph in half',
      'Example programs you write compile cleanly with warnings switched on',
    ],
  },
  {
    id: 'product-designer',
    title: 'Product Designer',
    department: 'Design',
    location: 'Portland, OR or remote (US)',
    type: 'Full-time',
    salary: '$125,000 – $150,000 per year',
    description:
      'Shape how beginners experience programming, from the first lesson to the first streak badge. You will run research sessions with learners, design in our Tailwind-based system and follow your work through to production.',
    requirements: [
      '4+ years of product design for web applications',
      'A portfolio that shows research, iteration and shipped work, not only final screens',
      'Fluency in designing for light and dark themes, small screens and assistive technology',
      'Curiosity about code: you do not need to program, but you will enjoy our C course',
    ],
  },
  {
    id: 'developer-advocate',
    title: 'Developer Advocate, Community',
    department: 'Community',
    location: 'Remote (US or Europe)',
    type: 'Full-time',
    salary: '$120,000 – $140,000 per year',
    description:
      'Grow a community of learners who help each other. You will host our monthly live coding events, write tutorials for the blog, work with university clubs and student groups, and bring what you hear back to the product team.',
    requirements: [
      'Experience leading an online or in-person developer community',
      'Confident live-coding in C in front of an audience, mistakes included',
      'A writing sample: a tutorial, a talk or a thread that taught someone something',
      'Willingness to travel up to four times a year',
    ],
  },
  {
    id: 'learner-support-specialist',
    title: 'Learner Support Specialist',
    department: 'Support',
    location: 'Remote (US, Pacific or Mountain time)',
    type: 'Part-time',
    salary: '$30 – $34 per hour, 24 hours a week',
    description:
      'Be the person learners reach when something goes wrong: a billing question, a sign-in problem, a program that behaves strangely. You will answer by e-mail and live chat during our support hours and turn repeated questions into Help Center articles.',
    requirements: [
      'Available for shifts between Monday and Saturday, within 9 AM and 6 PM Pacific',
      'Excellent written English; a second language is a plus',
      'Enough programming to read a short C program and spot a missing semicolon',
      'Calm and kind with people who are frustrated',
    ],
  },
];

export const hiringProcess = {
  title: 'How we hire',
  text: 'Four steps, usually three to four weeks from application to offer. You will always know what comes next.',
  steps: [
    {
      title: 'Apply',
      description:
        'Tell us about yourself in a few paragraphs, with your CV or links to your work. No cover-letter formula needed.',
    },
    {
      title: 'Introductory call',
      description:
        'Thirty minutes with the hiring manager about the role, your experience and your questions for us.',
    },
    {
      title: 'Paid practical exercise',
      description:
        'A realistic task from the role, about three hours, paid at the top of the role\u2019s range. You choose when to do it.',
    },
    {
      title: 'Meet the team and offer',
      description:
        'Two conversations with future colleagues, then a decision within a week, with feedback either way.',
    },
  ],
  reviewNote: 'We review every application within 3 business days, and we reply to everyone.',
};

export const careersContact = {
  title: 'No role that fits?',
  text: 'We are always glad to hear from curriculum authors, teachers and engineers who care about learners. Write to us and tell us what you would like to work on.',
  /** Without a careers address. */
  contactForm: 'Open the contact form',
};

/** The e-mail that Apply Now opens: the role in the subject and a short template to fill in. */
export function applicationEmail(job: Pick<Job, 'title' | 'department' | 'location'>): {
  subject: string;
  body: string;
} {
  return {
    subject: `Application: ${job.title}`,
    body: [
      'Hello CodeNest team,',
      '',
      `I would like to apply for the ${job.title} role (${job.department}, ${job.location}).`,
      '',
      'A little about me:',
      '',
      'Links to my CV and work:',
      '',
      'When I could start:',
      '',
      'Thank you,',
      '',
    ].join('\r\n'),
  };
}
