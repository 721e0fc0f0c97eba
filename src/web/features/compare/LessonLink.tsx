import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '@web/i18n/translate';

/** "Open in the lesson": the C lesson that teaches the concept. */
export function LessonLink({ lessonId }: { lessonId: string }) {
  const t = useT();
  return (
    <Link
      to={`/learn/c?lesson=${lessonId}`}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
    >
      <BookOpen aria-hidden="true" className="size-4" />
      {t('Open in the lesson')}
    </Link>
  );
}
