import { Clock } from 'lucide-react';
import type { LessonOutline } from '@content/courses/lesson-parts';
import { TagList } from '@web/components/TagList';
import { useT } from '@web/i18n/translate';
import { DifficultyBadge } from './DifficultyBadge';
import { ReferenceText } from './LessonText';

/** SPEC §2 right side, top: title, description, minutes, difficulty and concepts. */
export function LessonHeader({
  lesson,
  position,
  titleId,
}: {
  lesson: LessonOutline;
  position: string;
  /** The title's id: the lesson's article is named by it. */
  titleId: string;
}) {
  const t = useT();
  return (
    <header className="space-y-3">
      <p className="text-sm font-medium text-brand-700 dark:text-brand-300">{position}</p>
      <h1
        id={titleId}
        lang="en"
        className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
      >
        {lesson.title}
      </h1>
      <p lang="en" className="text-slate-700 dark:text-slate-300">
        <ReferenceText text={lesson.description} />
      </p>
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
        <span className="inline-flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden="true" />
          {t('{{minutes}} min', { minutes: lesson.estimatedTime })}
        </span>
        <DifficultyBadge difficulty={lesson.difficulty} />
      </div>
      <TagList
        label={t('Concepts')}
        tags={lesson.concepts}
        tagLang="en"
        className="flex flex-wrap gap-2"
        tagClassName="rounded-full border border-slate-200 bg-slate-50 px-2.5 py-1 text-xs text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
      />
    </header>
  );
}
