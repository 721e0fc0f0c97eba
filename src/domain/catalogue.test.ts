import { describe, expect, it } from 'vitest';
import {
  ALL_LANGUAGES,
  ALL_LEVELS,
  catalogueCourseSchema,
  courseFilterParams,
  courseMatches,
  DEFAULT_COURSE_FILTERS,
  filterCourses,
  hasActiveFilters,
  parseCourseFilters,
  type CatalogueCourse,
  type CourseFilters,
} from './catalogue';

function course(fields: Partial<CatalogueCourse>): CatalogueCourse {
  return {
    id: 'c-programming',
    title: 'C Programming',
    description: 'Write and run real programs with a real compiler.',
    level: 'Beginner',
    duration: '40 hours',
    lessons: 24,
    price: 'Free',
    image: 'C',
    instructor: 'Dr. Elena Petrova',
    topics: ['Pointers', 'Structs', 'Dynamic memory'],
    featured: true,
    language: 'C',
    learnSlug: 'c',
    available: true,
    ...fields,
  };
}

const c = course({});
const rust = course({
  id: 'rust-programming',
  title: 'Rust Systems Programming',
  description: 'Ownership and borrowing without a garbage collector.',
  level: 'Advanced',
  topics: ['Ownership', 'Traits', 'Concurrency'],
  language: 'Rust',
  price: 'Pro',
  featured: false,
  available: false,
  learnSlug: 'rust',
});
const python = course({
  id: 'python-programming',
  title: 'Python Fundamentals',
  description: 'Readable scripts for everyday automation.',
  topics: ['Lists', 'Functions', 'Modules'],
  language: 'Python',
  price: 'Pro',
  featured: false,
  available: false,
  learnSlug: 'python',
});
const all = [c, rust, python];

const filters = (fields: Partial<CourseFilters>): CourseFilters => ({
  ...DEFAULT_COURSE_FILTERS,
  ...fields,
});
const ids = (found: CatalogueCourse[]) => found.map((match) => match.id);

describe('courseMatches (SPEC §5)', () => {
  it('matches every course with the default filters', () => {
    expect(ids(filterCourses(all, DEFAULT_COURSE_FILTERS))).toEqual(ids(all));
  });

  it('finds the search text in the title, ignoring case', () => {
    expect(ids(filterCourses(all, filters({ search: 'python' })))).toEqual([python.id]);
    expect(ids(filterCourses(all, filters({ search: 'SYSTEMS' })))).toEqual([rust.id]);
  });

  it('finds the search text in the description', () => {
    expect(ids(filterCourses(all, filters({ search: 'garbage collector' })))).toEqual([rust.id]);
  });

  it('finds the search text in any topic', () => {
    expect(ids(filterCourses(all, filters({ search: 'pointers' })))).toEqual([c.id]);
    expect(ids(filterCourses(all, filters({ search: 'TRAITS' })))).toEqual([rust.id]);
  });

  it('ignores spaces around the search text, and whitespace alone matches everything', () => {
    expect(ids(filterCourses(all, filters({ search: '  structs ' })))).toEqual([c.id]);
    expect(ids(filterCourses(all, filters({ search: '   ' })))).toEqual(ids(all));
  });

  it('matches nothing when the text is nowhere', () => {
    expect(filterCourses(all, filters({ search: 'cobol' }))).toEqual([]);
  });

  it('matches the level, or any level with All Levels', () => {
    expect(ids(filterCourses(all, filters({ level: 'Advanced' })))).toEqual([rust.id]);
    expect(ids(filterCourses(all, filters({ level: 'Beginner' })))).toEqual([c.id, python.id]);
    expect(filterCourses(all, filters({ level: 'Intermediate' }))).toEqual([]);
    expect(courseMatches(rust, filters({ level: ALL_LEVELS }))).toBe(true);
  });

  it('matches the language, or any language with All Languages', () => {
    expect(ids(filterCourses(all, filters({ language: 'C' })))).toEqual([c.id]);
    expect(ids(filterCourses(all, filters({ language: 'Python' })))).toEqual([python.id]);
    expect(courseMatches(python, filters({ language: ALL_LANGUAGES }))).toBe(true);
  });

  it('needs all three to match at once', () => {
    expect(
      courseMatches(c, filters({ search: 'pointers', level: 'Beginner', language: 'C' })),
    ).toBe(true);
    expect(
      courseMatches(c, filters({ search: 'pointers', level: 'Advanced', language: 'C' })),
    ).toBe(false);
    expect(courseMatches(c, filters({ search: 'pointers', language: 'Rust' }))).toBe(false);
    expect(courseMatches(c, filters({ search: 'ownership', language: 'C' }))).toBe(false);
    expect(ids(filterCourses(all, filters({ search: 'o', level: 'Beginner' })))).toEqual([
      c.id,
      python.id,
    ]);
  });
});

describe('filters in the address', () => {
  it('reads the search text, level and language', () => {
    expect(
      parseCourseFilters(new URLSearchParams('q=pointers&level=Beginner&language=C%2B%2B')),
    ).toEqual({ search: 'pointers', level: 'Beginner', language: 'C++' });
  });

  it('reads nothing as the defaults', () => {
    expect(parseCourseFilters(new URLSearchParams())).toEqual(DEFAULT_COURSE_FILTERS);
  });

  it('takes an unknown level or language as All', () => {
    expect(parseCourseFilters(new URLSearchParams('level=Expert&language=COBOL'))).toEqual({
      search: '',
      level: ALL_LEVELS,
      language: ALL_LANGUAGES,
    });
    expect(parseCourseFilters(new URLSearchParams('level=beginner&language=c')).level).toBe(
      ALL_LEVELS,
    );
  });

  it('cuts a very long search text', () => {
    const long = 'x'.repeat(500);
    expect(parseCourseFilters(new URLSearchParams({ q: long })).search.length).toBe(100);
  });

  it('writes only what differs from the defaults', () => {
    expect(courseFilterParams(DEFAULT_COURSE_FILTERS).toString()).toBe('');
    expect(courseFilterParams(filters({ search: '  ' })).toString()).toBe('');
    expect(courseFilterParams(filters({ level: 'Advanced' })).toString()).toBe('level=Advanced');
  });

  it('reads back what it writes', () => {
    const cases: CourseFilters[] = [
      DEFAULT_COURSE_FILTERS,
      filters({ search: 'dynamic memory' }),
      filters({ search: 'a&b=c?', level: 'Intermediate' }),
      filters({ language: 'C++' }),
      filters({ search: 'Pointers', level: 'Beginner', language: 'C' }),
    ];
    for (const original of cases) {
      const address = courseFilterParams(original).toString();
      expect(parseCourseFilters(new URLSearchParams(address))).toEqual(original);
    }
  });
});

describe('hasActiveFilters', () => {
  it('is false for the defaults and whitespace-only text', () => {
    expect(hasActiveFilters(DEFAULT_COURSE_FILTERS)).toBe(false);
    expect(hasActiveFilters(filters({ search: ' \t ' }))).toBe(false);
  });

  it('is true when any of the three is set', () => {
    expect(hasActiveFilters(filters({ search: 'go' }))).toBe(true);
    expect(hasActiveFilters(filters({ level: 'Beginner' }))).toBe(true);
    expect(hasActiveFilters(filters({ language: 'Go' }))).toBe(true);
  });
});

describe('catalogueCourseSchema', () => {
  it('accepts a complete course and refuses blank text or an unknown level', () => {
    expect(catalogueCourseSchema.safeParse(c).success).toBe(true);
    expect(catalogueCourseSchema.safeParse({ ...c, title: '  ' }).success).toBe(false);
    expect(catalogueCourseSchema.safeParse({ ...c, level: 'Expert' }).success).toBe(false);
    expect(catalogueCourseSchema.safeParse({ ...c, topics: ['One'] }).success).toBe(false);
  });
});
