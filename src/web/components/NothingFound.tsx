import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

const looks = {
  /** In place of a list a search found nothing in. */
  search: {
    box: 'py-14',
    icon: 'text-slate-400',
    text: 'mx-auto max-w-md dark:text-slate-300',
  },
  /** In place of a list its filters emptied. */
  filters: {
    box: 'py-16',
    icon: 'text-slate-500 dark:text-slate-400',
    text: 'dark:text-slate-400',
  },
  /** In place of the course catalogue its search and filters emptied. */
  catalogue: {
    box: 'py-16',
    icon: 'text-slate-500 dark:text-slate-400',
    text: 'mx-auto max-w-md dark:text-slate-400',
  },
} as const;

/** What a page shows when a search or filters leave nothing, with a way back (`action`). */
export function NothingFound({
  titleId,
  title,
  text,
  look,
  action,
}: {
  titleId: string;
  title: string;
  text: string;
  look: keyof typeof looks;
  action: ReactNode;
}) {
  const { box, icon, text: textLook } = looks[look];
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border border-dashed border-slate-300 px-6 ${box} text-center dark:border-slate-700`}
    >
      <SearchX aria-hidden="true" className={`mx-auto size-10 ${icon}`} />
      <h2 id={titleId} className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className={`mt-2 text-slate-600 ${textLook}`}>{text}</p>
      {action}
    </section>
  );
}
