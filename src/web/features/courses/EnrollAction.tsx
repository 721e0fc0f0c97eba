import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { coursesText } from '@content/catalogue';
import type { CatalogueCourse } from '@domain/catalogue';
import type { CourseProgressSummary } from '@domain/progress';
import { Button, buttonClasses, type ButtonSize } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { ComingSoonAction } from './ComingSoonAction';
import { CourseProgress } from '@web/components/CourseProgress';
import { learnPath, useStartCourse } from './start-course';

const { card } = coursesText;

/**
 * What a course card offers: Enroll (start it; on a course coming soon, see ComingSoonAction),
 * or Continue with progress.
 */
export function EnrollAction({
  course,
  progress,
  size = 'md',
}: {
  course: CatalogueCourse;
  /** The signed-in learner's progress, once the course is started. */
  progress?: CourseProgressSummary;
  size?: ButtonSize;
}) {
  const t = useT();
  if (!course.available) return <ComingSoonAction course={course} size={size} />;

  if (progress) {
    return (
      <div className="space-y-4">
        <CourseProgress title={course.title} progress={progress} />
        <Link
          to={learnPath(course)}
          aria-label={t('Continue: {{title}}', { title: course.title })}
          className={buttonClasses('primary', size, 'w-full')}
        >
          {t(card.continue)}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    );
  }

  return <StartCourseButton course={course} size={size} />;
}

function StartCourseButton({ course, size }: { course: CatalogueCourse; size: ButtonSize }) {
  const t = useT();
  const { start, starting, error } = useStartCourse(course);
  return (
    <div>
      <Button
        size={size}
        className="w-full"
        onClick={start}
        disabled={starting}
        aria-label={starting ? undefined : t('Enroll: {{title}}', { title: course.title })}
      >
        {t(starting ? card.starting : card.enroll)}
        {!starting && <ArrowRight className="size-4" aria-hidden="true" />}
      </Button>
      {error && <StartFailed course={course} message={error.message} />}
    </div>
  );
}

/** The start failed: say why, and let the learner go on (the course page starts it too). */
export function StartFailed({ course, message }: { course: CatalogueCourse; message: string }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
    >
      <p>{t(message)}</p>
      <Link
        to={learnPath(course)}
        className="mt-1 inline-block font-semibold underline underline-offset-2"
      >
        {t(card.openAnyway)}
      </Link>
    </div>
  );
}
