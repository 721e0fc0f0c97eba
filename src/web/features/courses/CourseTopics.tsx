import { coursesText } from '@content/catalogue';
import type { CatalogueCourse } from '@domain/catalogue';

export function CourseTopics({
  course,
  className = '',
}: {
  course: CatalogueCourse;
  className?: string;
}) {
  return (
    <ul
      aria-label={coursesText.card.topicsLabel(course.title)}
      className={`flex flex-wrap gap-1.5 ${className}`}
    >
      {course.topics.map((topic) => (
        <li
          key={topic}
          className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
        >
          {topic}
        </li>
      ))}
    </ul>
  );
}
