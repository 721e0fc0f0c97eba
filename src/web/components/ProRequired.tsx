import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from './ui/Button';

/*
 * How a Pro limit shows: a small "Pro" tag on what needs Pro, and the reason with the way to
 * /pricing where the learner ran into it (the server's 403 pro_required message, or the same
 * sentence said before asking the server).
 */

/** The "Pro" tag on a button or a heading; screen readers hear "(Pro feature)". */
export function ProTag() {
  return (
    <>
      <span
        aria-hidden="true"
        className="rounded-full bg-brand-50 px-1.5 py-0.5 text-[0.6875rem] leading-none font-semibold text-brand-700 dark:bg-brand-950 dark:text-brand-200"
      >
        Pro
      </span>
      <span className="sr-only">{' (Pro feature)'}</span>
    </>
  );
}

export const SEE_PLANS = 'See the plans';

/** Why something needs Pro, and the link to the plans. */
export function ProRequiredNotice({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-slate-800 sm:flex-row sm:items-center sm:justify-between dark:border-brand-900 dark:bg-brand-950/40 dark:text-slate-100"
    >
      <p className="flex gap-2">
        <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <span>{message}</span>
      </p>
      <Link to="/pricing" className={buttonClasses('primary', 'sm', 'shrink-0')}>
        {SEE_PLANS}
      </Link>
    </div>
  );
}
