import type { HTMLAttributes, ReactNode } from 'react';
import { cardClasses } from './classes';

type CardProps = {
  as?: 'li' | 'div' | 'figure' | 'article';
  /** Without the soft shadow. */
  flat?: boolean;
  className?: string;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, 'className' | 'children'>;

/** The white bordered box most static pages lay their content out in. */
export function Card({
  as: Element = 'li',
  flat = false,
  className = '',
  children,
  ...rest
}: CardProps) {
  return (
    <Element className={`${cardClasses} ${flat ? '' : 'shadow-sm'} ${className}`} {...rest}>
      {children}
    </Element>
  );
}

const titleSizes = { base: '', lg: 'text-lg' } as const;

/** A card's heading; `className` sets its space above (`mt-4` unless told). */
export function CardTitle({
  id,
  size = 'lg',
  className = 'mt-4',
  lang,
  children,
}: {
  id?: string;
  size?: keyof typeof titleSizes;
  className?: string;
  /** The title's language when it is not the page's (content that stays English). */
  lang?: string;
  children: ReactNode;
}) {
  return (
    <h3
      id={id}
      lang={lang}
      className={`${className} ${titleSizes[size]} font-semibold text-slate-900 dark:text-white`}
    >
      {children}
    </h3>
  );
}

/** A card's small grey text; with `grow` it fills the card's height (links line up below). */
export function CardText({
  grow = false,
  className = 'mt-2',
  lang,
  children,
}: {
  grow?: boolean;
  className?: string;
  /** The text's language when it is not the page's (content that stays English). */
  lang?: string;
  children: ReactNode;
}) {
  return (
    <p
      lang={lang}
      className={`${className} ${grow ? 'flex-1' : ''} text-sm leading-6 text-slate-600 dark:text-slate-400`}
    >
      {children}
    </p>
  );
}
