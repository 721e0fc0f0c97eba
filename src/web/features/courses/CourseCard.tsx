import type { CatalogueCourse } from '@domain/catalogue';
import type { CourseProgressSummary } from '@domain/progress';
import { CourseFacts } from './CourseFacts';
import { CourseInstructor } from './CourseInstructor';
import { CourseMark } from './CourseMark';
import { CourseTags } from './CourseTags';
import { CourseTopics } from './CourseTopics';
import { EnrollAction } from './EnrollAction';

/** The id of a course's card: learning paths link to it. */
export const courseCardId = (course: Pick<CatalogueCourse, 'id'>) => `course-${course.id}`;

export function CourseCard({
  course,
  progress,
}: {
  course: CatalogueCourse;
  progress?: CourseProgressSummary;
}) {
  const id = courseCardId(course);
  return (
    <article
      id={id}
      aria-labelledby={`${id}-title`}
      data-testid="course-card"
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md sm:p-6 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700"
    >
      <div className="flex items-start justify-between gap-3">
        <CourseMark course={course} />
        <div className="flex justify-end">
          <CourseTags course={course} />
        </div>
      </div>
      <h3
        id={`${id}-title`}
        lang="en"
        className="mt-4 text-lg font-semibold text-slate-900 dark:text-white"
      >
        {course.title}
      </h3>
      <p lang="en" className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">
        {course.description}
      </p>
      <CourseTopics course={course} className="mt-4" />
      <CourseFacts
        course={course}
        className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-800"
      />
      <CourseInstructor course={course} className="mt-3" />
      <div className="mt-auto pt-6">
        <EnrollAction course={course} progress={progress} />
      </div>
    </article>
  );
}
