/**
 * What /learn/:language knows: C has its course; the other languages of the catalogue and the
 * landing page are coming soon (SPEC §8: an alert, then /learn/c). Anything else is not a course.
 */
export interface LearnLanguage {
  slug: string;
  name: string;
  /** The course to open, or null while it is coming soon. */
  courseId: string | null;
}

export const learnLanguages: LearnLanguage[] = [
  { slug: 'c', name: 'C', courseId: 'c-programming' },
  { slug: 'cpp', name: 'C++', courseId: null },
  { slug: 'csharp', name: 'C#', courseId: null },
  { slug: 'rust', name: 'Rust', courseId: null },
  { slug: 'go', name: 'Go', courseId: null },
  { slug: 'carbon', name: 'Carbon', courseId: null },
  { slug: 'python', name: 'Python', courseId: null },
  { slug: 'javascript', name: 'JavaScript', courseId: null },
  { slug: 'java', name: 'Java', courseId: null },
  { slug: 'swift', name: 'Swift', courseId: null },
  { slug: 'objective-c', name: 'Objective-C', courseId: null },
  { slug: 'kotlin', name: 'Kotlin', courseId: null },
  { slug: 'mojo', name: 'Mojo', courseId: null },
];

export function findLearnLanguage(slug: string | undefined): LearnLanguage | undefined {
  return learnLanguages.find((language) => language.slug === slug?.toLowerCase());
}

/** SPEC §8: what the learner reads before being sent to the C course. */
export function comingSoonMessage(name: string): string {
  return `The ${name} course is coming soon! Start with our free C Programming course in the meantime.`;
}
