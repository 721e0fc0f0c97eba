/**
 * The course catalogue of /courses (SPEC §3 catalogue course and learning path) and what the
 * page says. Only the C course is open today; the others are Pro and coming soon (SPEC §1).
 */
import {
  catalogueCourseSchema,
  learningPathSchema,
  type CatalogueCourse,
  type CatalogueLanguage,
  type LearningPath,
} from '@domain/catalogue';
import { languages } from './landing';

/** The landing page's card of a language: its mark and its colours, shared by both pages. */
function landingCard(name: CatalogueLanguage) {
  const card = languages.find((language) => language.name === name);
  if (!card) throw new Error(`content/landing.ts has no language card for ${name}`);
  return card;
}

export const courseMark = (language: CatalogueLanguage): string => landingCard(language).mark;

/** Tailwind classes of the course's mark, the same as on the landing page. */
export const courseTone = (language: CatalogueLanguage): string => landingCard(language).tone;

const rawCourses: CatalogueCourse[] = [
  {
    id: 'c-programming',
    title: 'C Programming',
    description:
      'Write, compile and run real C from your first printf to pointers, structs and dynamic memory, with every example running on a real gcc. You finish by building a complete inventory manager that reads and writes its own files.',
    level: 'Beginner',
    duration: '40 hours',
    lessons: 24,
    price: 'Free',
    image: courseMark('C'),
    instructor: 'Dr. Elena Petrova',
    instructorRole: 'Embedded systems engineer, 15 years of C',
    topics: [
      'Variables and types',
      'Control flow',
      'Functions',
      'Arrays and strings',
      'Pointers',
      'Structs',
      'Dynamic memory',
    ],
    featured: true,
    language: 'C',
    learnSlug: 'c',
    available: true,
  },
  {
    id: 'cpp-programming',
    title: 'Modern C++',
    description:
      'Take what you know from C into classes, references, templates and the standard library, the way C++20 is written today. You learn RAII and smart pointers so that memory is managed by design rather than by hand.',
    level: 'Intermediate',
    duration: '48 hours',
    lessons: 30,
    price: 'Pro',
    image: courseMark('C++'),
    instructor: 'Marcus Feldmann',
    instructorRole: 'Game engine developer',
    topics: [
      'Classes and objects',
      'RAII',
      'Smart pointers',
      'Templates',
      'STL containers',
      'Move semantics',
    ],
    featured: false,
    language: 'C++',
    learnSlug: 'cpp',
    available: false,
  },
  {
    id: 'rust-programming',
    title: 'Rust Systems Programming',
    description:
      'Learn how ownership, borrowing and lifetimes let the compiler rule out whole classes of memory bugs before your program ever runs. You then use traits, error handling with Result and fearless concurrency to build fast command-line tools.',
    level: 'Advanced',
    duration: '52 hours',
    lessons: 32,
    price: 'Pro',
    image: courseMark('Rust'),
    instructor: 'Dr. Ingrid Solberg',
    instructorRole: 'Compiler researcher',
    topics: [
      'Ownership',
      'Borrowing and lifetimes',
      'Traits',
      'Error handling',
      'Concurrency',
      'Cargo',
    ],
    featured: false,
    language: 'Rust',
    learnSlug: 'rust',
    available: false,
  },
  {
    id: 'go-programming',
    title: 'Go for Backend Services',
    description:
      'Build small, fast network services in Go, from its simple types and interfaces to goroutines and channels. You write an HTTP API with tests and learn the tooling that makes Go programs easy to ship.',
    level: 'Intermediate',
    duration: '32 hours',
    lessons: 22,
    price: 'Pro',
    image: courseMark('Go'),
    instructor: 'Tobias Wren',
    instructorRole: 'Site reliability engineer',
    topics: [
      'Structs and interfaces',
      'Goroutines',
      'Channels',
      'HTTP servers',
      'Testing',
      'Modules',
    ],
    featured: false,
    language: 'Go',
    learnSlug: 'go',
    available: false,
  },
  {
    id: 'python-programming',
    title: 'Python Fundamentals',
    description:
      'Learn to program in readable Python, from lists and dictionaries to functions, classes and modules. You automate everyday tasks with scripts that read files, call web APIs and process data.',
    level: 'Beginner',
    duration: '36 hours',
    lessons: 26,
    price: 'Pro',
    image: courseMark('Python'),
    instructor: 'Amara Nwosu',
    instructorRole: 'Data engineer and teacher',
    topics: [
      'Lists and dictionaries',
      'Functions',
      'Classes',
      'File handling',
      'Modules',
      'Automation',
    ],
    featured: false,
    language: 'Python',
    learnSlug: 'python',
    available: false,
  },
  {
    id: 'javascript-programming',
    title: 'JavaScript Essentials',
    description:
      'Learn the language of the web, from values, functions and closures to objects, modules and the DOM. You finish by writing asynchronous code with promises and async/await that fetches and shows live data.',
    level: 'Beginner',
    duration: '38 hours',
    lessons: 28,
    price: 'Pro',
    image: courseMark('JavaScript'),
    instructor: 'Lucas Moreau',
    instructorRole: 'Front-end architect',
    topics: ['Functions and closures', 'Objects', 'Arrays', 'The DOM', 'Promises', 'Async/await'],
    featured: false,
    language: 'JavaScript',
    learnSlug: 'javascript',
    available: false,
  },
];

const rawPaths: LearningPath[] = [
  {
    title: 'Systems Programmer',
    description:
      'Start close to the machine with C, add abstractions with modern C++, and finish with the memory safety of Rust.',
    courses: ['c-programming', 'cpp-programming', 'rust-programming'],
    duration: '140 hours',
    level: 'Advanced',
  },
  {
    title: 'Backend Developer',
    description:
      'Learn how programs use memory in C, then write the scripts and services that run the web with Python and Go.',
    courses: ['c-programming', 'python-programming', 'go-programming'],
    duration: '108 hours',
    level: 'Intermediate',
  },
  {
    title: 'Web Foundations',
    description:
      'Understand what happens underneath with C, then build for the browser and beyond with Python and JavaScript.',
    courses: ['c-programming', 'python-programming', 'javascript-programming'],
    duration: '114 hours',
    level: 'Beginner',
  },
];

export const catalogueCourses: readonly CatalogueCourse[] = rawCourses.map((course) =>
  catalogueCourseSchema.parse(course),
);

export const learningPaths: readonly LearningPath[] = rawPaths.map((path) =>
  learningPathSchema.parse(path),
);

for (const path of learningPaths) {
  for (const id of path.courses) {
    if (!catalogueCourses.some((course) => course.id === id)) {
      throw new Error(`Learning path "${path.title}" names an unknown course: ${id}`);
    }
  }
}

export function findCatalogueCourse(id: string): CatalogueCourse | undefined {
  return catalogueCourses.find((course) => course.id === id);
}

export const coursesText = {
  hero: {
    title: 'Explore Our Courses',
    subtitle:
      'Learn by writing real code. Start with the complete C course for free, and see what is coming next for Pro.',
  },
  search: {
    label: 'Search courses',
    placeholder: 'e.g. pointers',
    button: 'Search',
    levelLabel: 'Level',
    languageLabel: 'Language',
  },
  featuredHeading: 'Featured course',
  featuredEyebrow: 'Most popular',
  gridHeading: 'All courses',
  gridHeadingFiltered: 'Matching courses',
  empty: {
    title: 'No courses found',
    text: 'Try adjusting your search terms or filters to find more courses.',
    clear: 'Clear Filters',
  },
  card: {
    free: 'Free',
    pro: 'Pro',
    comingSoon: 'Coming soon',
    lessons: 'lessons',
    /** Learners with any progress in the course, as the server counts them. */
    learners: (count: number) =>
      count === 0
        ? 'No learners yet'
        : `${count.toLocaleString('en-US')} ${count === 1 ? 'learner' : 'learners'} started`,
    learnersLoading: 'Counting learners',
    topicsLabel: (title: string) => `Topics of ${title}`,
    taughtBy: 'Taught by',
    enroll: 'Enroll',
    /** What screen readers say for Enroll or Continue on a card: "Enroll: C Programming". */
    actionFor: (action: string, title: string) => `${action}: ${title}`,
    continue: 'Continue',
    starting: 'Starting...',
    proNote: 'Included with Pro when it launches',
    /** A Pro learner's Enroll on a course that is coming soon. */
    comingSoonTitle: (title: string) => `${title} is coming soon`,
    comingSoonText:
      'It comes with your Pro plan: you can start it here the day it opens. Want a note by email then?',
    notify: 'Tell me when it opens',
    notifying: 'Saving...',
    notified: "We'll tell you when it opens",
    notifiedFor: (title: string) => `We'll tell you when ${title} opens`,
    checkingPlan: 'Checking your plan...',
    openAnyway: 'Open the course anyway',
    progressLabel: (title: string) => `${title} progress`,
    progress: (completed: number, total: number, percent: number) =>
      `${completed} of ${total} lessons · ${percent}%`,
  },
  paths: {
    heading: 'Learning paths',
    intro:
      'Not sure what comes after C? Each path lines up courses in the order that builds on what you already know.',
    coursesLabel: (title: string) => `Courses of the ${title} path`,
    step: (index: number) => `Step ${index}`,
  },
  closing: {
    title: 'Ready to write your first program?',
    text: 'The complete C course is free: 24 lessons, real compilers and instant output. Pro opens every other language as it launches.',
    primary: 'Start the free C course',
    secondary: 'See Pro plans',
  },
  errors: {
    notConnected: 'Your course could not be started: the server is not connected.',
    startFailed: 'Your course could not be started. Check your connection and try again.',
    wishFailed: 'Your request could not be saved. Check your connection and try again.',
  },
  /** "3 courses found", read out after each change of the filters. */
  resultCount: (count: number) => `${count} ${count === 1 ? 'course' : 'courses'} found`,
};
