import { ArrowRight, BookOpenCheck, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { learnLanguages } from '@content/learn-languages';
import type { CourseProgressSummary } from '@domain/progress';
import { buttonClasses } from '@web/components/ui/Button';
import { CourseProgress } from '@web/components/CourseProgress';
import { useT } from '@web/i18n/translate';
import { BrowseCoursesLink } from './GetStarted';
import { HeroCard } from './HeroCard';

/** The course the learner moved in last, of the courses they started. */
export function latestCourse(
  courses: readonly CourseProgressSummary[] | undefined,
): CourseProgressSummary | undefined {
  return [...(courses ?? [])].sort((a, b) => b.lastAccessedAt.localeCompare(a.lastAccessedAt))[0];
}

function learnPathOf(courseId: string): string {
  const language = learnLanguages.find((candidate) => candidate.courseId === courseId);
  return language ? `/learn/${language.slug}` : '/courses';
}

/**
 * The dashboard's way back into a started course: "Continue: lesson N" with its title, linked
 * to that lesson; once every lesson is completed, the course's completion.
 */
export function ContinueLearning({ course }: { course: CourseProgressSummary }) {
  const t = useT();
  const path = learnPathOf(course.courseId);
  const next = course.nextLesson;
  const Icon = next ? BookOpenCheck : GraduationCap;
  return (
    <HeroCard titleId="continue-title" icon={Icon}>
      <p className="mt-4 text-sm font-medium text-brand-700 dark:text-brand-300">{course.name}</p>
      <h2 id="continue-title" className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
        {next
          ? t('Continue: lesson {{number}}', { number: next.number })
          : t('{{course}} completed', { course: course.name })}
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-200">
        {next
          ? next.title
          : t('You completed all {{count}} lessons. Go back to any of them whenever you like.', {
              count: course.total,
            })}
      </p>
      <div className="mt-5">
        <CourseProgress title={course.name} progress={course} />
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        {next ? (
          <Link
            to={`${path}?lesson=${encodeURIComponent(next.id)}`}
            aria-label={t('Continue: lesson {{number}}, {{title}}', {
              number: next.number,
              title: next.title,
            })}
            className={buttonClasses('primary', 'md')}
          >
            {t('Continue')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : (
          <Link to={path} className={buttonClasses('primary', 'md')}>
            {t('Review the course')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
        <BrowseCoursesLink />
      </div>
    </HeroCard>
  );
}
