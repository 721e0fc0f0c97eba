import type { LucideIcon } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { softPanelClasses } from './classes';

const titleSizes = { lg: 'text-2xl', md: 'text-xl' } as const;

/** Where the lead under the heading stands and how wide it runs. */
const leads = {
  plain: 'mt-1',
  narrow: 'mt-1 max-w-2xl',
  roomy: 'mt-2 max-w-2xl',
  small: 'mt-1 text-sm',
} as const;

/** A section an address can point at names its heading `<id>-title`. */
type Anchor = { id: string; titleId?: string } | { id?: undefined; titleId: string };

/**
 * A part of a page named by its h2 (and so a landmark region), with an optional lead paragraph
 * and icon before the heading's words.
 */
export function TitledSection({
  id,
  titleId = `${id}-title`,
  heading,
  lead = 'plain',
  panel = false,
  size = 'lg',
  icon: Icon,
  className,
  children,
  ...rest
}: Anchor & {
  /** The heading's words and the lead under it. */
  heading: { title: string; text?: string };
  lead?: keyof typeof leads;
  /** On a light grey band of its own. */
  panel?: boolean;
  size?: keyof typeof titleSizes;
  icon?: LucideIcon;
  className?: string;
  children?: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, 'id' | 'className' | 'children'>) {
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={panel ? softPanelClasses : className}
      {...rest}
    >
      <h2
        id={titleId}
        className={`${Icon ? 'flex items-center gap-2' : ''} ${titleSizes[size]} font-bold tracking-tight text-slate-900 dark:text-white`}
      >
        {Icon && <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-300" />}
        {heading.title}
      </h2>
      {heading.text && (
        <p
          className={`${leads[lead]} text-slate-600 ${panel ? 'dark:text-slate-300' : 'dark:text-slate-400'}`}
        >
          {heading.text}
        </p>
      )}
      {children}
    </section>
  );
}
