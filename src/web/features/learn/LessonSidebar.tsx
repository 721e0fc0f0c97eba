import { CalendarCheck, CheckCircle2, Circle, FlaskConical, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CourseOutline, LessonOutline } from '../../../../content/courses/lesson-parts';
import type { CourseProgress } from '../../../domain/learning-api';
import { DifficultyBadge } from './DifficultyBadge';
import { LESSONS_LISTED } from './lesson-choice';
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

/** SPEC §2 left panel: course badge, progress, daily banner, the lesson list, Previous/Next. */
export function LessonSidebar({
  course,
  lesson,
  progress,
  daily,
  onChoose,
  onDailyLesson,
  navigation,
}: LessonSidebarProps) {
  const [showAll, setShowAll] = useState(false);
  const completed = new Set(progress?.lessonsCompleted.map((entry) => entry.lessonId));
  const passed = new Set(progress?.exercisesPassed.map((entry) => entry.lessonId));
  const currentIndex = course.lessons.findIndex((entry) => entry.id === lesson.id);
  // The current lesson stays visible even when it lies beyond the first ten.
  const listed =
    showAll || currentIndex >= LESSONS_LISTED
      ? course.lessons
      : course.lessons.slice(0, LESSONS_LISTED);

  return (
    <aside
      aria-label="Course"
      className="order-last space-y-5 lg:sticky lg:order-none lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto lg:pr-1"
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700 dark:bg-brand-950 dark:text-brand-200">
          <span
            aria-hidden="true"
            className="grid size-5 place-items-center rounded bg-blue-600 text-[10px] font-bold text-white"
          >
            C
          </span>
          {course.name} · Free
        </p>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-200">
          <span className="font-semibold">
            {completed.size}/{course.totalLessons}
          </span>{' '}
          lessons completed
          {progress && (
            <span className="text-slate-600 dark:text-slate-400"> · {progress.percent}%</span>
          )}
        </p>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
          role="progressbar"
          aria-label="Course progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress?.percent ?? 0}
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width]"
            style={{ width: `${progress?.percent ?? 0}%` }}
          />
        </div>
      </div>

      <div
        className={`rounded-2xl border p-4 ${
          daily
            ? 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/50'
            : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
        }`}
      >
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
          <CalendarCheck className="size-4 text-amber-600 dark:text-amber-300" aria-hidden="true" />
          Daily Challenge
        </p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {daily
            ? "Today's warm-up: this lesson was picked for you from the first five."
            : 'Warm up with a random lesson from the first five, then take on today’s challenge.'}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onDailyLesson}
            className="inline-flex items-center gap-1.5 rounded-lg bg-amber-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-amber-800"
          >
            <Sparkles className="size-3.5" aria-hidden="true" />
            Random warm-up lesson
          </button>
          <Link
            to="/daily-challenge"
            className="inline-flex items-center rounded-lg px-3 py-1.5 text-xs font-semibold text-amber-800 hover:bg-amber-100 dark:text-amber-200 dark:hover:bg-amber-900/60"
          >
            Today’s challenge
          </Link>
        </div>
      </div>

      <nav aria-label="Lessons">
        <ol className="space-y-1">
          {listed.map((entry, index) => {
            const active = entry.id === lesson.id;
            const done = completed.has(entry.id);
            return (
              <li key={entry.id}>
                <button
                  type="button"
                  onClick={() => onChoose(entry.id)}
                  aria-current={active ? 'page' : undefined}
                  className={`flex w-full items-start gap-3 rounded-xl px-3 py-2.5 text-left transition ${
                    active
                      ? 'bg-brand-50 ring-1 ring-brand-200 dark:bg-brand-950/60 dark:ring-brand-800'
                      : 'hover:bg-slate-100 dark:hover:bg-slate-800/70'
                  }`}
                >
                  {done ? (
                    <CheckCircle2
                      className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400"
                      aria-label="Completed"
                    />
                  ) : (
                    <Circle
                      className="mt-0.5 size-5 shrink-0 text-slate-400 dark:text-slate-500"
                      aria-hidden="true"
                    />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-medium text-slate-900 dark:text-slate-100">
                      {index + 1}. {entry.title}
                    </span>
                    <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                      {entry.estimatedTime} min
                      <DifficultyBadge difficulty={entry.difficulty} />
                      {passed.has(entry.id) && (
                        <span className="inline-flex items-center gap-1 text-violet-700 dark:text-violet-300">
                          <FlaskConical className="size-3.5" aria-hidden="true" />
                          Exercise passed
                        </span>
                      )}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
        {currentIndex < LESSONS_LISTED && (
          <button
            type="button"
            onClick={() => setShowAll((shown) => !shown)}
            aria-expanded={showAll}
            className="mt-2 w-full rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-950/60"
          >
            {showAll
              ? `Show the first ${LESSONS_LISTED} lessons`
              : `Show all ${course.lessons.length} lessons`}
          </button>
        )}
      </nav>

      <LessonNavigation {...navigation} />
    </aside>
  );
}
