import type { ReactNode } from 'react';
import { useT } from '@web/i18n/translate';

/** A page's title and summary (often the route table's English texts), in the interface's language. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50/70 to-white dark:border-slate-800 dark:from-brand-950/40 dark:to-slate-950">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          {t(title)}
        </h1>
        {description && (
          <p className="mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            {t(description)}
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
