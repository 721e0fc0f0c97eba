import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { gradientPanelClasses } from './classes';
import { IconBadge } from './IconBadge';

/**
 * The brand-coloured call to action at the foot of a page: a title, a line of text and the
 * page's `actions` side by side (or free `children` below the text). `compact` is narrower and
 * led by an icon.
 */
export function ClosingBand({
  titleId,
  title,
  text,
  icon,
  compact = false,
  actions,
  children,
}: {
  titleId: string;
  title: string;
  text: ReactNode;
  icon?: LucideIcon;
  compact?: boolean;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="px-4 pb-20 sm:px-6 lg:px-8">
      <div
        className={`mx-auto ${compact ? 'max-w-4xl py-12' : 'max-w-5xl py-14'} ${gradientPanelClasses} px-6 text-center shadow-xl sm:px-12`}
      >
        {icon && <IconBadge icon={icon} tone="glass" size="xl" className="mx-auto" />}
        <h2
          id={titleId}
          className={`${icon ? 'mt-4' : ''} text-3xl font-bold tracking-tight text-white ${compact ? '' : 'sm:text-4xl'}`}
        >
          {title}
        </h2>
        <p className={`mx-auto mt-4 max-w-2xl text-lg text-brand-50`}>{text}</p>
        {actions && (
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
        )}
        {children}
      </div>
    </section>
  );
}
