import { ArrowRight, BookOpen, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import type { CourseProgressSummary } from '../../../domain/progress';
import { buttonClasses } from '../../components/ui/Button';
import { Panel, PanelSkeleton, Unavailable } from './Panel';
import { ProgressBar } from './ProgressBar';

export function LearningProgress({
  courses,
  loading,
}: {
  courses: CourseProgressSummary[] | undefined;
  loading: boolean;
}) {
  return (
    <Panel id="learning-progress-title" title="Learning Progress" icon={TrendingUp}>
      {loading ? (
        <PanelSkeleton rows={2} />
      ) : !courses ? (
        <Unavailable>Your course progress is not available right now.</Unavailable>
      ) : courses.length === 0 ? (
        <div className="flex flex-col items-center py-4 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500">
            <BookOpen className="size-6" aria-hidden="true" />
          </span>
          <p className="mt-4 font-medium text-slate-900 dark:text-white">No courses started yet</p>
          <Link to="/learn/c" className={buttonClasses('primary', 'sm', 'mt-4')}>
            Start the C course
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      ) : (
        <ul className="space-y-5">
          {courses.map((course) => (
            <li key={course.courseId}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="font-medium break-words text-slate-900 dark:text-white">
                  {course.name}
                </p>
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  <span>{`${course.completed}/${course.total} lessons`}</span>
                  <span aria-hidden="true"> · </span>
                  <span className="font-medium text-slate-700 dark:text-slate-300">{`${course.percent}%`}</span>
                </p>
              </div>
              <ProgressBar
                className="mt-2"
                value={course.percent}
                max={100}
                label={`${course.name} progress`}
              />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
