import { BookOpen, Clock, Users } from 'lucide-react';
import { coursesText } from '@content/catalogue';
import type { CatalogueCourse } from '@domain/catalogue';
import { formatNumber, useT, type Translate } from '@web/i18n/translate';
import { useCourseLearners } from './course-learners';

const itemClasses = 'flex items-center gap-2';
const iconClasses = 'size-4 shrink-0 text-slate-500 dark:text-slate-400';

/** "40 hours" in the interface's language: the catalogue gives durations in hours. */
export function durationText(duration: string, t: Translate): string {
  const hours = /^(\d+) hours$/.exec(duration)?.[1];
  return hours === undefined
    ? duration
    : t('{{count}} hours', { count: Number(hours), defaultValue_one: '{{count}} hour' });
}

/** The learners who started an open course, as the server counts them. */
function LearnerCount({ course }: { course: CatalogueCourse }) {
  const t = useT();
  const learners = useCourseLearners(course.id);
  if (learners === null) return null;
  return (
    <li className={itemClasses} data-testid="course-learners">
      <Users className={iconClasses} aria-hidden="true" />
      {learners === undefined ? (
        <span
          className="h-4 w-28 animate-pulse rounded bg-slate-200 dark:bg-slate-700"
          role="img"
          aria-label={t(coursesText.card.learnersLoading)}
        />
      ) : learners === 0 ? (
        t('No learners yet')
      ) : (
        t('{{number}} learners started', {
          count: learners,
          number: formatNumber(learners),
          defaultValue_one: '{{number}} learner started',
        })
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
  const t = useT();
  return (
    <ul
      className={`grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm text-slate-700 dark:text-slate-300 ${className}`}
    >
      <li className={itemClasses}>
        <BookOpen className={iconClasses} aria-hidden="true" />
        {t('{{count}} lessons', { count: course.lessons, defaultValue_one: '{{count}} lesson' })}
      </li>
      <li className={itemClasses}>
        <Clock className={iconClasses} aria-hidden="true" />
        {durationText(course.duration, t)}
      </li>
      {course.available && <LearnerCount course={course} />}
    </ul>
  );
}
