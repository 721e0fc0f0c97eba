import { Suspense, use, useEffect } from 'react';
import type { LessonOutline } from '@content/courses/lesson-parts';
import type { CheckExerciseResponse } from '@domain/learning-api';
import { loadLessonBody } from './lesson-bodies';
import { LessonLoadBoundary } from './LessonLoadBoundary';
import { loadOnce } from '@web/lib/load-once';
import { useT } from '@web/i18n/translate';

/** The code that shows a body (Markdown, editors, output): loaded with the first lesson's body. */
const loadLessonContent = loadOnce(() => import('./LessonContent'));

interface LessonBodyProps {
  lesson: LessonOutline;
  /** The lesson after this one, loaded ahead so Next shows it at once. */
  next: LessonOutline | null;
  onChecked: (result: CheckExerciseResponse) => void;
}

function LoadedLessonBody({ lesson, onChecked }: Omit<LessonBodyProps, 'next'>) {
  // Both start before either is waited for.
  const content = loadLessonContent();
  const body = loadLessonBody(lesson.id);
  const { LessonContent } = use(content);
  return <LessonContent lesson={{ ...lesson, ...use(body) }} onChecked={onChecked} />;
}

/** Shown only when a lesson is opened before its text has arrived. */
function LessonBodyPlaceholder() {
  const t = useT();
  return (
    <div className="min-h-[60vh]" role="status" aria-live="polite">
      <p className="text-sm text-slate-500 dark:text-slate-400">{t('Loading the lesson...')}</p>
    </div>
  );
}

/**
 * A lesson's text, example and exercise, loaded on demand. The build's HTML has them in place;
 * the rest of the page is taken over at once, and this part when its code is there. Opening
 * another lesson (a router transition) keeps the current one on screen until the next is in.
 */
export function LessonBody({ lesson, next, onChecked }: LessonBodyProps) {
  useEffect(() => {
    if (next) loadLessonBody(next.id).catch(() => undefined);
  }, [next]);

  return (
    <Suspense fallback={<LessonBodyPlaceholder />}>
      <LessonLoadBoundary key={lesson.id}>
        <LoadedLessonBody lesson={lesson} onChecked={onChecked} />
      </LessonLoadBoundary>
    </Suspense>
  );
}
