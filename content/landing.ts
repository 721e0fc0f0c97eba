/** Everything the landing page says (SPEC §1 claims), kept out of the components. */
export const hero = {
  eyebrow: 'Real compilers. Real output. Zero setup.',
  title: 'Learn to code by writing',
  highlight: 'real C',
  subtitle:
    'Bite-sized lessons, a fresh challenge every day and a Run button that compiles your program on a real server in a moment. Nothing to install: open a lesson and start typing.',
  primaryCta: 'Start Learning Free',
  secondaryCta: 'Explore features',
};

export const heroStats = [
  { value: '50K+', label: 'learners' },
  { value: '9', label: 'languages' },
  { value: '24', label: 'C lessons' },
  { value: 'Free', label: 'to start' },
];

export const heroProgram = {
  file: 'hello.c',
  code: `#include <stdio.h>

int main(void) {
    int scores[] = {3, 5, 7};
    int sum = 0;
    for (int i = 0; i < 3; i++)
        sum += scores[i];
    printf("Hello, CodeNest!\\n");
    printf("Sum: %d\\n", sum);
    return 0;
}`,
  output: ['Hello, CodeNest!', 'Sum: 15'],
  time: '38 ms',
};

export type FeatureIcon = 'play' | 'trophy' | 'columns' | 'award' | 'users' | 'smartphone';

export interface Feature {
  icon: FeatureIcon;
  title: string;
  description: string;
}

export const featuresIntro = {
  eyebrow: 'Why CodeNest',
  title: 'Everything you need to go from first line to fluent',
  subtitle:
    'Join 50K+ learners building real skills across 9 languages, with tools designed for practice rather than passive watching.',
};

export const features: Feature[] = [
  {
    icon: 'play',
    title: 'Run real code instantly',
    description:
      'Every lesson has an example program and a Run button. Your C is compiled with gcc and executed in a secure sandbox, and the real output comes back in milliseconds.',
  },
  {
    icon: 'trophy',
    title: 'Interactive challenges',
    description:
      'A new daily C challenge with a time limit, hints and points. Solve it, submit it and keep your streak going for Bronze, Silver, Gold and Diamond badges.',
  },
  {
    icon: 'columns',
    title: 'Side-by-side language comparison',
    description:
      'See the same concept in C, C++, Rust, Go, Python and JavaScript next to each other, and understand what really changes between languages.',
  },
  {
    icon: 'award',
    title: 'Points, achievements and progress',
    description:
      'Gamification that keeps you going: earn points, unlock achievements and watch your course progress and study streak grow on your dashboard.',
  },
  {
    icon: 'users',
    title: 'Community discussions',
    description:
      'Ask questions beneath every lesson and challenge, run the code in answers, and once you pass, compare your solution with everyone else’s.',
  },
  {
    icon: 'smartphone',
    title: 'Responsive design',
    description:
      'Learn on a laptop, a tablet or your phone. Every page, editor and output panel adapts to your screen, in light or dark theme.',
  },
];

export type LanguageStatus = 'available' | 'pro' | 'planned';

export interface LanguageCard {
  name: string;
  /** Two or three letters shown in the card's badge. */
  mark: string;
  tagline: string;
  status: LanguageStatus;
  /** Tailwind classes for the badge colours. */
  tone: string;
  to?: string;
}

export const languagesIntro = {
  eyebrow: 'Languages',
  title: 'Start with C. Grow into any language.',
  subtitle:
    'The complete C course is free today. Pro courses for more languages are on the way, and every language below already appears in our comparisons and roadmap.',
};

export const languages: LanguageCard[] = [
  {
    name: 'C',
    mark: 'C',
    tagline: 'Memory, pointers and how computers really work.',
    status: 'available',
    tone: 'bg-blue-600 text-white',
    to: '/learn/c',
  },
  {
    name: 'C++',
    mark: 'C++',
    tagline: 'Classes, templates and zero-cost abstractions.',
    status: 'pro',
    tone: 'bg-sky-700 text-white',
    to: '/compare',
  },
  {
    name: 'C#',
    mark: 'C#',
    tagline: 'Modern, typed and at home on every platform.',
    status: 'planned',
    tone: 'bg-purple-700 text-white',
  },
  {
    name: 'Rust',
    mark: 'Rs',
    tagline: 'Fearless concurrency with memory safety.',
    status: 'pro',
    tone: 'bg-orange-700 text-white',
    to: '/compare',
  },
  {
    name: 'Go',
    mark: 'Go',
    tagline: 'Simple, fast services built for the cloud.',
    status: 'pro',
    tone: 'bg-cyan-700 text-white',
    to: '/compare',
  },
  {
    name: 'Carbon',
    mark: 'Cb',
    tagline: 'An experimental successor to C++.',
    status: 'planned',
    tone: 'bg-slate-700 text-white',
  },
  {
    name: 'Python',
    mark: 'Py',
    tagline: 'Readable code for data, scripts and the web.',
    status: 'pro',
    tone: 'bg-yellow-400 text-slate-900',
    to: '/compare',
  },
  {
    name: 'JavaScript',
    mark: 'JS',
    tagline: 'The language of the web, front to back.',
    status: 'pro',
    tone: 'bg-amber-300 text-slate-900',
    to: '/compare',
  },
  {
    name: 'Java',
    mark: 'Jv',
    tagline: 'Battle-tested for apps and large systems.',
    status: 'planned',
    tone: 'bg-red-700 text-white',
  },
  {
    name: 'Swift',
    mark: 'Sw',
    tagline: 'Fast, safe apps for Apple platforms.',
    status: 'planned',
    tone: 'bg-orange-700 text-white',
  },
  {
    name: 'Objective-C',
    mark: 'OC',
    tagline: 'C with messages: the roots of Apple development.',
    status: 'planned',
    tone: 'bg-indigo-700 text-white',
  },
  {
    name: 'Kotlin',
    mark: 'Kt',
    tagline: 'Concise and modern on Android and the JVM.',
    status: 'planned',
    tone: 'bg-violet-600 text-white',
  },
  {
    name: 'Mojo',
    mark: 'Mj',
    tagline: 'Python syntax with systems-level speed for AI.',
    status: 'planned',
    tone: 'bg-rose-600 text-white',
  },
];

export const languageStatusLabel: Record<LanguageStatus, string> = {
  available: 'Free · Available now',
  pro: 'Pro · Coming soon',
  planned: 'On the roadmap',
};

export const closingCta = {
  title: 'Your first program is one click away',
  subtitle:
    'Create a free account, open lesson one and press Run. No downloads, no setup, no credit card.',
  primary: 'Create your free account',
  secondary: 'See pricing',
};
