import { z } from './zod';

/**
 * The course catalogue of /courses (SPEC §3 catalogue course and learning path) and its
 * filters (SPEC §5). Filters live in the address (`?q=pointers&level=Beginner&language=C`).
 */

export const courseLevels = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type CourseLevel = (typeof courseLevels)[number];
export const catalogueLanguages = ['C', 'C++', 'Rust', 'Go', 'Python', 'JavaScript'] as const;
export type CatalogueLanguage = (typeof catalogueLanguages)[number];

export const ALL_LEVELS = 'All Levels';
export const ALL_LANGUAGES = 'All Languages';
export type LevelFilter = CourseLevel | typeof ALL_LEVELS;
export type LanguageFilter = CatalogueLanguage | typeof ALL_LANGUAGES;

const text = z.string().refine((value) => value.trim().length > 0, 'must not be blank');

export const catalogueCourseSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  description: text,
  level: z.enum(courseLevels),
  /** "40 hours". */
  duration: text,
  lessons: z.number().int().positive(),
  price: z.enum(['Free', 'Pro']),
  /** The mark shown on the card, as on the landing page's language cards ("C", "Rs"). */
  image: text,
  instructor: text,
  /** A few words on who the instructor is ("Embedded systems engineer"). */
  instructorRole: text.optional(),
  topics: z.array(text).min(3),
  featured: z.boolean(),
  language: z.enum(catalogueLanguages),
  /** Where Enroll leads once the course is open: /learn/<slug>. */
  learnSlug: z.string().regex(/^[a-z-]+$/),
  /** Coming-soon courses are listed but cannot be started yet. */
  available: z.boolean(),
});
export type CatalogueCourse = z.infer<typeof catalogueCourseSchema>;

/**
 * GET /functions/v1/course-learners: how many learners have started each course the server
 * serves (any progress recorded in it), and nothing about who they are.
 */
export const courseLearnersSchema = z.object({
  courses: z.array(z.object({ courseId: z.string(), learners: z.number().int().nonnegative() })),
});
export type CourseLearners = z.infer<typeof courseLearnersSchema>;

export const learningPathSchema = z.object({
  title: text,
  description: text,
  /** Catalogue course ids, in the order to take them. */
  courses: z.array(z.string()).min(2),
  duration: text,
  level: z.enum(courseLevels),
});
export type LearningPath = z.infer<typeof learningPathSchema>;

export interface CourseFilters {
  search: string;
  level: LevelFilter;
  language: LanguageFilter;
}

export const DEFAULT_COURSE_FILTERS: CourseFilters = {
  search: '',
  level: ALL_LEVELS,
  language: ALL_LANGUAGES,
};

/** SPEC §5: the text in title, description or a topic (ignoring case), and level and language. */
export function courseMatches(course: CatalogueCourse, filters: CourseFilters): boolean {
  const needle = filters.search.trim().toLowerCase();
  const textMatches =
    needle === '' ||
    [course.title, course.description, ...course.topics].some((field) =>
      field.toLowerCase().includes(needle),
    );
  const levelMatches = filters.level === ALL_LEVELS || course.level === filters.level;
  const languageMatches =
    filters.language === ALL_LANGUAGES || course.language === filters.language;
  return textMatches && levelMatches && languageMatches;
}

export function filterCourses<T extends CatalogueCourse>(
  courses: readonly T[],
  filters: CourseFilters,
): T[] {
  return courses.filter((course) => courseMatches(course, filters));
}

export function hasActiveFilters(filters: CourseFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.level !== ALL_LEVELS ||
    filters.language !== ALL_LANGUAGES
  );
}

const MAX_SEARCH_LENGTH = 100;

/** The filters an address asks for; an unknown level or language means All. */
export function parseCourseFilters(params: URLSearchParams): CourseFilters {
  const level = params.get('level') ?? '';
  const language = params.get('language') ?? '';
  return {
    search: (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    level: (courseLevels as readonly string[]).includes(level)
      ? (level as CourseLevel)
      : ALL_LEVELS,
    language: (catalogueLanguages as readonly string[]).includes(language)
      ? (language as CatalogueLanguage)
      : ALL_LANGUAGES,
  };
}

/** The address of a set of filters; the defaults are left out so /courses stays /courses. */
export function courseFilterParams(filters: CourseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim() !== '') params.set('q', filters.search);
  if (filters.level !== ALL_LEVELS) params.set('level', filters.level);
  if (filters.language !== ALL_LANGUAGES) params.set('language', filters.language);
  return params;
}
