import { ArrowRight, BookOpen, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import type { CourseProgressSummary } from '@domain/progress';
import { EmptyState } from '@web/components/EmptyState';
import { buttonClasses } from '@web/components/ui/Button';
import { ProgressBar } from '@web/components/ui/ProgressBar';
import { useT } from '@web/i18n/translate';
import { Panel, PanelList } from './Panel';

export function LearningProgress({
  courses,
  loading,
}: {
  courses: CourseProgressSummary[] | undefined;
  loading: boolean;
}) {
  const t = useT();
  return (
    <Panel id="learning-progress-title" title={t('Learning Progress')} icon={TrendingUp}>
      <PanelList
        items={courses}
        loading={loading}
        unavailable={t('Your course progress is not available right now.')}
        empty={
          <EmptyState icon={BookOpen} title={t('No courses started yet')}>
            <Link to="/learn/c" className={buttonClasses('primary', 'sm', 'mt-4')}>
              {t('Start the C course')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </EmptyState>
        }
      >
        {(started) => (
          <ul className="space-y-5">
            {started.map((course) => (
              <li key={course.courseId}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="font-medium break-words text-slate-900 dark:text-white">
                    {course.name}
                  </p>
                  <p className="text-sm text-slate-500 dark:text-slate-400">
                    <span>
                      {t('{{completed}}/{{count}} lessons', {
                        completed: course.completed,
                        count: course.total,
                      })}
                    </span>
                    <span aria-hidden="true"> · </span>
                    <span className="font-medium text-slate-700 dark:text-slate-300">{`${course.percent}%`}</span>
                  </p>
                </div>
                <ProgressBar
                  className="mt-2"
                  value={course.percent}
                  max={100}
                  label={t('{{title}} progress', { title: course.name })}
                />
              </li>
            ))}
          </ul>
        )}
      </PanelList>
    </Panel>
  );
}
