import { Clock, Route } from 'lucide-react';
import { Link } from 'react-router';
import { coursesText, findCatalogueCourse, learningPaths } from '@content/catalogue';
import {
  courseFilterParams,
  DEFAULT_COURSE_FILTERS,
  type CatalogueCourse,
  type LearningPath,
} from '@domain/catalogue';
import { ChallengeDifficultyTag } from '@web/components/ChallengeDifficultyTag';
import { useT } from '@web/i18n/translate';
import { courseCardId } from './CourseCard';
import { durationText } from './CourseFacts';
import { CourseMark } from './CourseMark';

const { paths } = coursesText;

/** The address that shows a course's card alone in its language, scrolled into view. */
const courseCardLink = (course: CatalogueCourse) => ({
  pathname: '/courses',
  search: `?${courseFilterParams({ ...DEFAULT_COURSE_FILTERS, language: course.language }).toString()}`,
  hash: `#${courseCardId(course)}`,
});

export function LearningPaths() {
  const t = useT();
  return (
    <section aria-labelledby="learning-paths-heading">
      <div className="max-w-3xl">
        <h2
          id="learning-paths-heading"
          className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          {t(paths.heading)}
        </h2>
        <p className="mt-3 text-slate-600 dark:text-slate-300">{t(paths.intro)}</p>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {learningPaths.map((path) => (
          <li key={path.title}>
            <LearningPathCard path={path} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function LearningPathCard({ path }: { path: LearningPath }) {
  const t = useT();
  const courses = path.courses.flatMap((id) => findCatalogueCourse(id) ?? []);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center justify-between gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          <Route className="size-5" aria-hidden="true" />
        </span>
        <ChallengeDifficultyTag difficulty={path.level} />
      </div>
      <h3 lang="en" className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
        {path.title}
      </h3>
      <p lang="en" className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">
        {path.description}
      </p>
      <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
        <Clock className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
        {durationText(path.duration, t)}
      </p>
      <ol
        aria-label={t('Courses of the {{title}} path', { title: path.title })}
        className="mt-5 space-y-2 border-t border-slate-200 pt-5 dark:border-slate-800"
      >
        {courses.map((course, index) => (
          <li key={course.id}>
            <Link
              to={courseCardLink(course)}
              preventScrollReset
              className="flex items-center gap-3 rounded-lg p-1.5 -mx-1.5 text-sm font-medium text-slate-800 transition hover:bg-slate-50 hover:text-brand-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-brand-300"
            >
              <CourseMark course={course} size="sm" />
              <span className="min-w-0 flex-1">
                <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                  {t('Step {{number}}', { number: index + 1 })}
                </span>
                <span lang="en">{course.title}</span>
              </span>
              <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
                {course.price === 'Free' ? coursesText.card.free : coursesText.card.pro}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </article>
  );
}
