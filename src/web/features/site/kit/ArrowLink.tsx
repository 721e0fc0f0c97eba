import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A small "go there" link with an arrow, at the foot of a card. A `#fragment` stays a plain
 * anchor on this page; `className` sets its space above.
 */
export function ArrowLink({
  to,
  className = 'mt-4',
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const classes = `${className} inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300`;
  const label = (
    <>
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
  return to.startsWith('#') ? (
    <a href={to} className={classes}>
      {label}
    </a>
  ) : (
    <Link to={to} className={classes}>
      {label}
    </Link>
  );
}
