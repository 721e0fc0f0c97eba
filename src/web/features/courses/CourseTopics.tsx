import { coursesText } from '@content/catalogue';
import type { CatalogueCourse } from '@domain/catalogue';
import { TagList } from '@web/components/TagList';

export function CourseTopics({
  course,
  className = '',
}: {
  course: CatalogueCourse;
  className?: string;
}) {
  return (
    <TagList
      label={coursesText.card.topicsLabel(course.title)}
      tags={course.topics}
      className={`flex flex-wrap gap-1.5 ${className}`}
      tagClassName="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
    />
  );
}
