import { useRef } from 'react';
import { catalogueCourses, coursesText } from '@content/catalogue';
import { pages } from '@domain/routes';
import { filterCourses, hasActiveFilters, type CatalogueCourse } from '@domain/catalogue';
import { PageHeader } from '@web/components/PageHeader';
import { useT } from '@web/i18n/translate';
import { useAccountSummary, useCurrentUser } from '@web/lib/account';
import { usePageMeta } from '@web/lib/page-meta';
import { CourseCard } from './CourseCard';
import { CourseSearch } from './CourseSearch';
import { CoursesCallToAction } from './CoursesCallToAction';
import { FeaturedCourse } from './FeaturedCourse';
import { LearningPaths } from './LearningPaths';
import { NoCoursesFound } from './NoCoursesFound';
import { useCourseFilters } from './use-course-filters';

const freeCourse = catalogueCourses.find((course) => course.available && course.price === 'Free');

export function CoursesPage() {
  const t = useT();
  usePageMeta(t(pages.courses.title), t(pages.courses.description));
  const { filters, query, type, setLevel, setLanguage, clear } = useCourseFilters();
  const countRef = useRef<HTMLParagraphElement>(null);
  const user = useCurrentUser();
  const summary = useAccountSummary();

  const results = filterCourses(catalogueCourses, filters);
  const featured = results.find((course) => course.featured);
  const progressOf = (course: CatalogueCourse) =>
    user ? summary.data?.courses.find((started) => started.courseId === course.id) : undefined;

  // Enter or the Search button: the text is already applied as typed; the count takes focus,
  // so the learner hears how many courses were found and goes on from the results.
  const search = () => {
    type(query);
    countRef.current?.focus();
  };

  return (
    <>
      <PageHeader title={coursesText.hero.title} description={coursesText.hero.subtitle}>
        <CourseSearch
          query={query}
          filters={filters}
          onType={type}
          onSearch={search}
          onLevel={setLevel}
          onLanguage={setLanguage}
        />
        <p
          ref={countRef}
          role="status"
          tabIndex={-1}
          data-testid="course-count"
          className="mt-4 inline-block rounded text-sm font-medium text-slate-700 dark:text-slate-300"
        >
          {t('{{count}} courses found', {
            count: results.length,
            defaultValue_one: '{{count}} course found',
          })}
        </p>
      </PageHeader>

      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {results.length === 0 ? (
          <NoCoursesFound onClear={clear} />
        ) : (
          <>
            {featured && <FeaturedCourse course={featured} progress={progressOf(featured)} />}
            <section aria-labelledby="course-grid-heading">
              <h2
                id="course-grid-heading"
                className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
              >
                {t(
                  hasActiveFilters(filters)
                    ? coursesText.gridHeadingFiltered
                    : coursesText.gridHeading,
                )}
              </h2>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {results.map((course) => (
                  <li key={course.id}>
                    <CourseCard course={course} progress={progressOf(course)} />
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}

        <LearningPaths />
        {freeCourse && <CoursesCallToAction freeCourse={freeCourse} />}
      </div>
    </>
  );
}
