import { SearchX } from 'lucide-react';
import { coursesText } from '@content/catalogue';
import { Button } from '@web/components/ui/Button';

/** SPEC §8: the search and filters match no course. */
export function NoCoursesFound({ onClear }: { onClear: () => void }) {
  const { empty } = coursesText;
  return (
    <section
      aria-labelledby="no-courses-title"
      className="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700"
    >
      <SearchX className="mx-auto size-10 text-slate-500 dark:text-slate-400" aria-hidden="true" />
      <h2
        id="no-courses-title"
        className="mt-4 text-xl font-semibold text-slate-900 dark:text-white"
      >
        {empty.title}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600 dark:text-slate-400">{empty.text}</p>
      <Button className="mt-6" onClick={onClear}>
        {empty.clear}
      </Button>
    </section>
  );
}
