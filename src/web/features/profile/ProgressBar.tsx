export function ProgressBar({
  value,
  max,
  label,
  className = '',
}: {
  value: number;
  max: number;
  label: string;
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
      className={`h-2.5 w-full overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800 ${className}`}
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-brand-500 to-violet-500 transition-[width] duration-500 dark:from-brand-400 dark:to-violet-400"
        style={{ width: `${width}%` }}
      />
    </div>
  );
}
