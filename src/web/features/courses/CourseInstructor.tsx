import { GraduationCap } from 'lucide-react';
import { coursesText } from '@content/catalogue';
import type { CatalogueCourse } from '@domain/catalogue';
import { useT } from '@web/i18n/translate';

export function CourseInstructor({
  course,
  className = '',
}: {
  course: CatalogueCourse;
  className?: string;
}) {
  const t = useT();
  return (
    <p className={`flex items-start gap-2 text-sm ${className}`}>
      <GraduationCap
        className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400"
        aria-hidden="true"
      />
      <span className="text-slate-600 dark:text-slate-400">
        {t(coursesText.card.taughtBy)}{' '}
        <span lang="en">
          <span className="font-medium text-slate-900 dark:text-white">{course.instructor}</span>
          {course.instructorRole && <>, {course.instructorRole}</>}
        </span>
      </span>
    </p>
  );
}
