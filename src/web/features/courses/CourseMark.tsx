import { courseTone } from '@content/catalogue';
import type { CatalogueCourse } from '@domain/catalogue';

const sizes = {
  sm: 'size-8 rounded-md text-xs',
  md: 'size-12 rounded-xl text-sm',
  lg: 'size-16 rounded-2xl text-lg',
} as const;

/** The course's language mark, as on the landing page's language cards. */
export function CourseMark({
  course,
  size = 'md',
}: {
  course: Pick<CatalogueCourse, 'image' | 'language'>;
  size?: keyof typeof sizes;
}) {
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center font-mono font-bold ${sizes[size]} ${courseTone(course.language)}`}
    >
      {course.image}
    </span>
  );
}
