import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@web/i18n/translate';

/** A titled card on the profile page. */
export function Panel({
  id,
  title,
  icon: Icon,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id={id}
        className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
      >
        <Icon className="size-5 text-brand-600 dark:text-brand-400" aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Grey bars shown while a panel's figures load. */
export function PanelSkeleton({ rows = 3 }: { rows?: number }) {
  const t = useT();
  return (
    <div>
      <p className="sr-only">{t('Loading')}</p>
      <div aria-hidden="true" className="space-y-4">
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="space-y-2">
            <span className="block h-3.5 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            <span className="block h-2.5 w-full animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The text of a panel whose figures could not be loaded. */
export function Unavailable({ children }: { children: string }) {
  return <p className="text-sm text-slate-500 dark:text-slate-400">{children}</p>;
}

/**
 * A panel's list as its figures arrive: grey bars while they load, `unavailable` when they could
 * not be read, `empty` when there are none, else what `children` makes of them.
 */
export function PanelList<T>({
  items,
  loading,
  unavailable,
  empty,
  children,
}: {
  items: readonly T[] | undefined;
  loading: boolean;
  unavailable: string;
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (loading) return <PanelSkeleton rows={2} />;
  if (!items) return <Unavailable>{unavailable}</Unavailable>;
  if (items.length === 0) return empty;
  return children(items);
}
