import { Search } from 'lucide-react';
import type { RefObject } from 'react';

const looks = {
  /** Under a page's title. */
  header: { icon: 'left-4', input: 'pl-12' },
  /** Above a list it filters. */
  toolbar: { icon: 'left-3.5', input: 'block pl-11' },
} as const;

/** A search field with its magnifier and a label for screen readers; the caller searches. */
export function SearchBox({
  id,
  copy,
  value,
  onChange,
  inputRef,
  look = 'header',
  className = '',
}: {
  id: string;
  /** The label screen readers hear and the hint shown while the box is empty. */
  copy: { label: string; placeholder: string };
  value: string;
  onChange: (value: string) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  look?: keyof typeof looks;
  className?: string;
}) {
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {copy.label}
      </label>
      <Search
        aria-hidden="true"
        className={`pointer-events-none absolute ${looks[look].icon} top-1/2 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400`}
      />
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={copy.placeholder}
        autoComplete="off"
        className={`h-12 w-full rounded-xl border border-slate-300 bg-white ${looks[look].input} pr-4 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400`}
      />
    </div>
  );
}
