import type { CatalogueCourse } from '@domain/catalogue';
import { TagList } from '@web/components/TagList';
import { useT } from '@web/i18n/translate';

export function CourseTopics({
  course,
  className = '',
}: {
  course: CatalogueCourse;
  className?: string;
}) {
  const t = useT();
  return (
    <TagList
      label={t('Topics of {{title}}', { title: course.title })}
      tags={course.topics}
      tagLang="en"
      className={`flex flex-wrap gap-1.5 ${className}`}
      tagClassName="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
    />
  );
}
