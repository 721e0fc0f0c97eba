import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';

const tones = {
  brand: 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300',
  emerald: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
} as const;

/** A status line inside a panel while its content loads. */
export function PanelLoading({ children }: { children: string }) {
  return (
    <p role="status" className="px-4 py-6 text-sm text-slate-600 sm:px-5 dark:text-slate-400">
      {children}
    </p>
  );
}

/** A card beneath a lesson or a challenge: its icon, its heading and a line, then its content. */
export function SectionPanel({
  section,
  icon: Icon,
  tone,
  title,
  lead,
  ref,
  children,
}: {
  /** Its `data-section`, by which pages and tests find it. */
  section: string;
  icon: LucideIcon;
  tone: keyof typeof tones;
  title: string;
  lead: ReactNode;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      data-section={section}
      ref={ref}
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="flex items-start gap-3 border-b border-slate-200 px-4 py-4 sm:px-5 dark:border-slate-800">
        <span className={`grid size-10 shrink-0 place-items-center rounded-xl ${tones[tone]}`}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{lead}</p>
        </div>
      </div>
      {children}
    </section>
  );
}
