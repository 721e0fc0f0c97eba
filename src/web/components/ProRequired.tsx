import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import {
  COURSE_NEEDS_PRO,
  FREE_PRACTICE_CHALLENGES_PER_MONTH,
  practiceLimitReached,
} from '@domain/billing';
import { msg, useT, type Translate } from '@web/i18n/translate';
import { buttonClasses } from './ui/Button';

/*
 * How a Pro limit shows: a small "Pro" tag on what needs Pro, and the reason with the way to
 * /pricing where the learner ran into it (the server's 403 pro_required message, or the same
 * sentence said before asking the server).
 */

/** The "Pro" tag on a button or a heading; screen readers hear "(Pro feature)". */
export function ProTag() {
  const t = useT();
  return (
    <>
      <span
        aria-hidden="true"
        className="rounded-full bg-brand-50 px-1.5 py-0.5 text-[0.6875rem] leading-none font-semibold text-brand-700 dark:bg-brand-950 dark:text-brand-200"
      >
        Pro
      </span>
      <span className="sr-only">{` ${t('(Pro feature)')}`}</span>
    </>
  );
}

export const SEE_PLANS = msg('See the plans');

/**
 * A Pro message in the interface's language: the two that name a count or a course are read
 * back into their values, the others are their own keys.
 */
function proMessage(message: string, t: Translate): string {
  const used = /you have completed (\d+) this month/.exec(message)?.[1];
  if (used !== undefined && message === practiceLimitReached(Number(used))) {
    return t(
      'The Free plan includes {{limit}} practice challenges a month, and you have completed {{used}} this month. Upgrade to Pro at /pricing for unlimited challenges, or come back next month.',
      { limit: FREE_PRACTICE_CHALLENGES_PER_MONTH, used },
    );
  }
  const course = /^The (.+) course is part of Pro\./.exec(message)?.[1];
  if (course !== undefined && message === COURSE_NEEDS_PRO(course)) {
    return t('The {{course}} course is part of Pro. See the plans at /pricing.', { course });
  }
  return t(message);
}

/** Why something needs Pro, and the link to the plans. */
export function ProRequiredNotice({ message }: { message: string }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-slate-800 sm:flex-row sm:items-center sm:justify-between dark:border-brand-900 dark:bg-brand-950/40 dark:text-slate-100"
    >
      <p className="flex gap-2">
        <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <span>{proMessage(message, t)}</span>
      </p>
      <Link to="/pricing" className={buttonClasses('primary', 'sm', 'shrink-0')}>
        {t(SEE_PLANS)}
      </Link>
    </div>
  );
}
