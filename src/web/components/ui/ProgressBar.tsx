const trackClasses = {
  regular: 'h-2.5 bg-slate-100 dark:bg-slate-800',
  slim: 'h-2 bg-slate-100 dark:bg-slate-800',
} as const;

const fillClasses = {
  gradient:
    'bg-gradient-to-r from-brand-500 to-violet-500 transition-[width] duration-500 dark:from-brand-400 dark:to-violet-400',
  solid: 'bg-brand-600 transition-[width]',
} as const;

/** A `role="progressbar"` bar of `value` out of `max`, named by `label`. */
export function ProgressBar({
  value,
  max = 100,
  label,
  size = 'regular',
  fill = 'gradient',
  className = '',
}: {
  value: number;
  max?: number;
  label: string;
  size?: keyof typeof trackClasses;
  fill?: keyof typeof fillClasses;
  className?: string;
}) {
  const now = Math.min(Math.max(value, 0), max);
  const width = max > 0 ? (now / max) * 100 : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={now}
      aria-valuemin={0}
      aria-valuemax={max}
      className={`w-full overflow-hidden rounded-full ${trackClasses[size]} ${className}`}
    >
      <div className={`h-full rounded-full ${fillClasses[fill]}`} style={{ width: `${width}%` }} />
    </div>
  );
}
