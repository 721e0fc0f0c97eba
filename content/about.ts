/** The about page (SPEC §2 /about): mission, story, values, team, figures and how we teach. */
import { LANDING_CLAIMS } from '@domain/constants';

export const mission = {
  eyebrow: 'Our mission',
  title: 'Make learning to program feel like programming',
  text: 'Most people who try to learn to code give up before they write anything they are proud of. Not because they cannot do it, but because they spend their first weeks installing tools, watching videos and copying code they never run. We want the first minute on CodeNest to be the first minute of real programming: you read a short explanation, change a real program, press Run and see what your computer does with it.',
};

export const story = {
  title: 'Our story',
  paragraphs: [
    'CodeNest started in 2023 at a kitchen table in Portland, Oregon. Maya Okafor had spent eight years writing firmware for medical devices and two more teaching an evening C class at a community college. Every term, the first three weeks went to getting compilers installed on a dozen different laptops, and every term some students quit before they had written a loop.',
    'Daniel Reyes, who had built continuous-integration systems that compiled millions of programs a day, thought that part could be solved: if compiling and running code safely is routine for a build farm, it could be routine for a browser tab. The two of them built a prototype over a winter: one lesson, one editor, one Run button that sent the program to a real gcc in a locked-down sandbox.',
    'They gave the prototype to Maya\u2019s class. Nobody installed anything, and the first homework came back a week early. Priya Natarajan, a lecturer who had taught introductory programming for a decade, joined to turn the prototype into a full course, and the complete C course opened to everyone, free, in March 2025.',
    'Today CodeNest is a small, mostly remote team of engineers, teachers and designers, and more than 50,000 learners have written and run C with us. We are still small on purpose: every lesson is written and tested by people who have taught it in a classroom, and every one of us reads learner feedback every week.',
  ],
};

export type ValueIcon = 'terminal' | 'heart' | 'accessibility' | 'scale';

export interface CompanyValue {
  icon: ValueIcon;
  title: string;
  description: string;
}

export const valuesIntro = { title: 'What we value' };

export const values: CompanyValue[] = [
  {
    icon: 'terminal',
    title: 'Real code, not simulations',
    description:
      'Every example and every exercise runs on a real compiler. If a program would crash on your laptop, it crashes here too, safely, with an explanation.',
  },
  {
    icon: 'heart',
    title: 'Patience over pressure',
    description:
      'Confusion is part of learning. We write lessons that expect it, hints that help without giving the answer away, and error messages that never blame the learner.',
  },
  {
    icon: 'accessibility',
    title: 'Open to everyone',
    description:
      'The whole C course is free, works on a phone and is built to be usable with a keyboard and a screen reader. A price should never be the reason someone stops learning.',
  },
  {
    icon: 'scale',
    title: 'Honest teaching',
    description:
      'We tell you when something is hard, when a language has sharp edges and when a Pro course is not ready yet. Trust is earned one accurate sentence at a time.',
  },
];

export const teamIntro = {
  title: 'The team',
  text: 'Six people, three time zones, one shared belief that anyone can learn to program. Between us we have taught thousands of students in classrooms, and shipped compilers, firmware and design systems.',
};

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export const team: TeamMember[] = [
  {
    name: 'Maya Okafor',
    role: 'Co-founder & CEO',
    bio: 'Wrote firmware for infusion pumps for eight years and taught evening C classes for two. Still answers learner e-mails on Friday afternoons.',
  },
  {
    name: 'Daniel Reyes',
    role: 'Co-founder & CTO',
    bio: 'Built build-and-test infrastructure that compiled millions of programs a day. Designed the sandbox behind every Run button.',
  },
  {
    name: 'Priya Natarajan',
    role: 'Head of Curriculum',
    bio: 'Taught introductory programming at university for ten years. Wrote the C course and reviews every lesson with real learners before it ships.',
  },
  {
    name: 'Tomás Lindqvist',
    role: 'Staff Engineer, Platform',
    bio: 'Spends his days on compilers, containers and making the Run button fast. Maintains our suite of programs that try to break the sandbox.',
  },
  {
    name: 'Hannah Brooks',
    role: 'Product Designer',
    bio: 'Designs the lesson, challenge and output screens, and tests them with learners on phones, screen readers and slow connections.',
  },
  {
    name: 'Kwame Mensah',
    role: 'Community Lead',
    bio: 'Runs our discussions, events and weekly challenges. Learned C himself from a library book and a borrowed laptop.',
  },
];

export interface Figure {
  value: string;
  label: string;
}

export const figures: Figure[] = [
  { value: LANDING_CLAIMS.learners, label: 'learners' },
  { value: '24', label: 'lessons in the free C course' },
  { value: String(LANDING_CLAIMS.languages), label: 'languages on our roadmap' },
  { value: '2023', label: 'the year we started' },
];

export const teaching = {
  title: 'How we teach',
  intro:
    'Every lesson on CodeNest is built around one idea: you learn programming by writing programs and watching what they really do.',
  steps: [
    {
      title: 'A short explanation',
      description:
        'Each lesson explains one concept in plain language, with the concepts listed up front and an honest estimate of the time it takes.',
    },
    {
      title: 'A real program',
      description:
        'Every lesson comes with a complete example program that you can read, change and break. No fill-in-the-blank fragments.',
    },
    {
      title: 'A real compiler',
      description:
        'Press Run and your code is compiled with gcc, with warnings switched on, and executed in a secure sandbox on our servers.',
    },
    {
      title: 'Real output',
      description:
        'You see exactly what the program printed, how long it took in milliseconds, and the compiler\u2019s own messages when something goes wrong.',
    },
  ],
};

export const aboutCta = {
  title: 'Write your first program today',
  text: 'The complete C course is free. Start with lesson one, or tell us what you would like to see next.',
  primary: { label: 'Browse courses', to: '/courses' },
  secondary: { label: 'Contact us', to: '/contact' },
};
