import { BookOpen, Clock, Users } from 'lucide-react';
import { coursesText } from '@content/catalogue';
import type { CatalogueCourse } from '@domain/catalogue';
import { useCourseLearners } from './course-learners';

const itemClasses = 'flex items-center gap-2';
const iconClasses = 'size-4 shrink-0 text-slate-500 dark:text-slate-400';

/** The learners who started an open course, as the server counts them. */
function LearnerCount({ course }: { course: CatalogueCourse }) {
  const learners = useCourseLearners(course.id);
  const { card } = coursesText;
  if (learners === null) return null;
  return (
    <li className={itemClasses} data-testid="course-learners">
      <Users className={iconClasses} aria-hidden="true" />
      {learners === undefined ? (
        <span
          className="h-4 w-28 animate-pulse rounded bg-slate-200 dark:bg-slate-700"
          role="img"
          aria-label={card.learnersLoading}
        />
      ) : (
        card.learners(learners)
      )}
    </li>
  );
}

/** Lessons, duration and, for an open course, how many learners started it. */
export function CourseFacts({
  course,
  className = '',
}: {
  course: CatalogueCourse;
  className?: string;
}) {
  const { card } = coursesText;
  return (
    <ul
      className={`grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm text-slate-700 dark:text-slate-300 ${className}`}
    >
      <li className={itemClasses}>
        <BookOpen className={iconClasses} aria-hidden="true" />
        {course.lessons} {card.lessons}
      </li>
      <li className={itemClasses}>
        <Clock className={iconClasses} aria-hidden="true" />
        {course.duration}
      </li>
      {course.available && <LearnerCount course={course} />}
    </ul>
  );
}
