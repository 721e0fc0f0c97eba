import { BookOpen, Clock, Star, Users } from 'lucide-react';
import { coursesText } from '../../../../content/catalogue';
import type { CatalogueCourse } from '../../../domain/catalogue';

const count = (value: number) => value.toLocaleString('en-US');

/** Lessons, duration, students (or the waitlist of a course still to come) and rating. */
export function CourseFacts({
  course,
  className = '',
}: {
  course: CatalogueCourse;
  className?: string;
}) {
  const { card } = coursesText;
  const item = 'flex items-center gap-2';
  const icon = 'size-4 shrink-0 text-slate-500 dark:text-slate-400';
  return (
    <ul
      className={`grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm text-slate-700 dark:text-slate-300 ${className}`}
    >
      <li className={item}>
        <BookOpen className={icon} aria-hidden="true" />
        {course.lessons} {card.lessons}
      </li>
      <li className={item}>
        <Clock className={icon} aria-hidden="true" />
        {course.duration}
      </li>
      <li className={item}>
        <Users className={icon} aria-hidden="true" />
        {count(course.students)} {course.available ? card.students : card.waitlist}
      </li>
      <li className={item}>
        <Star className="size-4 shrink-0 fill-amber-400 text-amber-500" aria-hidden="true" />
        <span aria-hidden="true" className="font-medium">
          {course.rating.toFixed(1)}
        </span>
        <span className="sr-only">{card.ratingLabel(course.rating)}</span>
      </li>
    </ul>
  );
}
