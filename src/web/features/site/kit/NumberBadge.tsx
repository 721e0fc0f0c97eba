const looks = {
  /** A step of a process. */
  step: 'grid size-9 place-items-center rounded-full bg-brand-600 font-mono text-sm font-bold text-white',
  /** A step inside running text. */
  soft: 'grid size-7 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-200',
  /** A place in a ranking. */
  rank: 'grid size-8 shrink-0 place-items-center rounded-lg bg-slate-100 text-sm font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  /** A place in a compact ranking. */
  plain: 'w-5 text-center text-sm font-semibold text-slate-600 dark:text-slate-400',
} as const;

/** The number of an item of an ordered list, for the eye only: the list itself counts. */
export function NumberBadge({ n, look }: { n: number; look: keyof typeof looks }) {
  return (
    <span aria-hidden="true" className={looks[look]}>
      {n}
    </span>
  );
}
