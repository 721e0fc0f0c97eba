import { coursesText } from '@content/catalogue';
import type { CatalogueCourse } from '@domain/catalogue';
import { ChallengeDifficultyTag } from '@web/components/ChallengeDifficultyTag';
import { useT } from '@web/i18n/translate';

const tag = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';
const priceTones = {
  Free: 'bg-green-700 text-white',
  Pro: 'bg-brand-600 text-white',
} as const;

/** Level (SPEC §9 colours), price, and "Coming soon" for a course that cannot be started yet. */
export function CourseTags({ course }: { course: CatalogueCourse }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <ChallengeDifficultyTag difficulty={course.level} />
      <span className={`${tag} ${priceTones[course.price]}`}>
        {course.price === 'Free' ? coursesText.card.free : coursesText.card.pro}
      </span>
      {!course.available && (
        <span
          className={`${tag} font-medium text-slate-700 ring-1 ring-slate-300 ring-inset dark:text-slate-300 dark:ring-slate-600`}
        >
          {t(coursesText.card.comingSoon)}
        </span>
      )}
    </div>
  );
}
