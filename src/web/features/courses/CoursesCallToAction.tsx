import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { coursesText } from '@content/catalogue';
import type { CatalogueCourse } from '@domain/catalogue';
import { useT } from '@web/i18n/translate';
import { StartFailed } from './EnrollAction';
import { useStartCourse } from './start-course';

/** Buttons on the brand gradient: white, with a white focus ring that shows on it. */
const onBrand =
  'inline-flex h-12 w-full items-center justify-center gap-2 rounded-lg px-6 text-base font-medium transition focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto';

/** The closing call to action: start the free course (as its Enroll does), or see Pro. */
export function CoursesCallToAction({ freeCourse }: { freeCourse: CatalogueCourse }) {
  const t = useT();
  const { closing } = coursesText;
  const { start, starting, error } = useStartCourse(freeCourse);
  return (
    <section
      aria-labelledby="courses-cta-title"
      className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-700 to-violet-800 px-6 py-12 text-center shadow-lg sm:px-12 sm:py-16"
    >
      <h2 id="courses-cta-title" className="text-3xl font-bold tracking-tight text-white">
        {t(closing.title)}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{t(closing.text)}</p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <button
          type="button"
          onClick={start}
          disabled={starting}
          className={`${onBrand} bg-white text-brand-800 hover:bg-brand-50`}
        >
          {t(starting ? coursesText.card.starting : closing.primary)}
          {!starting && <ArrowRight className="size-4" aria-hidden="true" />}
        </button>
        <Link
          to="/pricing"
          className={`${onBrand} text-white ring-1 ring-white/70 ring-inset hover:bg-white/10`}
        >
          {t(closing.secondary)}
        </Link>
      </div>
      {error && (
        <div className="mx-auto mt-6 max-w-md text-left">
          <StartFailed course={freeCourse} message={error.message} />
        </div>
      )}
    </section>
  );
}
