import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A short fact after its small icon, inside a line of facts (views, replies, dates). */
export function IconText({
  icon: Icon,
  wide = false,
  children,
}: {
  icon: LucideIcon;
  /** A little more room between icon and words. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <span className={`inline-flex items-center ${wide ? 'gap-1.5' : 'gap-1'}`}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </span>
  );
}

/** A wrapping line of small facts under a title. */
export function FactLine({
  className = 'mt-1',
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      className={`${className} flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400`}
    >
      {children}
    </p>
  );
}
