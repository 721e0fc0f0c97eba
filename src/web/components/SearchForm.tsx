import type { FormEvent, ReactNode } from 'react';

/** A search landmark whose Search button and Enter key both call onSearch, without a page load. */
export function SearchForm({
  label,
  onSearch,
  className,
  children,
}: {
  label?: string;
  onSearch: () => void;
  className: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} className={className}>
      {children}
    </form>
  );
}
