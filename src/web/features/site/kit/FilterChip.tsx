import type { ReactNode } from 'react';

const base =
  'rounded-full border px-3.5 py-1.5 text-sm font-medium transition focus-visible:outline-2';
const on = 'border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-600';
const off =
  'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-brand-500 dark:hover:text-white';

/** A toggle of a filter (a category, a tag, a department), pressed while it applies. */
export function FilterChip({
  active,
  onClick,
  children,
}: {
  active: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={`${base} ${active ? on : off}`}
    >
      {children}
    </button>
  );
}
