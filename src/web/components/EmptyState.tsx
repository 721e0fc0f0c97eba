import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a list shows before it has anything: its icon in a grey circle, a title and a line. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  className = 'py-4',
  children,
}: {
  icon: LucideIcon;
  title: string;
  text?: string;
  /** Room above and below. */
  className?: string;
  /** A way forward, under the text. */
  children?: ReactNode;
}) {
  return (
    <div className={`flex flex-col items-center text-center ${className}`}>
      <span className="grid size-12 place-items-center rounded-full bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 font-medium text-slate-900 dark:text-white">{title}</p>
      {text && <p className="mt-1 max-w-xs text-sm text-slate-500 dark:text-slate-400">{text}</p>}
      {children}
    </div>
  );
}
