import type { LucideIcon } from 'lucide-react';
import { useT } from '@web/i18n/translate';

export type StatTone = 'brand' | 'emerald' | 'amber' | 'sky' | 'violet' | 'rose';

const tones: Record<StatTone, string> = {
  brand: 'bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300',
  emerald: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-950 dark:text-emerald-300',
  amber: 'bg-amber-50 text-amber-600 dark:bg-amber-950 dark:text-amber-300',
  sky: 'bg-sky-50 text-sky-600 dark:bg-sky-950 dark:text-sky-300',
  violet: 'bg-violet-50 text-violet-600 dark:bg-violet-950 dark:text-violet-300',
  rose: 'bg-rose-50 text-rose-600 dark:bg-rose-950 dark:text-rose-300',
};

export interface StatCardProps {
  icon: LucideIcon;
  label: string;
  /** The figure; undefined while it loads or when it could not be loaded. */
  value: string | undefined;
  loading?: boolean;
  tone?: StatTone;
  /** A short line under the figure. */
  hint?: string | null;
}

/** One figure with its icon and label. Render it inside a `<dl>`. */
export function StatCard({
  icon: Icon,
  label,
  value,
  loading = false,
  tone = 'brand',
  hint,
}: StatCardProps) {
  const t = useT();
  return (
    <div className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <dt className="flex flex-col gap-3 text-sm font-medium text-slate-600 dark:text-slate-400">
        <span className={`grid size-10 place-items-center rounded-xl ${tones[tone]}`}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl dark:text-white">
        {loading ? (
          <>
            <span
              aria-hidden="true"
              className="block h-7 w-20 animate-pulse rounded-md bg-slate-200 sm:h-8 dark:bg-slate-800"
            />
            <span className="sr-only">{t('Loading')}</span>
          </>
        ) : value === undefined ? (
          <>
            <span aria-hidden="true" className="text-slate-400 dark:text-slate-500">
              –
            </span>
            <span className="sr-only">{t('Not available')}</span>
          </>
        ) : (
          value
        )}
      </dd>
      {hint && !loading && (
        <dd className="mt-1 text-xs font-medium text-slate-500 dark:text-slate-400">{hint}</dd>
      )}
    </div>
  );
}

/** Figures side by side, a StatCard each; `loading` holds for every card that does not say. */
export function StatGrid({
  stats,
  loading = false,
  className,
  'aria-busy': busy,
}: {
  stats: readonly StatCardProps[];
  loading?: boolean;
  className: string;
  'aria-busy'?: boolean;
}) {
  return (
    <dl className={className} aria-busy={busy}>
      {stats.map((stat) => (
        <StatCard key={stat.label} loading={loading} {...stat} />
      ))}
    </dl>
  );
}
