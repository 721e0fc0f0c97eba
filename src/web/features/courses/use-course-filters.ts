import { useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';
import {
  courseFilterParams,
  DEFAULT_COURSE_FILTERS,
  parseCourseFilters,
  type CourseFilters,
  type LanguageFilter,
  type LevelFilter,
} from '@domain/catalogue';

/**
 * The filters of /courses, kept in the address. The search box has its own text: the address
 * follows it as the learner types (replacing the history entry), and it follows the address
 * whenever something else moved it (back, forward, Clear Filters, a link).
 */
export function useCourseFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseCourseFilters(searchParams);
  const location = useLocation();
  const navigationType = useNavigationType();
  const [query, setQuery] = useState(filters.search);
  const [seenKey, setSeenKey] = useState(location.key);

  // Typing replaces the entry; any other move of the address brings its text into the box.
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (navigationType !== NavigationType.Replace && query !== filters.search)
      setQuery(filters.search);
  }

  const write = (next: CourseFilters, replace: boolean) =>
    setSearchParams(courseFilterParams(next), { replace, preventScrollReset: true });

  return {
    filters,
    query,
    type: (text: string) => {
      setQuery(text);
      write({ ...filters, search: text }, true);
    },
    setLevel: (level: LevelFilter) => write({ ...filters, search: query, level }, false),
    setLanguage: (language: LanguageFilter) =>
      write({ ...filters, search: query, language }, false),
    clear: () => {
      setQuery('');
      write(DEFAULT_COURSE_FILTERS, false);
    },
  };
}
