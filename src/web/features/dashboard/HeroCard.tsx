import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The dashboard's leading card, named by its heading (`titleId`), under an icon. */
export function HeroCard({
  titleId,
  icon: Icon,
  children,
}: {
  titleId: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="relative overflow-hidden rounded-2xl border border-brand-200 bg-gradient-to-br from-brand-50 to-white p-5 shadow-sm sm:p-6 dark:border-brand-900 dark:from-brand-950/60 dark:to-slate-900"
    >
      <span className="grid size-11 place-items-center rounded-xl bg-brand-600 text-white dark:bg-brand-500">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      {children}
    </section>
  );
}
