import { ChevronDown, ListOrdered } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '@web/i18n/translate';
import type { CourseOutline, LessonOutline } from '@content/courses/lesson-parts';
import type { CourseProgress } from '@domain/learning-api';
import { CourseProgressCard } from './CourseProgressCard';
import { DailyWarmUp } from './DailyWarmUp';
import { LessonList } from './LessonList';
import { LessonNavigation, type LessonNavigationProps } from './LessonNavigation';

interface LessonSidebarProps {
  course: CourseOutline;
  lesson: LessonOutline;
  progress: CourseProgress | undefined;
  daily: boolean;
  onChoose: (lessonId: string) => void;
  onDailyLesson: () => void;
  navigation: LessonNavigationProps;
}

/**
 * SPEC §2 left panel: course badge, progress, daily banner, the lesson list, Previous/Next. On a
 * wide screen it is the sidebar; on a narrower one it is a menu at the top of the page: the
 * progress, and the lessons behind a Lessons button (choosing one closes it). One panel for
 * both, laid out by the screen's width, so the page rendered at build time fits either.
 */
export function LessonSidebar({
  course,
  lesson,
  progress,
  daily,
  onChoose,
  onDailyLesson,
  navigation,
}: LessonSidebarProps) {
  const t = useT();
  const bodyId = useId();
  // The menu belongs to the lesson it was opened on: another lesson opens with it closed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === lesson.id;
  // On a narrow screen, what only an open menu shows; a wide screen shows it all.
  const inMenu = open ? '' : 'hidden lg:block';

  return (
    <aside
      aria-label={t('Course')}
      data-testid="course-panel"
      className="space-y-4 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:space-y-5 lg:overflow-y-auto lg:pr-1"
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <CourseProgressCard course={course} progress={progress} />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpenOn(open ? null : lesson.id)}
          className="mt-4 flex w-full items-center gap-2 rounded-xl border border-slate-300 px-3 py-2.5 text-left text-sm font-semibold text-slate-900 transition hover:bg-slate-50 lg:hidden dark:border-slate-700 dark:text-white dark:hover:bg-slate-800"
        >
          <ListOrdered
            className="size-4 shrink-0 text-brand-600 dark:text-brand-300"
            aria-hidden="true"
          />
          <span className="flex-1">{t('Lessons')}</span>
          <ChevronDown
            className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      </div>
      {/* The daily banner stays in sight when the learner came for the daily warm-up. */}
      <div className={daily ? '' : inMenu}>
        <DailyWarmUp daily={daily} onDailyLesson={onDailyLesson} />
      </div>
      <div id={bodyId} className={inMenu}>
        <LessonList
          course={course}
          lesson={lesson}
          progress={progress}
          onChoose={(lessonId) => {
            setOpenOn(null);
            onChoose(lessonId);
          }}
        />
      </div>
      <div className="hidden lg:block">
        <LessonNavigation {...navigation} />
      </div>
    </aside>
  );
}
