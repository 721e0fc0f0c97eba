import { Sparkles } from 'lucide-react';
import { coursesText } from '@content/catalogue';
import type { CatalogueCourse } from '@domain/catalogue';
import type { CourseProgressSummary } from '@domain/progress';
import { useT } from '@web/i18n/translate';
import { CourseFacts } from './CourseFacts';
import { CourseInstructor } from './CourseInstructor';
import { CourseMark } from './CourseMark';
import { CourseTags } from './CourseTags';
import { CourseTopics } from './CourseTopics';
import { EnrollAction } from './EnrollAction';

/** The featured course, large, above the grid. */
export function FeaturedCourse({
  course,
  progress,
}: {
  course: CatalogueCourse;
  progress?: CourseProgressSummary;
}) {
  const t = useT();
  return (
    <section aria-labelledby="featured-course-heading">
      <h2
        id="featured-course-heading"
        className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        {t(coursesText.featuredHeading)}
      </h2>
      <article
        aria-labelledby="featured-course-title"
        data-testid="featured-course"
        className="mt-6 grid gap-8 rounded-3xl border border-brand-200 bg-gradient-to-br from-brand-50 via-white to-violet-50 p-6 shadow-sm sm:p-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:p-10 dark:border-brand-900 dark:from-brand-950/70 dark:via-slate-900 dark:to-slate-900"
      >
        <div>
          <div className="flex items-center gap-4">
            <CourseMark course={course} size="lg" />
            <div className="space-y-2">
              <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">
                <Sparkles className="size-3.5" aria-hidden="true" />
                {t(coursesText.featuredEyebrow)}
              </p>
              <CourseTags course={course} />
            </div>
          </div>
          <h3
            id="featured-course-title"
            lang="en"
            className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
          >
            {course.title}
          </h3>
          <p
            lang="en"
            className="mt-3 max-w-2xl text-base leading-7 text-slate-600 sm:text-lg dark:text-slate-300"
          >
            {course.description}
          </p>
          <CourseTopics course={course} className="mt-5" />
          <CourseInstructor course={course} className="mt-5" />
        </div>
        <div className="flex flex-col gap-6 self-start rounded-2xl bg-white/80 p-5 ring-1 ring-slate-200 sm:p-6 dark:bg-slate-950/60 dark:ring-slate-800">
          <CourseFacts course={course} />
          <EnrollAction course={course} progress={progress} size="lg" />
        </div>
      </article>
    </section>
  );
}
