import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { CourseOutline } from '@content/courses/lesson-parts';
import type { CourseProgress } from '@domain/learning-api';
import { ProgressBar } from '@web/components/ui/ProgressBar';
import { Trans } from '@web/i18n/Trans';
import { formatNumber, useT } from '@web/i18n/translate';

/** The course badge and the learner's progress: "3/24 lessons completed · 13%" and a bar. */
export function CourseProgressCard({
  course,
  progress,
}: {
  course: CourseOutline;
  progress: CourseProgress | undefined;
}) {
  const t = useT();
  const completed = new Set(progress?.lessonsCompleted.map((entry) => entry.lessonId));
  return (
    <>
      <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700 dark:bg-brand-950 dark:text-brand-200">
        <span
          aria-hidden="true"
          className="grid size-5 place-items-center rounded bg-blue-600 text-[10px] font-bold text-white"
        >
          C
        </span>
        <span lang="en">{course.name}</span> · Free
      </p>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-200">
        <Trans
          text="<count>{{completed}}/{{total}}</count> lessons completed"
          values={{ completed: completed.size, total: course.totalLessons }}
          parts={{ count: (chunk) => <span className="font-semibold">{chunk}</span> }}
        />
        {progress && (
          <span className="text-slate-600 dark:text-slate-400">
            {' '}
            · {formatNumber(progress.percent / 100, { style: 'percent' })}
          </span>
        )}
      </p>
      <ProgressBar
        className="mt-2"
        size="slim"
        fill="solid"
        value={progress?.percent ?? 0}
        label={t('Course progress')}
      />
      {completed.size === course.totalLessons && (
        <Link
          to="/assessment"
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          <ClipboardCheck aria-hidden="true" className="size-4" />
          {t('Final assessment')}
        </Link>
      )}
    </>
  );
}
