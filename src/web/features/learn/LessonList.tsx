import { CheckCircle2, Circle, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@web/i18n/translate';
import type { CourseOutline, LessonOutline } from '@content/courses/lesson-parts';
import type { CourseProgress } from '@domain/learning-api';
import { DifficultyBadge } from './DifficultyBadge';
import { LESSONS_LISTED } from './lesson-choice';

/**
 * The course's lessons (title, minutes, difficulty, done marker), the current one marked. The
 * first ten are listed with a control to show all (SPEC §2); the current lesson is always listed.
 */
export function LessonList({
  course,
  lesson,
  progress,
  onChoose,
}: {
  course: CourseOutline;
  lesson: LessonOutline;
  progress: CourseProgress | undefined;
  onChoose: (lessonId: string) => void;
}) {
  const t = useT();
  const [showAll, setShowAll] = useState(false);
  const completed = new Set(progress?.lessonsCompleted.map((entry) => entry.lessonId));
  const passed = new Set(progress?.exercisesPassed.map((entry) => entry.lessonId));
  const currentIndex = course.lessons.findIndex((entry) => entry.id === lesson.id);
  // The current lesson stays visible even when it lies beyond the first ten.
  const limited = currentIndex < LESSONS_LISTED;
  const listed = limited && !showAll ? course.lessons.slice(0, LESSONS_LISTED) : course.lessons;

  return (
    <nav aria-label={t('Lessons')}>
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
                    aria-label={t('Completed')}
                  />
                ) : (
                  <Circle
                    className="mt-0.5 size-5 shrink-0 text-slate-400 dark:text-slate-500"
                    aria-hidden="true"
                  />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium text-slate-900 dark:text-slate-100">
                    {index + 1}. <span lang="en">{entry.title}</span>
                  </span>
                  <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                    {t('{{minutes}} min', { minutes: entry.estimatedTime })}
                    <DifficultyBadge difficulty={entry.difficulty} />
                    {passed.has(entry.id) && (
                      <span className="inline-flex items-center gap-1 text-violet-700 dark:text-violet-300">
                        <FlaskConical className="size-3.5" aria-hidden="true" />
                        {t('Exercise passed')}
                      </span>
                    )}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      {limited && (
        <button
          type="button"
          onClick={() => setShowAll((shown) => !shown)}
          aria-expanded={showAll}
          className="mt-2 w-full rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-950/60"
        >
          {showAll
            ? t('Show the first {{number}} lessons', { number: LESSONS_LISTED })
            : t('Show all {{number}} lessons', { number: course.lessons.length })}
        </button>
      )}
    </nav>
  );
}
